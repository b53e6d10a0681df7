/**
 * Repository links (abapGit's online repositories): a remote URL and branch bound to a root package,
 * with the folder settings used when the repository has no `.abapgit.xml`, the sealed git credentials,
 * the commit last pulled and, per object, what that pull brought (the basis of conflict detection).
 */
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RepositoryDatabase } from '../repository/database.js';
import type { GitCredentials, SecretBox } from '../git/index.js';
import type { FolderLogicName } from '../../protocol/sync.js';
import { objectKey } from '../objects.js';
import { resolvedPath } from './local-repositories.js';
import { camelCased } from '../camel-cased.js';

export interface RepositoryLink {
  key: string;
  url: string;
  branch: string;
  package: string;
  name: string;
  displayName: string;
  folderLogic: FolderLogicName;
  startingFolder: string;
  gitUsername: string;
  hasSecret: boolean;
  lastPulledCommit: string;
  createdBy: string;
  createdAt: string;
}

/** What creating a link says: the link's settings, and the git credentials to seal. */
export interface NewRepositoryLink extends Pick<RepositoryLink, 'url' | 'branch' | 'package' | 'name' | 'displayName' | 'folderLogic' | 'startingFolder'> {
  credentials?: GitCredentials;
}

export interface PulledObjectRecord {
  type: string;
  name: string;
  contentHash: string;
  pulledAt: string;
}

interface LinkRow {
  repo_key: string;
  url: string;
  branch: string;
  package: string;
  name: string;
  display_name: string;
  folder_logic: string;
  starting_folder: string;
  git_username: string;
  git_secret: string;
  last_pulled_commit: string;
  created_by: string;
  created_at: string;
}

const toLink = (row: LinkRow): RepositoryLink => ({
  key: row.repo_key,
  ...camelCased(row, ['url', 'branch', 'package', 'name', 'display_name', 'folder_logic', 'starting_folder', 'git_username']),
  folderLogic: row.folder_logic === 'FULL' ? 'FULL' : 'PREFIX',
  hasSecret: row.git_secret !== '',
  ...camelCased(row, ['last_pulled_commit', 'created_by', 'created_at']),
});

export class RepositoryLinks {
  constructor(
    private readonly db: RepositoryDatabase,
    private readonly secrets: SecretBox,
  ) {}

  /** The link of a repository, however its URL is spelt (see repositoryIdentity). */
  byUrl(url: string): RepositoryLink | undefined {
    const exact = this.db.prepare('SELECT * FROM repositories WHERE url = ?').get(url) as LinkRow | undefined;
    if (exact) return toLink(exact);
    const identity = repositoryIdentity(url);
    return this.all().find((link) => repositoryIdentity(link.url) === identity);
  }

  byKey(key: string): RepositoryLink | undefined {
    const row = this.db.prepare('SELECT * FROM repositories WHERE repo_key = ?').get(key) as LinkRow | undefined;
    return row && toLink(row);
  }

  all(): RepositoryLink[] {
    return (this.db.prepare('SELECT * FROM repositories ORDER BY repo_key').all() as LinkRow[]).map(toLink);
  }

  /** Links whose root package is this package. */
  byPackage(pkg: string): RepositoryLink[] {
    return (this.db.prepare('SELECT * FROM repositories WHERE package = ? ORDER BY repo_key').all(pkg) as LinkRow[]).map(toLink);
  }

  create(link: NewRepositoryLink, user: string): RepositoryLink {
    return this.db.transaction(() => {
      const last = this.db.prepare('SELECT max(CAST(repo_key AS INTEGER)) AS n FROM repositories').get() as { n: number | null };
      const key = String((last.n ?? 0) + 1).padStart(12, '0');
      this.db
        .prepare(
          `INSERT INTO repositories (repo_key, url, branch, package, name, display_name, folder_logic, starting_folder,
             git_username, git_secret, last_pulled_commit, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)`,
        )
        .run(
          key,
          link.url,
          link.branch,
          link.package,
          link.name,
          link.displayName,
          link.folderLogic,
          link.startingFolder,
          link.credentials?.username ?? '',
          this.secrets.seal(link.credentials?.password ?? ''),
          user,
          new Date().toISOString(),
        );
      return this.byKey(key)!;
    })();
  }

  remove(key: string): boolean {
    return this.db.prepare('DELETE FROM repositories WHERE repo_key = ?').run(key).changes > 0;
  }

  /** The stored credentials of a link (undefined when none are stored or the secret cannot be opened). */
  credentials(link: RepositoryLink): GitCredentials | undefined {
    const row = this.db.prepare('SELECT git_username, git_secret FROM repositories WHERE repo_key = ?').get(link.key) as
      | { git_username: string; git_secret: string }
      | undefined;
    if (!row || (row.git_username === '' && row.git_secret === '')) return undefined;
    const password = row.git_secret === '' ? '' : this.secrets.open(row.git_secret);
    return password === undefined ? undefined : { username: row.git_username, password };
  }

  /** Replaces the stored credentials (a pull or import that brought new ones and succeeded with them). */
  storeCredentials(key: string, credentials: GitCredentials): void {
    this.db
      .prepare('UPDATE repositories SET git_username = ?, git_secret = ? WHERE repo_key = ?')
      .run(credentials.username, this.secrets.seal(credentials.password), key);
  }

  setLastPulledCommit(key: string, commit: string): void {
    this.db.prepare('UPDATE repositories SET last_pulled_commit = ? WHERE repo_key = ?').run(commit, key);
  }

  pulledObjects(key: string): Map<string, PulledObjectRecord> {
    const rows = this.db
      .prepare('SELECT obj_type AS type, obj_name AS name, content_hash AS contentHash, pulled_at AS pulledAt FROM repository_objects WHERE repo_key = ?')
      .all(key) as PulledObjectRecord[];
    return new Map(rows.map((row) => [objectKey(row.type, row.name), row]));
  }

  recordPulled(key: string, records: readonly Omit<PulledObjectRecord, 'pulledAt'>[], at = new Date().toISOString()): void {
    const upsert = this.db.prepare(
      `INSERT INTO repository_objects (repo_key, obj_type, obj_name, pulled_at, content_hash) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(repo_key, obj_type, obj_name) DO UPDATE SET pulled_at = excluded.pulled_at, content_hash = excluded.content_hash`,
    );
    for (const record of records) upsert.run(key, record.type, record.name, at, record.contentHash);
  }

  forgetPulled(key: string, objects: readonly { type: string; name: string }[]): void {
    const remove = this.db.prepare('DELETE FROM repository_objects WHERE repo_key = ? AND obj_type = ? AND obj_name = ?');
    for (const object of objects) remove.run(key, object.type, object.name);
  }
}

/**
 * What makes two spellings of a remote URL one repository: a local path and its file: URL are the same
 * folder, '.', '..', symbolic links and repeated or trailing '/' do not count (compared as resolved on disk); for HTTP the scheme and host are compared in
 * lower case, a default port does not count, and neither does a '.git' suffix (hosts serve a repository under
 * both names). A local path keeps its suffix: 'x.git' and 'x' are two folders.
 */
export function repositoryIdentity(url: string): string {
  const text = url.trim();
  // as the folder resolves on disk: a symbolic link to a linked repository is that repository (issue 33)
  const localPath = (path: string) => resolvedPath(posix.normalize(path).replace(/\/+$/, '') || '/');
  if (text.startsWith('/')) return localPath(text);
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return text;
  }
  if (parsed.protocol === 'file:') {
    try {
      return localPath(fileURLToPath(parsed));
    } catch {
      return text;
    }
  }
  parsed.username = '';
  parsed.password = '';
  parsed.hash = '';
  const path = posix.normalize(parsed.pathname).replace(/\/+$/, '').replace(/\.git$/i, '');
  return `${parsed.protocol}//${parsed.host}${path}${parsed.search}`;
}


