/**
 * The live counts of the TUI's status line in one small call, an abapdeck extension (protocol-notes: "abapdeck's
 * extensions"; no route of the public implementation answers them together): GET {base_url}/deck/status?since=<ISO>
 * answers, for the calling user in the request's client, the short dumps written since that instant, the user's
 * inactive objects, the user's open transport requests (workbench and customizing) and the debuggees stopped for the
 * user that no listener has taken yet. Upper-case keys, as every extension route.
 */
import { Type, type Static } from './wire-schema.js';

export const deckStatusCapability = 'deck.status';
export const DECK_STATUS_PATH = '/deck/status';

export interface DeckStatusResult {
  SUCCESS: boolean;
  COMMAND: 'DECK_STATUS';
  SYSTEM_ID: string;
  CLIENT: string;
  USER: string;
  /** The instant the dumps are counted from (UTC, ISO 8601). */
  SINCE: string;
  /** null when the user may not read short dumps. */
  NEW_DUMPS: number | null;
  INACTIVE_OBJECTS: number;
  OPEN_REQUESTS: number;
  WAITING_DEBUGGEES: number;
  ERROR: string;
}

/** The counts as the client keeps them (read from the answer's SYSTEM_ID, NEW_DUMPS … in either spelling). */
export const DeckCounts = Type.Object({
  systemId: Type.String(),
  /** null when the user may not read short dumps. */
  newDumps: Type.Union([Type.Integer(), Type.Null()]),
  inactiveObjects: Type.Integer(),
  openRequests: Type.Integer(),
  waitingDebuggees: Type.Integer(),
});
export type DeckCounts = Static<typeof DeckCounts>;
