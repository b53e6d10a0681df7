/**
 * A whole repository tree ↔ packages and objects, following `.abapgit.xml`: starting folder, folder
 * logic and IGNORE list. Each package folder holds a `package.devc.xml`.
 */
import type { AbapObject, GitFile, PackageInfo } from '../objects.js';
import { isLocalPackage } from '../objects.js';
import { DOT_ABAPGIT_FILE_NAME, defaultDotAbapgit, isIgnored, parseDotAbapgit, serializeDotAbapgit, type DotAbapgit } from './dot-abapgit.js';
import { foldersOfPackage, packageOfFolder } from './folder-logic.js';
import { readObjectGroups, serializeObject } from './object-io.js';
import { PACKAGE_FILE_NAME, devcSerializer } from './serializers/devc.js';

export interface RepositoryContent {
  /** The settings read from `.abapgit.xml`; undefined when the file is missing (defaults then apply). */
  dotAbapgit: DotAbapgit | undefined;
  packages: PackageInfo[];
  objects: Array<AbapObject & { package: string; paths: string[] }>;
  problems: string[];
}

export interface RepositoryInput {
  dotAbapgit: DotAbapgit;
  rootPackage: string;
  packages: PackageInfo[];
  objects: Array<AbapObject & { package: string }>;
}

export function readRepository(files: GitFile[], rootPackage: string): RepositoryContent {
  const problems: string[] = [];
  const root = rootPackage.toUpperCase();
  const dotFile = files.find((file) => relativePath(file.path) === DOT_ABAPGIT_FILE_NAME);
  let dotAbapgit: DotAbapgit | undefined;
  if (dotFile) {
    try {
      dotAbapgit = parseDotAbapgit(dotFile.data);
    } catch (error) {
      problems.push(`${dotFile.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const settings = dotAbapgit ?? defaultDotAbapgit();
  const start = relativePath(settings.startingFolder);

  const filesByFolder = new Map<string, GitFile[]>([['', []]]);
  for (const file of files) {
    if (file === dotFile || isIgnored(settings, relativePath(file.path))) continue;
    const below = relativePath(file.path).slice(start.length);
    const folder = below.includes('/') ? below.slice(0, below.lastIndexOf('/')) : '';
    for (const ancestor of ancestorFolders(folder)) if (!filesByFolder.has(ancestor)) filesByFolder.set(ancestor, []);
    filesByFolder.get(folder)?.push(file);
  }

  const packages: PackageInfo[] = [];
  const objects: RepositoryContent['objects'] = [];
  const packageByFolder = new Map<string, string>();
  for (const [folder, folderFiles] of [...filesByFolder].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const segments = folder === '' ? [] : folder.split('/');
    const packageName = packageOfFolder(settings, root, segments);
    packageByFolder.set(folder, packageName);
    const parent = segments.length === 0 ? '' : (packageByFolder.get(segments.slice(0, -1).join('/')) ?? root);
    const read = readObjectGroups(folderFiles, packageName);
    problems.push(...read.problems);
    const devc = read.objects.find(({ object }) => object.type === 'DEVC')?.object;
    packages.push({
      name: packageName,
      parent,
      description: devc?.description ?? '',
      softwareComponent: isLocalPackage(packageName) ? 'LOCAL' : 'HOME',
      metadata: devc?.metadata ?? {},
    });
    for (const { object, paths } of read.objects) {
      if (object.type !== 'DEVC') objects.push({ ...object, package: packageName, paths });
    }
  }
  return { dotAbapgit, packages, objects, problems };
}

/** The files of a repository: `.abapgit.xml`, a `package.devc.xml` per package and the objects' files, sorted by path. */
export function writeRepository(input: RepositoryInput): GitFile[] {
  const { dotAbapgit } = input;
  const root = input.rootPackage.toUpperCase();
  const parents = new Map(input.packages.map((pkg) => [pkg.name, pkg.parent]));
  const start = relativePath(dotAbapgit.startingFolder);
  const folderOf = (packageName: string): string =>
    start + foldersOfPackage(dotAbapgit, root, packageName, (name) => parents.get(name)).map((folder) => `${folder}/`).join('');

  const files: GitFile[] = [{ path: DOT_ABAPGIT_FILE_NAME, data: serializeDotAbapgit(dotAbapgit) }];
  for (const pkg of input.packages) {
    const devc: AbapObject = { type: 'DEVC', name: pkg.name, description: pkg.description, metadata: pkg.metadata, sources: {} };
    for (const file of devcSerializer.write(devc)) files.push({ path: folderOf(pkg.name) + PACKAGE_FILE_NAME, data: file.data });
  }
  for (const { package: packageName, ...object } of input.objects) {
    const folder = folderOf(packageName);
    for (const file of serializeObject(object)) files.push({ path: folder + file.path, data: file.data });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A repository path without leading '/' (folders keep their trailing '/'). */
function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

function ancestorFolders(folder: string): string[] {
  if (folder === '') return [''];
  const segments = folder.split('/');
  return segments.map((_segment, index) => segments.slice(0, index + 1).join('/')).concat('');
}
