/**
 * Where a probe goes: the project's source folder (the STARTING_FOLDER of `.abapgit.xml` at the project
 * root or the git root, else `src/`), or, with safeguards.disableProbeClasses, `<scratchWorkspace.path>/src/`;
 * and which object names a folder already holds.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, relative, sep } from 'node:path';
import { objectFromFileName } from '../protocol/filenames.js';
import { filesBelow, skipGitAndPackages } from './files-below.js';

export interface ProbeLocation {
  workspace: 'project' | 'scratch';
  /** The folder repository paths are relative to (the git root, or where `.abapgit.xml` lies). */
  root: string;
  /** The absolute folder the probe's files go into. */
  folder: string;
}

/** A configuration that cannot place a probe; the message says what to change. */
export class ProbeLocationError extends Error {}

const DEFAULT_SOURCE_FOLDER = 'src';

/** The STARTING_FOLDER of an `.abapgit.xml`, without leading and trailing '/' ('' for the root). */
export function startingFolderOf(dotAbapgit: string): string {
  const match = /<STARTING_FOLDER>([^<]*)<\/STARTING_FOLDER>/.exec(dotAbapgit);
  const folder = (match ? match[1]! : `/${DEFAULT_SOURCE_FOLDER}/`).trim().replace(/^\/+|\/+$/g, '');
  if (folder.split('/').includes('..')) throw new ProbeLocationError(`.abapgit.xml: STARTING_FOLDER '${match?.[1]}' leaves the repository`);
  return folder;
}

/**
 * The project's source folder: the first of the candidate roots (project root, git root) holding an
 * `.abapgit.xml` decides; with none, `src/` below the first candidate.
 */
export function projectLocation(candidateRoots: Array<string | undefined>, cwd: string): ProbeLocation {
  const roots = [...new Set(candidateRoots.filter((root): root is string => root !== undefined))];
  for (const root of roots) {
    const file = join(root, '.abapgit.xml');
    if (!existsSync(file)) continue;
    const folder = startingFolderOf(readFileSync(file, 'utf8'));
    return { workspace: 'project', root, folder: folder === '' ? root : join(root, ...folder.split('/')) };
  }
  const root = roots[0] ?? cwd;
  return { workspace: 'project', root, folder: join(root, DEFAULT_SOURCE_FOLDER) };
}

/** `<path>/src/` of the scratch workspace; the path must be an existing absolute folder. */
export function scratchLocation(path: string, gitRoot?: string): ProbeLocation {
  if (!isAbsolute(path)) throw new ProbeLocationError(`scratchWorkspace.path must be an absolute folder, got '${path}'`);
  if (!existsSync(path) || !statSync(path).isDirectory()) {
    throw new ProbeLocationError(`scratchWorkspace.path ${path} is not a folder: create it (a git repository linked to a package of its own)`);
  }
  return { workspace: 'scratch', root: gitRoot ?? path, folder: join(path, DEFAULT_SOURCE_FOLDER) };
}

/** A written file's path relative to the location's root, with '/' (as git and pull --files name it). */
export function repositoryPath(location: ProbeLocation, file: string): string {
  return relative(realpathOrSelf(location.root), realpathOrSelf(file)).split(sep).join('/');
}

/** Names of the objects whose files lie in a folder or below it (upper case). */
export function objectNamesIn(folder: string): Set<string> {
  const files = filesBelow(folder, { wanted: (name) => objectFromFileName(name) !== undefined, maxDepth: Infinity, skip: skipGitAndPackages });
  return new Set(files.map((file) => objectFromFileName(basename(file))!.name));
}

export function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
