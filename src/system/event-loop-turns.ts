/**
 * Long work on the HTTP event loop in turns: a caller going through many items asks `turn()` after each, and
 * every `budgetMs` of work the event loop runs (other requests are answered) before it goes on. Used by a
 * pull's analysis and XML comparison and by the activation followers' parts.
 *
 *   const turns = new LoopTurns();
 *   for (const item of items) { work(item); await turns.turn(); }
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Milliseconds of work before the event loop gets a turn: well under the 100 ms other clients may wait. */
export const TURN_BUDGET_MS = 15;

export class LoopTurns {
  private since = performance.now();

  constructor(private readonly budgetMs = TURN_BUDGET_MS) {}

  /** Lets the event loop run when this work has held it for budgetMs since the last turn. */
  async turn(): Promise<void> {
    if (performance.now() - this.since < this.budgetMs) return;
    await nextTurn();
    this.since = performance.now();
  }
}

/** The work applied to each item, with the event loop's turns in between. */
export async function mapInTurns<T, R>(items: readonly T[], work: (item: T) => R, turns = new LoopTurns()): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) {
    results.push(work(item));
    await turns.turn();
  }
  return results;
}
