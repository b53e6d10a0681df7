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
}

function token(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Cookie-based sessions held in memory. A session belongs to one user of one client and expires
 * after a period without use; a stateful session additionally carries a context id.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly listeners: Array<(session: Session) => void> = [];

  constructor(private readonly idleMillis: number) {}

  create(client: string, user: string): Session {
    this.sweep();
    const session: Session = {
      id: token(),
      client,
      user,
      csrfToken: token(),
      contextId: undefined,
      state: new Map(),
      lastUsed: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id, touched; undefined when unknown or expired. */
  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (Date.now() - session.lastUsed > this.idleMillis) {
      this.end(session);
      return undefined;
    }
    session.lastUsed = Date.now();
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
    for (const listener of this.listeners) listener(session);
  }

  endAll(): void {
    for (const session of [...this.sessions.values()]) this.end(session);
  }

  get size(): number {
    return this.sessions.size;
  }

  private sweep(): void {
    const now = Date.now();
    for (const session of [...this.sessions.values()]) {
      if (now - session.lastUsed > this.idleMillis) this.end(session);
    }
  }
}
