import { LoopTurns, TURN_BUDGET_MS } from './event-loop-turns.js';
import type { AbapObject } from './objects.js';
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
  /**
   * Objects a pull is about to check and activate (expect): a follower may prepare for them meanwhile (the
   * runtime build builds them while the checks run). Only a hint: the announce that follows is what happened.
   */
  expect?(objects: readonly AbapObject[]): void;
}

export class ActivationHub {
  private readonly followers: ActivationFollower[] = [];

  add(follower: ActivationFollower): void {
    this.followers.push(follower);
  }

  /** Tells the followers which objects are about to be checked for activation (ActivationFollower.expect). */
  expect(objects: readonly AbapObject[]): void {
    for (const follower of this.followers) follower.expect?.(objects);
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
