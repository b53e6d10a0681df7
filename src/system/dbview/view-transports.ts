import { isLocalPackage } from '../objects.js';
import type { RepositoryDatabase } from '../repository/database.js';
import { TransportStore, type TransportEntry } from '../transports/index.js';
import { messages } from '../../protocol/messages.js';

/**
 * Which workbench request a dbview deploy or drop records its views on. A local package ($…) records
 * none. Otherwise: the request given, when it exists, is modifiable and is a workbench request; without
 * one, the modifiable request that already holds one of the views (the views are locked in it), else the
 * user's open dbview request for the package, else a new request. A view locked in another user's or
 * another modifiable request cannot go into the given one.
 */

export type TransportPlan =
  | { ok: true; transportable: false; transport: '' }
  | { ok: true; transportable: true; transport: string; create: boolean }
  | { ok: false; reason: string };

export class ViewTransports {
  private readonly store: TransportStore;

  constructor(
    private readonly db: RepositoryDatabase,
    sid: string,
  ) {
    this.store = new TransportStore(db, sid);
  }

  plan(pkg: string, views: readonly TransportEntry[], user: string, requested?: string): TransportPlan {
    if (isLocalPackage(pkg)) return { ok: true, transportable: false, transport: '' };
    const locks = views.flatMap((view) => this.locksOf(view).map((number) => ({ view, number })));
    if (requested) {
      const request = this.store.get(requested);
      if (!request) return { ok: false, reason: messages.transportNotFound(requested) };
      if (request.status !== 'D') return { ok: false, reason: messages.transportReleased(requested) };
      if (request.kind !== 'K') return { ok: false, reason: `Transport ${requested} is a customizing request; views need a workbench request` };
      const other = locks.find((lock) => lock.number !== requested);
      if (other) return { ok: false, reason: `View ${other.view.name} is locked in transport ${other.number}` };
      return { ok: true, transportable: true, transport: requested, create: false };
    }
    const held = [...new Set(locks.map((lock) => lock.number))];
    if (held.length > 1) return { ok: false, reason: `The views are locked in different transports (${held.join(', ')}): deploy them apart or name one` };
    if (held.length === 1) return { ok: true, transportable: true, transport: held[0]!, create: false };
    const open = this.store.openRequest(user, descriptionFor(pkg));
    return open ? { ok: true, transportable: true, transport: open.number, create: false } : { ok: true, transportable: true, transport: '', create: true };
  }

  /** Records the views on the planned request (creating it when planned so); the request's number, '' when local. */
  record(plan: Extract<TransportPlan, { ok: true }>, pkg: string, views: readonly TransportEntry[], user: string): string {
    if (!plan.transportable) return '';
    return this.db.transaction(() => {
      const number = plan.create ? this.store.create(user, descriptionFor(pkg)).number : plan.transport;
      this.store.record(number, views);
      return number;
    })();
  }

  private locksOf(view: TransportEntry): string[] {
    return (
      this.db
        .prepare(
          `SELECT DISTINCT e.number FROM transport_entries e JOIN transports t ON t.number = e.number
            WHERE e.pgmid = 'R3TR' AND e.obj_type = ? AND e.obj_name = ? AND t.status = 'D' AND t.kind = 'K' ORDER BY e.number`,
        )
        .all(view.type, view.name) as Array<{ number: string }>
    ).map((row) => row.number);
  }
}

function descriptionFor(pkg: string): string {
  return `dbview deploy ${pkg}`;
}
