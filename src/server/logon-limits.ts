/**
 * Failed basic-authentication attempts, counted per user and per address. Past a limit, logons of that user
 * (from anywhere) or from that address (as anyone) are refused with 429 until the window that began with the
 * first failure ends; a right password resets its user's count (the address's count runs out with its
 * window, so one valid account cannot clear the way for guessing at others).
 */
export interface LogonLimits {
  /** Failed logons of one user (client and name, known or not) within the window before refusal. */
  failuresPerUser: number;
  /** Failed logons from one address within the window before refusal. */
  failuresPerAddress: number;
  windowMillis: number;
}

export const logonLimitDefaults: LogonLimits = { failuresPerUser: 10, failuresPerAddress: 50, windowMillis: 15 * 60_000 };

/** Counters kept at most: beyond it the oldest window is forgotten, so a flood of names cannot grow memory. */
const maxCounters = 10_000;

interface Failures {
  count: number;
  since: number;
}

class FailureCounter {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly limit: number,
    private readonly windowMillis: number,
  ) {}

  /** Seconds until logons are accepted again, or 0 when not blocked. */
  blockedFor(key: string, now: number): number {
    const entry = this.current(key, now);
    if (!entry || entry.count < this.limit) return 0;
    return Math.max(1, Math.ceil((entry.since + this.windowMillis - now) / 1000));
  }

  /** Counts a failure; answers the count within the window. */
  fail(key: string, now: number): number {
    let entry = this.current(key, now);
    if (!entry) {
      entry = { count: 0, since: now };
      this.entries.set(key, entry);
      if (this.entries.size > maxCounters) this.entries.delete(this.entries.keys().next().value!);
    }
    entry.count++;
    return entry.count;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string, now: number): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.since >= this.windowMillis) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

export interface LogonRefusal {
  /** What is blocked, for the message: "for user X" or "from address A". */
  what: string;
  retryAfterSeconds: number;
}

export class LogonGuard {
  private readonly users: FailureCounter;
  private readonly addresses: FailureCounter;

  constructor(
    readonly limits: LogonLimits,
    private readonly log: (line: string) => void,
  ) {
    this.users = new FailureCounter(limits.failuresPerUser, limits.windowMillis);
    this.addresses = new FailureCounter(limits.failuresPerAddress, limits.windowMillis);
  }

  /** A refusal when the user or the address is blocked; checked before the password is. */
  refusal(client: string, user: string, address: string, now = Date.now()): LogonRefusal | undefined {
    const byUser = this.users.blockedFor(`${client}\0${user}`, now);
    if (byUser > 0) return { what: `for user ${user}`, retryAfterSeconds: byUser };
    const byAddress = this.addresses.blockedFor(address, now);
    if (byAddress > 0) return { what: `from address ${address}`, retryAfterSeconds: byAddress };
    return undefined;
  }

  failed(client: string, user: string, address: string, now = Date.now()): void {
    const userCount = this.users.fail(`${client}\0${user}`, now);
    const addressCount = this.addresses.fail(address, now);
    if (userCount === this.limits.failuresPerUser) {
      this.log(`logon: ${userCount} failed logons for user ${user} in client ${client} (last from ${address}): refusing that user's logons for ${Math.round(this.limits.windowMillis / 1000)} s`);
    }
    if (addressCount === this.limits.failuresPerAddress) {
      this.log(`logon: ${addressCount} failed logons from address ${address} (last as ${user} in client ${client}): refusing logons from it for ${Math.round(this.limits.windowMillis / 1000)} s`);
    }
  }

  succeeded(client: string, user: string): void {
    this.users.reset(`${client}\0${user}`);
  }
}
