/**
 * The one shape of an operation that can be refused without throwing: `{ ok: true, …value }`, or
 * `{ ok: false, reason }` with a reason a user can read. (What ends a request is thrown; what a caller
 * decides on is an outcome.)
 */
export interface Refusal {
  ok: false;
  reason: string;
}

export type Outcome<Value extends object = object> = ({ ok: true } & Value) | Refusal;

export function refused(reason: string): Refusal {
  return { ok: false, reason };
}
