import Database from 'better-sqlite3';
import { migrations } from './migrations.js';

export type RepositoryDatabase = Database.Database;

/** Opens (creating when missing) the repository database and brings its schema up to date. */
export function openRepositoryDatabase(file: string): RepositoryDatabase {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

function migrate(db: RepositoryDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
