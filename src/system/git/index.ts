/** Git for the embedded system: the `git` program as a child process, a cached mirror per remote, sealed secrets. */
export {
  GitUrlError,
  credentialEnvironment,
  isValidBranchName,
  redact,
  redactUrl,
  splitRemoteUrl,
  type GitCredentials,
  type SplitUrl,
} from './credentials.js';
export { GitError, runGit, stopProcessGroup, type GitOutput, type GitRunOptions } from './git-process.js';
export { BranchNotFoundError, GitMirror, type CommitFile, type CommitRequest, type TreeEntry } from './mirror.js';
export { SecretBox } from './secret-box.js';
