/**
 * The two database files of a data folder, checked before and while they are opened (issue 33): a folder that
 * holds a system but whose repository or application database is missing or empty is damaged, not new — SQLite
 * would open an empty file as a new database, and the system would seed itself again (new passwords, the demo,
 * every object, link, history entry and row gone). A file SQLite finds damaged, at its first read or by the
 * quick_check run at every start, is named in the message with how to restore it.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type Database from 'better-sqlite3';
import { dataFolderMessages } from '../protocol/messages.js';

export const databaseFiles = { repository: 'repository.db', data: 'data.db' } as const;

/** What only a data folder with a system in it holds (an embedded start writes server.lock and server.log first). */
const systemMarkers = ['credentials.json', 'git-secrets.key', 'git', 'runtime', databaseFiles.repository, databaseFiles.data];

/** A data folder that cannot be opened as it is: the message names the file and how to restore it. */
export class DataFolderDamaged extends Error {}

/** The folder's database files, when what it holds says it has a system: each must be there and not empty. */
export function checkDatabaseFiles(dataDir: string): void {
  const size = (name: string) => (existsSync(join(dataDir, name)) ? statSync(join(dataDir, name)).size : undefined);
  const holdsSystem = systemMarkers.some((name) => {
    const bytes = size(name);
    // an empty database file alone is what a start that died before its first write leaves
    return bytes !== undefined && (bytes > 0 || !Object.values<string>(databaseFiles).includes(name));
  });
  if (!holdsSystem) return;
  for (const name of Object.values(databaseFiles)) {
    const bytes = size(name);
    if (bytes === undefined || bytes === 0) {
      throw new DataFolderDamaged(dataFolderMessages.databaseLost(dataDir, join(dataDir, name), bytes === undefined ? 'missing' : 'empty (0 bytes)'));
    }
  }
}

/** SQLite's own words for a file that is not a database or whose pages are damaged. */
const damagedCodes = /^SQLITE_(CORRUPT|NOTADB)/;

/**
 * SQLite's quick_check of a database file that is there and not empty, on a connection of its own before the
 * system opens it: a damaged file is a DataFolderDamaged naming it. quick_check reads every page (measured:
 * a few milliseconds for the demo's files; docs/PERFORMANCE.md).
 */
export function checkDatabase(file: string): void {
  if (!existsSync(file) || statSync(file).size === 0) return;
  let problem: string | undefined;
  let db: Database.Database | undefined;
  try {
    db = new Sqlite(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('quick_check') as Array<{ quick_check: string }>;
    if (rows[0]?.quick_check !== 'ok') problem = rows.map((row) => row.quick_check).slice(0, 3).join('; ');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (!(typeof code === 'string' && damagedCodes.test(code))) throw error;
    problem = (error as Error).message;
  } finally {
    db?.close();
  }
  if (problem !== undefined) throw new DataFolderDamaged(dataFolderMessages.databaseDamaged(file, problem));
}
