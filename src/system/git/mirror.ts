/**
 * A bare repository in the data folder that caches one remote: fetched before a pull, the base of an
 * import's commit. Files are read straight from git's object store (ls-tree, cat-file --batch) and
 * commits are written with fast-import, so no working tree is ever checked out.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitError, runGit } from './git-process.js';
import { isValidBranchName, type GitCredentials } from './credentials.js';

export interface TreeEntry {
  path: string;
  mode: string;
  sha: string;
}

export interface CommitFile {
  path: string;
  /** New content, or the sha of a blob already in the repository (kept with its mode: executable, link). */
  data: Buffer | { sha: string; mode?: string };
}

export interface CommitRequest {
  parent?: string;
  files: CommitFile[];
  message: string;
  author: { name: string; email: string };
  /** Called after each file is handed to git (progress of staging). */
  onFile?: (index: number, total: number) => void | Promise<void>;
  signal?: AbortSignal;
}

export class BranchNotFoundError extends GitError {}

const SHA = /^[0-9a-f]{40}$/;

export class GitMirror {
  constructor(readonly dir: string) {}

  async ensure(): Promise<void> {
    if (existsSync(`${this.dir}/HEAD`)) return;
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    await runGit(['init', '--quiet', '--bare', this.dir]);
  }

  /** The head of a remote branch without fetching, or undefined when the branch does not exist. */
  async remoteHead(url: string, branch: string, credentials?: GitCredentials, signal?: AbortSignal): Promise<string | undefined> {
    assertBranch(branch);
    await this.ensure();
    const { stdout } = await runGit(['ls-remote', '--heads', '--', url, `refs/heads/${branch}`], { cwd: this.dir, credentials, signal });
    const line = stdout.toString('utf8').split('\n').find((l) => l.endsWith(`\trefs/heads/${branch}`));
    return line?.slice(0, 40);
  }

  /** Fetches a branch; answers its head commit. Throws BranchNotFoundError when the remote has no such branch. */
  async fetch(url: string, branch: string, credentials?: GitCredentials, signal?: AbortSignal): Promise<string> {
    assertBranch(branch);
    await this.ensure();
    const ref = trackingRef(branch);
    try {
      await runGit(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', '--', url, `+refs/heads/${branch}:${ref}`], {
        cwd: this.dir,
        credentials,
        signal,
      });
    } catch (error) {
      if (error instanceof GitError && /couldn't find remote ref/i.test(error.stderr)) {
        throw new BranchNotFoundError(`Branch ${branch} not found in the remote repository`, error.exitCode, error.stderr);
      }
      throw error;
    }
    return this.fetchedHead(ref);
  }

  /** The commit a ref just fetched points to: read from its loose ref file (git fetch writes one), else resolved by git. */
  private async fetchedHead(ref: string): Promise<string> {
    try {
      const sha = readFileSync(join(this.dir, ref), 'utf8').trim();
      if (SHA.test(sha)) return sha;
    } catch {
      // packed or missing: git knows
    }
    return this.resolve(ref);
  }

  async resolve(revision: string): Promise<string> {
    const { stdout } = await runGit(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { cwd: this.dir });
    return stdout.toString('utf8').trim();
  }

  async hasCommit(sha: string): Promise<boolean> {
    if (!SHA.test(sha)) return false;
    const { exitCode } = await runGit(['cat-file', '-e', `${sha}^{commit}`], { cwd: this.dir, acceptExitCodes: [1, 128] });
    return exitCode === 0;
  }

  /** Whether `ancestor` is `commit` or one of its ancestors (false when the mirror does not have it). */
  async isAncestor(ancestor: string, commit: string): Promise<boolean> {
    if (!SHA.test(ancestor)) return false;
    // one git process: merge-base answers 128 for a commit it does not have (each process costs a fork of the service)
    const { exitCode } = await runGit(['merge-base', '--is-ancestor', ancestor, commit], { cwd: this.dir, acceptExitCodes: [1, 128] });
    return exitCode === 0;
  }

  /** Every file (blob) of a commit's tree, with '/'-separated paths. */
  async tree(commit: string): Promise<TreeEntry[]> {
    const { stdout } = await runGit(['ls-tree', '-r', '-z', '--full-tree', commit], { cwd: this.dir });
    const entries: TreeEntry[] = [];
    for (const record of stdout.toString('utf8').split('\0')) {
      if (record === '') continue;
      const tab = record.indexOf('\t');
      const [mode, type, sha] = record.slice(0, tab).split(' ') as [string, string, string];
      if (type === 'blob') entries.push({ path: record.slice(tab + 1), mode, sha });
    }
    return entries;
  }

  async treeOf(commit: string): Promise<string> {
    const { stdout } = await runGit(['rev-parse', `${commit}^{tree}`], { cwd: this.dir });
    return stdout.toString('utf8').trim();
  }

  /** The contents of blobs, in one git process. */
  async readBlobs(shas: readonly string[]): Promise<Map<string, Buffer>> {
    const wanted = [...new Set(shas)];
    const blobs = new Map<string, Buffer>();
    if (wanted.length === 0) return blobs;
    const { stdout } = await runGit(['cat-file', '--batch'], { cwd: this.dir, input: Buffer.from(wanted.join('\n') + '\n') });
    let offset = 0;
    for (const sha of wanted) {
      const headerEnd = stdout.indexOf(0x0a, offset);
      const header = stdout.subarray(offset, headerEnd).toString('utf8').split(' ');
      if (header[1] !== 'blob') throw new GitError(`git cat-file: ${sha} is not a blob`, 0, '');
      const size = Number(header[2]);
      blobs.set(sha, stdout.subarray(headerEnd + 1, headerEnd + 1 + size));
      offset = headerEnd + 1 + size + 1;
    }
    return blobs;
  }

  /**
   * Writes one commit holding exactly `files` (on top of `parent` when given) and answers its sha and
   * whether its tree differs from the parent's.
   */
  async commit(request: CommitRequest): Promise<{ commit: string; changed: boolean }> {
    await this.ensure();
    const ref = 'refs/abapdeck/commit';
    const now = Math.floor(Date.now() / 1000);
    const identity = `${request.author.name} <${request.author.email}> ${now} +0000`;
    const message = Buffer.from(request.message, 'utf8');
    async function* stream(): AsyncGenerator<Buffer> {
      yield Buffer.from(`reset ${ref}\ncommit ${ref}\nauthor ${identity}\ncommitter ${identity}\ndata ${message.length}\n`);
      yield message;
      yield Buffer.from(`\n${request.parent ? `from ${request.parent}\n` : ''}deleteall\n`);
      const total = request.files.length;
      for (let index = 0; index < total; index++) {
        const file = request.files[index]!;
        const path = quotePath(file.path);
        if (Buffer.isBuffer(file.data)) {
          yield Buffer.from(`M 100644 inline ${path}\ndata ${file.data.length}\n`);
          yield file.data;
          yield Buffer.from('\n');
        } else {
          yield Buffer.from(`M ${file.data.mode ?? '100644'} ${file.data.sha} ${path}\n`);
        }
        await request.onFile?.(index + 1, total);
      }
      yield Buffer.from('\ndone\n');
    }
    await runGit(['fast-import', '--quiet', '--done', '--force'], { cwd: this.dir, input: stream(), signal: request.signal });
    const commit = await this.resolve(ref);
    const changed = !request.parent || (await this.treeOf(commit)) !== (await this.treeOf(request.parent));
    return { commit, changed };
  }

  /** Pushes a commit to a branch of the remote (creating the branch when missing). */
  async push(url: string, commit: string, branch: string, credentials?: GitCredentials, signal?: AbortSignal, onSpawn?: (pid: number) => void): Promise<void> {
    assertBranch(branch);
    // a process group: a push must be stoppable with its remote helper, also from a later service (crash recovery)
    await runGit(['push', '--quiet', '--', url, `${commit}:refs/heads/${branch}`], { cwd: this.dir, credentials, signal, processGroup: true, ...(onSpawn ? { onSpawn } : {}) });
    await runGit(['update-ref', trackingRef(branch), commit], { cwd: this.dir });
  }
}

function trackingRef(branch: string): string {
  return `refs/remotes/origin/${branch}`;
}

function assertBranch(branch: string): void {
  if (!isValidBranchName(branch)) throw new GitError(`Invalid branch name: ${branch}`, -1, '');
}

/** fast-import's C-style quoting, so any path (spaces, quotes, non-ASCII) arrives intact. */
function quotePath(path: string): string {
  let quoted = '"';
  for (const byte of Buffer.from(path, 'utf8')) {
    if (byte === 0x22) quoted += '\\"';
    else if (byte === 0x5c) quoted += '\\\\';
    else if (byte === 0x0a) quoted += '\\n';
    else if (byte < 0x20 || byte >= 0x7f) quoted += `\\${byte.toString(8).padStart(3, '0')}`;
    else quoted += String.fromCharCode(byte);
  }
  return `${quoted}"`;
}
