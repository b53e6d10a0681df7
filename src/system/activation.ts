import { LoopTurns, TURN_BUDGET_MS } from './event-loop-turns.js';
import type { StoredObject } from './repository/objects.js';

export interface ObjectKey {
  type: string;
  name: string;
}

/** What one activation changed: objects whose new active version is in the repository, and deleted objects. */
export interface ActivationChange {
  activated: StoredObject[];
  deleted: ObjectKey[];
}

export interface ActivationProblem extends ObjectKey {
  text: string;
}

/**
 * Something that follows activation: the checks registry, the application tables and views, the runtime
 * build. Followers return problems as data (a table that could not be created, a view that does not
 * translate) so the caller (pull) can log them against the object.
 */
export interface ActivationFollower {
  name: string;
  follow(change: ActivationChange): ActivationProblem[];
  /**
   * The work of follow in short parts, each complete on its own (its own transaction), for announceInParts,
   * which lets the event loop run between them: a follower that writes rows for every object of a large
   * activation implements it so that a pull of 1,000 objects does not hold the loop for seconds. Each part
   * writes the latest state of its objects, so an activation announced in between is not undone.
   */
  parts?(change: ActivationChange): Iterable<() => ActivationProblem[]>;
}

export class ActivationHub {
  private readonly followers: ActivationFollower[] = [];

  add(follower: ActivationFollower): void {
    this.followers.push(follower);
  }

  announce(change: ActivationChange): ActivationProblem[] {
    return this.followers.flatMap((follower) => follower.follow(change));
  }

  /**
   * announce for an asynchronous caller (a pull): followers with parts run them with the event loop free
   * between them every TURN_BUDGET_MS (event-loop-turns.ts), so other requests are answered while a large
   * activation is followed. The followers run in the same order; each has finished when the promise
   * settles. budgetMs 0: the loop runs after every part.
   */
  async announceInParts(change: ActivationChange, budgetMs = TURN_BUDGET_MS): Promise<ActivationProblem[]> {
    const problems: ActivationProblem[] = [];
    const turns = new LoopTurns(budgetMs);
    for (const follower of this.followers) {
      if (!follower.parts) {
        problems.push(...follower.follow(change));
      } else {
        for (const part of follower.parts(change)) {
          problems.push(...part());
          await turns.turn();
        }
      }
      await turns.turn();
    }
    return problems;
  }
}
