/**
 * The live counts of a user (src/protocol/deck-status.ts): each one indexed query or an in-memory look, so the TUI can
 * ask every few seconds.
 */
import type { DeckStatusResult } from '../protocol/deck-status.js';
import type { DebuggerEngine } from './debugger/index.js';
import { utcTimestamp, type DumpStore } from './dumps/dump-store.js';
import type { EmbeddedSystem } from './system.js';
import { TransportStore } from './transports/transport-store.js';

export interface DeckStatusInput {
  client: string;
  user: string;
  since: Date;
  /** The user may read short dumps (S_DEVELOP or S_ABAP_DUMP display). */
  mayReadDumps: boolean;
}

export function deckStatus(system: EmbeddedSystem, dumps: DumpStore, debuggerEngine: DebuggerEngine, input: DeckStatusInput): DeckStatusResult {
  const { client, user } = input;
  const transports = new TransportStore(system.db, system.sid);
  return {
    SUCCESS: true,
    COMMAND: 'DECK_STATUS',
    SYSTEM_ID: system.sid,
    CLIENT: client,
    USER: user,
    SINCE: input.since.toISOString(),
    NEW_DUMPS: input.mayReadDumps ? dumps.list({ client, fromUtc: utcTimestamp(input.since), limit: 0 }).total : null,
    INACTIVE_OBJECTS: system.objects.allInactive().filter((version) => version.changedBy === user).length,
    OPEN_REQUESTS: transports.openRequests('K', 'mine', user).length + transports.openRequests('W', 'mine', user).length,
    WAITING_DEBUGGEES: debuggerEngine.waitingDebuggees({ client, user }),
    ERROR: '',
  };
}
