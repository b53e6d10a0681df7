/**
 * What a first start would otherwise compute, prepared once by `npm run build` (scripts/prepare-start.mjs) under
 * dist/prepared/ (issue 20): the kernel's objects read from its XML, and the demo system's databases seeded and
 * activated object by object. Each is stamped with a hash of what it was made from — its input files and the
 * system's own code, as it runs — and used only while the stamp matches: a changed kernel, demo or system
 * (recompiled, or run from the TypeScript sources by the tests) computes it as before.
 */
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installRoot } from '../version.js';

/** Where the build puts what it prepared. */
export function preparedDir(): string {
  return join(installRoot(), 'dist', 'prepared');
}

/** The files of a folder and its subfolders whose names end with one of the endings, sorted. */
export function filesBelow(folder: string, endings: readonly string[]): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The code of the system and the protocol as this process runs it (dist/src/… compiled, or src/… under the
 * tests): what prepared content is derived by.
 */
export function systemCodeFiles(): string[] {
  const system = dirname(fileURLToPath(import.meta.url));
  return [system, join(dirname(system), 'protocol')].flatMap((folder) => filesBelow(folder, ['.js', '.ts']).filter((file) => !file.endsWith('.d.ts')));
}

/** A hash of the files' names (relative to the installation) and contents, and of the extra texts given. */
export function contentStamp(files: readonly string[], texts: readonly string[] = []): string {
  const root = installRoot();
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text).update('\0');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const STAMP_FILE = 'stamp.json';

/** The prepared folder's stamp, if it has one. */
export function stampOf(folder: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(folder, STAMP_FILE), 'utf8')) as { stamp?: string }).stamp;
  } catch {
    return undefined;
  }
}

/** Marks a prepared folder as made from the inputs the stamp names (written last: a half-written folder has none). */
export function writeStamp(folder: string, stamp: string): void {
  writeFileSync(join(folder, STAMP_FILE), JSON.stringify({ stamp }) + '\n');
}

/**
 * Copies the named files of a prepared folder into another, readable by the owner only (they may hold password
 * hashes). Each arrives whole under its name (copied beside, then renamed), in the order given: a reader that
 * sees the last one sees them all.
 */
export function copyPrepared(from: string, to: string, names: readonly string[]): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of names) {
    const temporary = join(to, `${name}.${process.pid}.tmp`);
    copyFileSync(join(from, name), temporary);
    chmodSync(temporary, 0o600);
    renameSync(temporary, join(to, name));
  }
}
