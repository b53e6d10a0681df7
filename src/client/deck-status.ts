/**
 * The TUI's live counts (capability deck.status; src/protocol/deck-status.ts): one GET, answered in either key
 * spelling. A system without the extension (the public implementation) answers undefined: the status line then
 * shows no counts, and the tick only checks that the system answers.
 */
import { DECK_STATUS_PATH, DeckCounts } from '../protocol/deck-status.js';
import { readWire } from '../protocol/wire-schema.js';
import { field, record, text } from '../protocol/wire-values.js';
import type { Agent } from './agent.js';

export async function deckStatus(agent: Agent, since: Date): Promise<DeckCounts> {
  const answer = await agent.json<unknown>('GET', DECK_STATUS_PATH, undefined, { searchParams: { since: since.toISOString() }, timeoutMillis: 10_000 });
  const body = record(answer.body);
  if (answer.status !== 200) throw new Error(`deck status: HTTP ${answer.status}: ${text(field(body, 'error', 'ERROR'))}`);
  return normalizeDeckStatus(body);
}

export function normalizeDeckStatus(value: unknown): DeckCounts {
  return readWire(DeckCounts, value);
}
