/**
 * Folders ↔ packages (zcl_abapgit_folder_logic). Below the starting folder, each folder is a sub
 * package of the package of its parent folder:
 * - PREFIX: folder `foo` below package ZPARENT is package ZPARENT_FOO;
 * - FULL: the folder name is the package name ('#' for '/'; below a `$` root package the `$` is left out).
 * MIXED is handled as PREFIX, with the full name used for packages that do not carry their parent's prefix.
 */
import type { DotAbapgit } from './dot-abapgit.js';

export class FolderLogicError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FolderLogicError';
  }
}

/** The package of a folder, given the folder names below the starting folder. */
export function packageOfFolder(dot: DotAbapgit, rootPackage: string, folders: readonly string[]): string {
  let packageName = rootPackage;
  for (const folder of folders) {
    if (dot.folderLogic === 'FULL') {
      packageName = `${rootPackage.startsWith('$') ? '$' : ''}${folder.replaceAll('#', '/')}`.toUpperCase();
    } else {
      packageName = `${packageName}_${folder.replaceAll('#', '/')}`.toUpperCase();
    }
  }
  return packageName;
}

/** The folder names below the starting folder that hold a package, following its parents up to the root package. */
export function foldersOfPackage(
  dot: DotAbapgit,
  rootPackage: string,
  packageName: string,
  parentOf: (packageName: string) => string | undefined,
): string[] {
  const folders: string[] = [];
  let current = packageName;
  const seen = new Set<string>();
  while (current !== rootPackage) {
    if (seen.has(current)) throw new FolderLogicError(`package ${current} is its own ancestor`);
    seen.add(current);
    const parent = parentOf(current);
    if (!parent) throw new FolderLogicError(`package ${current} is not below the root package ${rootPackage}`);
    folders.unshift(folderName(dot, parent, current));
    current = parent;
  }
  return folders;
}

function folderName(dot: DotAbapgit, parent: string, packageName: string): string {
  let name: string;
  if (dot.folderLogic === 'FULL' || (dot.folderLogic === 'MIXED' && !packageName.startsWith(parent))) {
    name = packageName.startsWith('$') ? packageName.slice(1) : packageName;
  } else {
    if (!packageName.startsWith(parent)) {
      throw new FolderLogicError(`PREFIX: package ${packageName} does not start with its parent's name ${parent}; use FULL folder logic`);
    }
    name = packageName.slice(parent.length);
    if (name.startsWith('_')) name = name.slice(1);
  }
  if (name === '') throw new FolderLogicError(`package ${packageName} gives an empty folder name below ${parent}`);
  return name.replaceAll('/', '#').toLowerCase();
}
