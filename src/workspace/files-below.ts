/**
 * Finding files in the working folder breadth first, so the shallowest match wins and a large tree is cut off
 * by depth (and by the number of folders read) rather than read whole. The editor, the CLI's view, unit's test
 * classes, the probe's object names, the TUI's dbview pane and the editors' faces (lsp, dap) look for files this
 * way, each with its own bounds.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface FilesBelowOptions {
  /** Which file names are wanted. */
  wanted(name: string): boolean;
  /** Folders below the root that are read: 0 reads the root only. */
  maxDepth: number;
  /** Folders never entered, by name (and full path). */
  skip(name: string, path: string): boolean;
  /** Stop after this many folders were read. */
  maxFolders?: number;
  /** Stop after this many files were found. */
  limit?: number;
}

/** The wanted files below `root`, shallow before deep (full paths). */
export function filesBelow(root: string, options: FilesBelowOptions): string[] {
  const found: string[] = [];
  let level = [root];
  let visited = 0;
  for (let depth = 0; depth <= options.maxDepth && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      if (options.maxFolders !== undefined && ++visited > options.maxFolders) return found;
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (entry.isFile() && options.wanted(entry.name)) {
          found.push(join(dir, entry.name));
          if (options.limit !== undefined && found.length >= options.limit) return found;
        } else if (entry.isDirectory()) {
          const path = join(dir, entry.name);
          if (!options.skip(entry.name, path)) next.push(path);
        }
      }
    }
    level = next;
  }
  return found;
}

const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);

/** Folders no search for an object's files enters: git's own and the packages'. */
export const skipGitAndPackages = (name: string): boolean => SKIPPED_FOLDERS.has(name);

/** A folder holding a `.git` of its own: another checkout (a nested clone or a submodule), not this repository's files. */
export const isCheckout = (path: string): boolean => existsSync(join(path, '.git'));

/**
 * The first file of that name (any case) below the folder, breadth first, up to 11 folders deep, never in .git
 * or node_modules (nor, with `ownFilesOnly`, in another checkout): where the editor and unit's test classes look
 * for an object's file.
 */
export function fileBelow(root: string, fileName: string, options: { ownFilesOnly?: boolean } = {}): string | undefined {
  const wanted = fileName.toLowerCase();
  const skip = options.ownFilesOnly ? (name: string, path: string) => skipGitAndPackages(name) || isCheckout(path) : skipGitAndPackages;
  return filesBelow(root, { wanted: (name) => name.toLowerCase() === wanted, maxDepth: 11, skip, limit: 1 })[0];
}

/** ABAP source files of abapGit's naming: `zcl_x.clas.abap`, `zcl_x.clas.testclasses.abap`, `zprog.prog.abap`. */
export function isAbapSourceFile(name: string): boolean {
  return /\.[a-z0-9]{4}(\.[a-z_]+)?\.abap$/i.test(name);
}

/**
 * The ABAP source files of a working folder by their lower-case names (the shallowest of a name wins), for the
 * editors' faces that turn an abapGit file name of an answer into the working folder's file. Dot folders,
 * node_modules and dist are left out; a home folder given as the working folder is cut off at 50,000 files.
 */
export function abapFilesByName(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const paths = filesBelow(root, { wanted: isAbapSourceFile, maxDepth: 64, skip: (name) => name.startsWith('.') || name === 'node_modules' || name === 'dist', limit: 50_000 });
  for (const path of paths) {
    const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1).toLowerCase();
    if (!files.has(name)) files.set(name, path);
  }
  return files;
}
