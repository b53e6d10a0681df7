/**
 * Failed basic-authentication attempts, counted per user and address (the pair) and per address. Past a limit,
 * logons of that user from that address, or from that address as anyone, are refused with 429 until the window
 * that began with the first failure ends; a right password resets its pair's count (the address's count runs
 * out with its window, so one valid account cannot clear the way for guessing at others).
 *
 * The lock is per user AND address (issue 33.5): failures from one address never lock a user out of the
 * others, so the lockout is no weapon against a user's logons from their own machine; and the authenticator
 * does not consult it for a call that carries a live session of the same user. Behind a proxy the address is
 * the forwarded one only when the proxy is trusted (ServiceOptions.trustedProxies).
 */
export interface LogonLimits {
  /** Failed logons of one user (client and name, known or not) from one address within the window before refusal. */
  failuresPerUser: number;
  /** Failed logons from one address within the window before refusal. */
  failuresPerAddress: number;
  windowMillis: number;
  /** Counters kept at most per kind: a flood of names cannot grow memory (counters of refused logons are kept). */
  maxCounters: number;
}

export const logonLimitDefaults: LogonLimits = { failuresPerUser: 10, failuresPerAddress: 50, windowMillis: 15 * 60_000, maxCounters: 10_000 };

/** Counters of refused logons kept at most, beyond the counting ones: the oldest lock ends first past it. */
const maxLockedFactor = 10;

interface Failures {
  count: number;
  since: number;
}

/**
 * Failures per key within a window. Counting entries live in one map, bounded, the oldest forgotten first;
 * an entry that reaches the limit moves to a map of its own, so a flood of other keys never pushes a lock out.
 */
class FailureCounter {
  private readonly counting = new Map<string, Failures>();
  private readonly locked = new Map<string, Failures>();

  constructor(
    private readonly limit: number,
    private readonly windowMillis: number,
    private readonly maxCounters: number,
  ) {}

  /** Seconds until logons are accepted again, or 0 when not blocked. */
  blockedFor(key: string, now: number): number {
    const entry = this.current(this.locked, key, now);
    if (!entry) return 0;
    return Math.max(1, Math.ceil((entry.since + this.windowMillis - now) / 1000));
  }

  /** Counts a failure; answers the count within the window. */
  fail(key: string, now: number): number {
    const locked = this.current(this.locked, key, now);
    if (locked) return ++locked.count;
    let entry = this.current(this.counting, key, now);
    if (!entry) {
      entry = { count: 0, since: now };
      this.counting.set(key, entry);
      if (this.counting.size > this.maxCounters) this.counting.delete(this.counting.keys().next().value!);
    }
    entry.count++;
    if (entry.count >= this.limit) {
      this.counting.delete(key);
      this.locked.set(key, entry);
      if (this.locked.size > this.maxCounters * maxLockedFactor) this.locked.delete(this.locked.keys().next().value!);
    }
    return entry.count;
  }

  reset(key: string): void {
    this.counting.delete(key);
    this.locked.delete(key);
  }

  private current(entries: Map<string, Failures>, key: string, now: number): Failures | undefined {
    const entry = entries.get(key);
    if (entry && now - entry.since >= this.windowMillis) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

export interface LogonRefusal {
  /** What is blocked, for the message: "for user X from address A" or "from address A". */
  what: string;
  retryAfterSeconds: number;
}

export class LogonGuard {
  private readonly pairs: FailureCounter;
  private readonly addresses: FailureCounter;

  constructor(
    readonly limits: LogonLimits,
    private readonly log: (line: string) => void,
  ) {
    this.pairs = new FailureCounter(limits.failuresPerUser, limits.windowMillis, limits.maxCounters);
    this.addresses = new FailureCounter(limits.failuresPerAddress, limits.windowMillis, limits.maxCounters);
  }

  /** A refusal when the user from this address, or the address, is blocked; checked before the password is. */
  refusal(client: string, user: string, address: string, now = Date.now()): LogonRefusal | undefined {
    const byUser = this.pairs.blockedFor(pairKey(client, user, address), now);
    if (byUser > 0) return { what: `for user ${user} from address ${address}`, retryAfterSeconds: byUser };
    const byAddress = this.addresses.blockedFor(address, now);
    if (byAddress > 0) return { what: `from address ${address}`, retryAfterSeconds: byAddress };
    return undefined;
  }

  failed(client: string, user: string, address: string, now = Date.now()): void {
    const userCount = this.pairs.fail(pairKey(client, user, address), now);
    const addressCount = this.addresses.fail(address, now);
    if (userCount === this.limits.failuresPerUser) {
      this.log(`logon: ${userCount} failed logons for user ${user} in client ${client} from ${address}: refusing that user's logons from that address for ${Math.round(this.limits.windowMillis / 1000)} s`);
    }
    if (addressCount === this.limits.failuresPerAddress) {
      this.log(`logon: ${addressCount} failed logons from address ${address} (last as ${user} in client ${client}): refusing logons from it for ${Math.round(this.limits.windowMillis / 1000)} s`);
    }
  }

  succeeded(client: string, user: string, address: string): void {
    this.pairs.reset(pairKey(client, user, address));
  }
}

function pairKey(client: string, user: string, address: string): string {
  return `${client}\0${user}\0${address}`;
}
