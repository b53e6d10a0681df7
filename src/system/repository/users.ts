import { randomBytes, scrypt, scryptSync, timingSafeEqual, createHash, createHmac, type ScryptOptions } from 'node:crypto';
import type { RepositoryDatabase } from './database.js';
import { StatementCache } from '../statement-cache.js';

/** Authorisation objects of protocol-notes' table; activities '03' display, '02' change, '16' execute. */
export type AuthorizationObject = 'S_DEVELOP' | 'S_TABU_DIS' | 'S_PROGRAM' | 'S_ADT_RES' | 'S_ABAP_DUMP';
export const authorizationObjects: AuthorizationObject[] = ['S_DEVELOP', 'S_TABU_DIS', 'S_PROGRAM', 'S_ADT_RES', 'S_ABAP_DUMP'];
export type Activity = '02' | '03' | '16';

export interface Grant {
  object: string;
  activity: string;
}

/** Every authorisation of protocol-notes' table (the DEVELOPER role). */
export const developerGrants: Grant[] = [
  { object: 'S_DEVELOP', activity: '02' },
  { object: 'S_DEVELOP', activity: '03' },
  { object: 'S_TABU_DIS', activity: '02' },
  { object: 'S_TABU_DIS', activity: '03' },
  { object: 'S_PROGRAM', activity: '16' },
  { object: 'S_ADT_RES', activity: '16' },
  { object: 'S_ABAP_DUMP', activity: '03' },
];

/** Display-only authorisations (the VIEWER role). */
export const viewerGrants: Grant[] = [
  { object: 'S_DEVELOP', activity: '03' },
  { object: 'S_TABU_DIS', activity: '03' },
];

const scryptParams = { N: 16384, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, scryptParams);
  return `scrypt$${scryptParams.N}$${scryptParams.r}$${scryptParams.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Checks a password against a stored hash; scrypt runs on libuv's thread pool, not on the event loop. */
export async function verifyPasswordHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(expected, actual);
}

/**
 * Checked instead of a stored hash when the user does not exist, so an unknown user costs the same scrypt
 * (same parameters) as a wrong password of a known one: no user enumeration by timing. Its hash is random
 * bytes, so no password matches it.
 */
const dummyHash = `scrypt$${scryptParams.N}$${scryptParams.r}$${scryptParams.p}$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;

/** A remembered password's key: by the stored hash, so a password changed by another process is never served from memory. */
function verifiedKey(client: string, name: string, stored: string): string {
  return `${client}\0${name}\0${stored}`;
}

export interface UserInfo {
  client: string;
  name: string;
  grants: Grant[];
}

/**
 * Users and their authorisations. Password checks are scrypt (tens of milliseconds), so a verified
 * password is remembered as a keyed digest of the process, tied to the stored hash it was checked against.
 */
export class UserStore {
  private readonly verified = new Map<string, Buffer>();
  private readonly digestKey = randomBytes(32);
  /** Every request reads the password hash and an authorisation: their statements are prepared once. */
  private readonly statements: StatementCache;

  constructor(private readonly db: RepositoryDatabase) {
    this.statements = new StatementCache(db);
  }

  exists(client: string, name: string): boolean {
    return !!this.db.prepare('SELECT 1 FROM users WHERE client = ? AND name = ?').get(client, name);
  }

  add(client: string, name: string, password: string, grants: Grant[]): void {
    const stored = hashPassword(password);
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO users (client, name, password_hash, created_at) VALUES (?, ?, ?, ?)')
        .run(client, name, stored, new Date().toISOString());
      for (const grant of grants) this.grant(client, name, grant);
    })();
    this.remember(client, name, stored, this.digestOf(password));
  }

  setPassword(client: string, name: string, password: string): boolean {
    const stored = hashPassword(password);
    const changed = this.db.prepare('UPDATE users SET password_hash = ? WHERE client = ? AND name = ?').run(stored, client, name).changes;
    if (changed > 0) this.remember(client, name, stored, this.digestOf(password));
    return changed > 0;
  }

  remove(client: string, name: string): boolean {
    return this.db.prepare('DELETE FROM users WHERE client = ? AND name = ?').run(client, name).changes > 0;
  }

  /**
   * Whether the password is the user's. Every answer but a remembered right one costs one scrypt (on the
   * thread pool): a wrong password, an unknown user (checked against a dummy hash) and a first right
   * password alike, so the time does not tell whether a user exists.
   */
  async verify(client: string, name: string, password: string): Promise<boolean> {
    const stored = this.credentialOf(client, name);
    const digest = this.digestOf(password);
    const known = stored !== undefined ? this.verified.get(verifiedKey(client, name, stored)) : undefined;
    if (known && timingSafeEqual(known, digest)) return true;
    this.passwordChecks.scrypt++;
    if (stored === undefined) this.passwordChecks.dummy++;
    const matches = await verifyPasswordHash(password, stored ?? dummyHash);
    if (!matches || stored === undefined) return false;
    this.remember(client, name, stored, digest);
    return true;
  }

  private digestOf(password: string): Buffer {
    return createHmac('sha256', this.digestKey).update(password).digest();
  }

  /**
   * Remembers a right password, tied to the stored hash it belongs to. A password this process hashed is known
   * right as well: the first logon with a new data folder's initial password needs no scrypt of its own.
   */
  private remember(client: string, name: string, stored: string, digest: Buffer): void {
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(verifiedKey(client, name, stored), digest);
  }

  /** Scrypt computations of verify (`dummy`: those for unknown users), for tests and benchmarks. */
  readonly passwordChecks = { scrypt: 0, dummy: 0 };

  /**
   * A fingerprint of the user's current password hash, undefined when the user does not exist: a session
   * keeps the one it began with and ends when it no longer matches (password changed, user removed).
   */
  credentialStamp(client: string, name: string): string | undefined {
    const stored = this.credentialOf(client, name);
    return stored === undefined ? undefined : createHash('sha256').update(stored).digest('base64url').slice(0, 22);
  }

  private credentialOf(client: string, name: string): string | undefined {
    const row = this.statements.get('SELECT password_hash FROM users WHERE client = ? AND name = ?').get(client, name) as
      | { password_hash: string }
      | undefined;
    return row?.password_hash;
  }

  grant(client: string, name: string, grant: Grant): void {
    this.db
      .prepare('INSERT OR IGNORE INTO authorizations (client, user, object, activity) VALUES (?, ?, ?, ?)')
      .run(client, name, grant.object, grant.activity);
  }

  revoke(client: string, name: string, grant: Grant): boolean {
    return (
      this.db
        .prepare('DELETE FROM authorizations WHERE client = ? AND user = ? AND object = ? AND activity = ?')
        .run(client, name, grant.object, grant.activity).changes > 0
    );
  }

  isAuthorized(client: string, name: string, object: string, activity: string): boolean {
    return !!this.statements
      .get(
        "SELECT 1 FROM authorizations WHERE client = ? AND user = ? AND object = ? AND (activity = ? OR activity = '*')",
      )
      .get(client, name, object, activity);
  }

  list(client?: string): UserInfo[] {
    const users = this.db
      .prepare('SELECT client, name FROM users WHERE (? IS NULL OR client = ?) ORDER BY client, name')
      .all(client ?? null, client ?? null) as Array<{ client: string; name: string }>;
    const grants = this.db.prepare('SELECT object, activity FROM authorizations WHERE client = ? AND user = ? ORDER BY object, activity');
    return users.map((u) => ({ ...u, grants: grants.all(u.client, u.name) as Grant[] }));
  }
}
