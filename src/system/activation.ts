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
}

export class ActivationHub {
  private readonly followers: ActivationFollower[] = [];

  add(follower: ActivationFollower): void {
    this.followers.push(follower);
  }

  announce(change: ActivationChange): ActivationProblem[] {
    return this.followers.flatMap((follower) => follower.follow(change));
  }
}
