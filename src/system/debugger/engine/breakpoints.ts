/**
 * Breakpoints, held per client, user, terminal (the tool that set them) and scope. Every request sends the
 * complete desired list of its scope (syncScope full): what is not in it is removed. `external` breakpoints
 * are the user's own and outlive debug sessions (kept in the database); `debugger` ones are the copies a debug
 * session sets for itself (ABAP FS, ADT) and deletes when it ends: they are kept in memory only, and a change
 * of one scope never touches the other.
 */
import type { SourceLine } from '../../../protocol/debugger.js';
import type { ArmedBreakpoint, ArmedException, CompiledCondition, EngineRequest } from '../agent-protocol.js';

export interface Breakpoint {
  /** Server id (KIND=0.SOURCETYPE=ABAP.MAIN_PROGRAM=….INCLUDE=….LINE_NR=…). */
  id: string;
  kind: string;
  clientId: string;
  /** The URI the client sent (answered back as it came). */
  uri: string;
  source: SourceLine;
  /** Lower-case ABAP file and the first row of the statement the breakpoint stops at. */
  file: string;
  row: number;
  /** The line is a loop's header (DO, WHILE, LOOP AT, SELECT … ENDSELECT): it stops at every iteration. */
  loopHeader?: boolean;
  /** Passes that do not stop before the first that does (per run). */
  skipCount: number;
  /** The condition as the client sent it, and as the work process evaluates it. */
  condition?: string;
  compiled?: CompiledCondition;
  /**
   * kind 'exception': stops where an exception of this class (or a subclass) is raised, wherever that is; the
   * position fields then name the class (source: its main source, line 0; file '', row 0).
   */
  exceptionClass?: string;
}

/** The id of an exception breakpoint (one per class and terminal). */
export function exceptionBreakpointId(exceptionClass: string): string {
  return `KIND=EXCEPTION.EXCEPTION_CLASS=${exceptionClass}`;
}

/** What a work process's agent is asked to arm for these breakpoints: line breakpoints and exception breakpoints. */
export function armRequest(breakpoints: readonly Breakpoint[]): EngineRequest & { op: 'arm' } {
  const exceptions: ArmedException[] = breakpoints.filter((bp) => bp.exceptionClass).map((bp) => ({
    id: bp.id,
    exceptionClass: bp.exceptionClass!,
    ...(bp.skipCount > 0 ? { skipCount: bp.skipCount } : {}),
    ...(bp.compiled ? { condition: bp.compiled } : {}),
  }));
  return { op: 'arm', breakpoints: breakpoints.filter((bp) => !bp.exceptionClass).map(armed), exceptions };
}

/** A breakpoint as a work process's agent arms it. */
export function armed(bp: Breakpoint): ArmedBreakpoint {
  return {
    id: bp.id,
    file: bp.file,
    row: bp.row,
    ...(bp.loopHeader ? { loopHeader: true } : {}),
    ...(bp.skipCount > 0 ? { skipCount: bp.skipCount } : {}),
    ...(bp.compiled ? { condition: bp.compiled } : {}),
  };
}

/** Whose breakpoints these are: the user's own (external) or a debug session's copies (debugger). */
export type BreakpointScope = 'external' | 'debugger';

/** The scope a request names (anything but `debugger` is the user's external list, as before scopes). */
export function breakpointScope(value: string | undefined): BreakpointScope {
  return value?.toLowerCase() === 'debugger' ? 'debugger' : 'external';
}

export interface Registration {
  client: string;
  user: string;
  terminalId: string;
  /** Absent: external. */
  scope?: BreakpointScope;
  ideId: string;
  debuggingMode: string;
  breakpoints: Breakpoint[];
}

const keyOf = (client: string, user: string, terminalId: string, scope: BreakpointScope = 'external') => `${client}\u0000${user}\u0000${terminalId}\u0000${scope}`;

/** Where registrations are kept beyond the process (breakpoint-store.ts). */
export interface RegistrationStore {
  load(): Registration[];
  save(registration: Registration): void;
}

export class BreakpointRegistry {
  private readonly registrations = new Map<string, Registration>();

  /** With a store, the kept registrations are read at once and every change is written through. */
  constructor(private readonly store?: RegistrationStore) {
    for (const registration of store?.load() ?? []) this.registrations.set(keyOf(registration.client, registration.user, registration.terminalId), registration);
  }

  /** Replaces the breakpoints of a terminal with the given list. */
  replace(registration: Registration): void {
    const key = keyOf(registration.client, registration.user, registration.terminalId, registration.scope);
    const previous = this.registrations.get(key);
    if (registration.breakpoints.length === 0) this.registrations.delete(key);
    else this.registrations.set(key, registration);
    if ((registration.scope ?? 'external') === 'external' && (previous || registration.breakpoints.length > 0)) this.store?.save(registration);
  }

  /** Every registration of a user (one per terminal and scope). */
  ofUser(client: string, user: string): Registration[] {
    return [...this.registrations.values()].filter((r) => r.client === client && r.user === user);
  }

  /** The registration of one terminal in one scope. */
  of(client: string, user: string, terminalId: string, scope: BreakpointScope = 'external'): Registration | undefined {
    return this.registrations.get(keyOf(client, user, terminalId, scope));
  }

  /**
   * The breakpoints of a user, optionally only those a tool (clientId) set; a breakpoint a terminal set in both
   * scopes (a session's copy of an external one) is listed once.
   */
  list(client: string, user: string, clientId?: string): Breakpoint[] {
    const listed = new Map<string, Breakpoint>();
    for (const registration of this.ofUser(client, user)) {
      for (const bp of registration.breakpoints) {
        if (clientId !== undefined && clientId !== '' && bp.clientId !== clientId) continue;
        const key = `${registration.terminalId}\u0000${bp.id}`;
        if (!listed.has(key)) listed.set(key, bp);
      }
    }
    return [...listed.values()];
  }

  /** Removes a breakpoint by id from the user's registrations of one scope; false when there was none. */
  delete(client: string, user: string, id: string, terminalId?: string, scope: BreakpointScope = 'external'): boolean {
    let removed = false;
    for (const registration of this.ofUser(client, user)) {
      if ((registration.scope ?? 'external') !== scope) continue;
      if (terminalId && registration.terminalId !== terminalId) continue;
      const kept = registration.breakpoints.filter((bp) => bp.id !== id);
      if (kept.length === registration.breakpoints.length) continue;
      removed = true;
      this.replace({ ...registration, breakpoints: kept });
    }
    return removed;
  }

  /** The registration a breakpoint of the user belongs to. */
  registrationOf(client: string, user: string, breakpointId: string): Registration | undefined {
    return this.ofUser(client, user).find((r) => r.breakpoints.some((bp) => bp.id === breakpointId));
  }

  get isEmpty(): boolean {
    return this.registrations.size === 0;
  }
}
