import { randomBytes } from 'node:crypto';

export interface Session {
  id: string;
  client: string;
  user: string;
  csrfToken: string;
  /** Set once a request asked for a stateful session (X-sap-adt-sessiontype: stateful). */
  contextId: string | undefined;
  /** Server-side state a stateful session keeps between calls (the debugger keeps its attachment here). */
  state: Map<string, unknown>;
  lastUsed: number;
  /**
   * The user's password hash when the session began: a session whose user has since changed password or
   * been removed ends at its next request.
   */
  credential: string;
  /** false for the session of one cookie-less call: never stored, no cookie sent. */
  stored: boolean;
}

function token(): string {
  return randomBytes(24).toString('base64url');
}

export interface SessionLimits {
  /** Idle time after which a session expires. */
  idleMillis: number;
  /** Sessions kept at most; beyond it the user holding the most sessions gives up its least recently used one. */
  maxSessions: number;
  /** Sessions one user (of one client) keeps at most; beyond it that user's least recently used one ends. */
  maxSessionsPerUser: number;
}

export const sessionLimitDefaults = { maxSessions: 10_000, maxSessionsPerUser: 1_000 } as const;

/**
 * Cookie-based sessions held in memory. A session belongs to one user of one client and expires after a
 * period without use; a stateful session additionally carries a context id.
 *
 * The map is kept in order of last use (a touched session moves to the end), so expiry and the cap look
 * only at the oldest entries: a flood of calls never makes one call pay for a scan of every session.
 * Calls that never send the cookie back get a transient session (`transient`) that is not stored at all.
 *
 * Quotas are per user (issue 33.4): one account opening sessions fast ends only its own oldest ones, and at the
 * global cap the user holding the most sessions gives one up, so a flood never logs anyone else out.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  /** The same sessions per user (client and name), each map in order of last use too. */
  private readonly byUser = new Map<string, Map<string, Session>>();
  private readonly listeners: Array<(session: Session) => void> = [];
  private readonly limits: SessionLimits;

  constructor(limits: (Partial<SessionLimits> & { idleMillis: number }) | number) {
    this.limits = { ...sessionLimitDefaults, ...(typeof limits === 'number' ? { idleMillis: limits } : limits) };
  }

  /** A stored session, answered with a cookie: for clients that keep it (CSRF token, stateful calls). */
  create(client: string, user: string, credential = ''): Session {
    const session = this.transient(client, user, credential);
    this.store(session);
    return session;
  }

  /** The session of one call that sent no cookie and needs no server-side state: never stored. */
  transient(client: string, user: string, credential = ''): Session {
    return {
      id: token(),
      client,
      user,
      csrfToken: token(),
      contextId: undefined,
      state: new Map(),
      lastUsed: Date.now(),
      credential,
      stored: false,
    };
  }

  /** Keeps a transient session after all (the call asked for a token or a stateful session). */
  store(session: Session): void {
    if (session.stored) return;
    this.sweep();
    session.stored = true;
    this.sessions.set(session.id, session);
    const own = this.userSessions(session.client, session.user, true);
    own.set(session.id, session);
    while (own.size > this.limits.maxSessionsPerUser) this.end(own.values().next().value!);
    while (this.sessions.size > this.limits.maxSessions) this.end(this.greediestUsersOldest());
  }

  /** Stored sessions of one user of one client. */
  countOf(client: string, user: string): number {
    return this.userSessions(client, user, false)?.size ?? 0;
  }

  /** The live session with this id, touched; undefined when unknown or expired. */
  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const now = Date.now();
    if (now - session.lastUsed > this.limits.idleMillis) {
      this.end(session);
      return undefined;
    }
    session.lastUsed = now;
    // move to the end: the maps stay in order of last use
    this.sessions.delete(id);
    this.sessions.set(id, session);
    const own = this.userSessions(session.client, session.user, false);
    own?.delete(id);
    own?.set(id, session);
    return session;
  }

  makeStateful(session: Session): string {
    session.contextId ??= token();
    return session.contextId;
  }

  /** Called when a session ends, so holders of session state (the debugger) can release it. */
  onEnd(listener: (session: Session) => void): void {
    this.listeners.push(listener);
  }

  end(session: Session): void {
    if (!this.sessions.delete(session.id)) return;
    const key = userKey(session.client, session.user);
    const own = this.byUser.get(key);
    own?.delete(session.id);
    if (own?.size === 0) this.byUser.delete(key);
    for (const listener of this.listeners) listener(session);
  }

  endAll(): void {
    for (const session of [...this.sessions.values()]) this.end(session);
  }

  get size(): number {
    return this.sessions.size;
  }

  private userSessions(client: string, user: string, create: true): Map<string, Session>;
  private userSessions(client: string, user: string, create: false): Map<string, Session> | undefined;
  private userSessions(client: string, user: string, create: boolean): Map<string, Session> | undefined {
    const key = userKey(client, user);
    let own = this.byUser.get(key);
    if (!own && create) this.byUser.set(key, (own = new Map()));
    return own;
  }

  /** The least recently used session of the user holding the most (a scan of users, not of sessions). */
  private greediestUsersOldest(): Session {
    let greediest: Map<string, Session> | undefined;
    for (const own of this.byUser.values()) if (!greediest || own.size > greediest.size) greediest = own;
    return greediest!.values().next().value!;
  }

  private sweep(): void {
    const now = Date.now();
    for (const session of this.sessions.values()) {
      if (now - session.lastUsed <= this.limits.idleMillis) break;
      this.end(session);
    }
  }
}

function userKey(client: string, user: string): string {
  return `${client}\0${user}`;
}
