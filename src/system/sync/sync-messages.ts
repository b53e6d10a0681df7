/**
 * Texts of git synchronisation that are ours (the spec's and the public implementation's wordings are in
 * src/protocol/messages.ts).
 */
export const syncMessages = {
  repositoryUrlRequired: 'Repository URL is required',
  repositoryNotFound: (url: string) => `Repository not found: ${url} (create it first)`,
  localRepositoriesNotAllowed: 'Local repository paths are not allowed on this service (serve --repository-root <dir> allows those below a folder)',
  localRepositoryOutside: (path: string) => `Local repository ${path} is outside the folder this service takes local repositories from`,
  repositoryDeleted: 'Repository deleted successfully',
  packageAlreadyLinked: (pkg: string, name: string, url: string) => `Package ${pkg} is already linked to repository ${name} (${url})`,
  invalidBranch: (branch: string) => `Invalid branch name: ${branch}`,
  invalidFolderLogic: (value: string) => `Invalid folder logic: ${value} (PREFIX or FULL)`,
  remoteUnreachable: (detail: string) => `Cannot reach the git repository: ${detail}`,
  // import
  importScheduled: (jobNumber: string, pkg: string) => `Import job ${jobNumber} scheduled for package ${pkg}`,
  importJobNotFound: (jobNumber: string) => `Import job ${jobNumber} not found`,
  jobNumberRequired: 'jobNumber parameter is required',
  importJobInterrupted: 'Job interrupted by a restart of the system',
  importJobStopped: 'Job interrupted by a shutdown of the system',
  serializingObjects: (current: number, total: number) => `Serializing objects (${current} of ${total})`,
  pushingCommit: (branch: string) => `Pushing to branch ${branch}`,
  nothingToExport: 'Nothing to export: the branch already holds these files',
  importPackageOutsideLink: (pkg: string, linked: string) =>
    `Package ${pkg} is not part of the package ${linked} linked to this repository: import ${linked} or one of its subpackages`,
  objectNotSerializable: (type: string, name: string, detail: string) => `${type} ${name} cannot be written as abapGit files: ${detail}`,
  // pull
  pullAborted: (count: number) => `Pull aborted: ${count} conflict(s) detected`,
  conflictChangedInSystem: (type: string, name: string, by: string, at: string, route: string) =>
    `${type} ${name}: changed in the system${by ? ` by ${by}` : ''}${at ? ` at ${at}` : ''} (${route}) since this repository last pulled it`,
  conflictNeverPulled: (type: string, name: string, by: string, at: string, route: string) =>
    `${type} ${name}: exists in the system (written${by ? ` by ${by}` : ''}${at ? ` at ${at}` : ''}, ${route}) but this repository never pulled it`,
  conflictDeletedRemotelyChangedLocally: (type: string, name: string) =>
    `${type} ${name}: deleted in git but changed in the system since this repository last pulled it`,
  conflictBranchDiverged: (branch: string, last: string, head: string) =>
    `Branch ${branch}: the remote head ${head.slice(0, 12)} does not descend from the commit last pulled (${last.slice(0, 12)}); the branch was rewritten or reset`,
  conflictHint: 'Pull again with conflict_mode ignore (--conflict-mode ignore) to overwrite the system.',
  branchNotFound: (branch: string) => `Branch ${branch} not found in the remote repository`,
  objectActivated: 'Object activated',
  objectDeleted: 'Object deleted (no longer in the repository)',
  objectUnchanged: 'Object unchanged',
  objectKeptInactive: 'Object saved inactive: activation failed',
  objectNotInRepository: (file: string) => `File ${file} not found in the repository`,
  objectNameNotInRepository: (name: string) => `Object ${name} not found in the repository`,
  objectOfOtherPackage: (pkg: string) => `Object belongs to package ${pkg}, which is not part of this repository`,
  dependencyFailed: (names: string) => `Not activated: it uses ${names}, which failed activation in this pull`,
  fileUnreadable: (detail: string) => detail,
  transportNotWorkbench: (number: string) => `Transport ${number} is a customizing request: a pull records objects on a workbench request`,
  transportUsed: (number: string) => `Changes recorded in transport request ${number}`,
  pullDescription: (name: string) => `abapGit pull: ${name}`,
  invalidConflictMode: (mode: string) => `Invalid conflict mode: ${mode} (abort or ignore)`,
  missingConfigXml: 'The repository has no .abapgit.xml at its root: the starting folder and folder logic of the repository link are used',
  pullFailed: (detail: string) => `Pull failed: ${detail}`,
  nothingToUndo: 'Nothing to undo: this repository has no pull that changed the system',
  undoAlreadyDone: (event: number) => `Nothing to undo: the last pull was undone already (event ${event})`,
  undoConflict: (type: string, name: string, by: string, at: string) =>
    `${type} ${name}: changed in the system by ${by} at ${at} since that pull; undo it by hand or pull again`,
  undoAborted: (count: number) => `Undo refused: ${count} object(s) changed since that pull; nothing was changed`,
  undoLocked: (count: number) => `Undo refused: ${count} object(s) locked in other users' transport requests; nothing was changed`,
  undoDescription: (name: string) => `abapGit undo: ${name}`,
  undoCompleted: (event: number, count: number) => `Pull ${event} undone: ${count} object(s) back to the version before it`,
  undoPreview: (event: number, count: number) => `Undo of pull ${event} (dry run, nothing changed): ${count} object(s) would go back to the version before it`,
  undoPreviewConflicts: (event: number, count: number) => `Undo of pull ${event} (dry run, nothing changed) would be refused: ${count} object(s) changed since that pull`,
  undoWithProblems: (detail: string) => `Pull undone, but the restored versions reported problems: ${detail}`,
  nothingPulledYet: 'This repository has not been pulled yet: there is no commit last pulled',
  commitNotOnBranch: (commit: string, branch: string) => `Commit ${commit} is not in the history of branch ${branch}`,
  objectsLocked: (count: number) => `Pull refused: ${count} object(s) locked in other users' transport requests; nothing was changed`,
  objectLocked: (type: string, name: string, number: string, owner: string) => `${type} ${name}: locked in transport request ${number} of ${owner}`,
  filesRefused: (count: number) => `Pull refused: ${count} file(s) cannot be accepted; nothing was changed`,
  symbolicLinkRefused: (path: string) => `${path}: symbolic links are not accepted`,
  invalidObjectName: (path: string, name: string) => `${path}: ${name} is no valid ABAP object name`,
  fileWithPathParts: (file: string) => `${file}: file names with '..' are not accepted`,
  fileOutsideStartingFolder: (path: string, folder: string) => `${path}: outside the starting folder ${folder}`,
} as const;
