/**
 * A condition evaluated at a stop, an abapdeck extension of the debugger (protocol-notes: "abapdeck's extensions"):
 * ADT evaluates a condition only as a breakpoint's or a watchpoint's, so the check of one at the stop has a route
 * of its own beside the debugger's, in the attached (stateful) session:
 *
 *   POST {dev_api_base}/deck/debugger/condition   body {condition}   capability debugger.condition
 *
 * The condition is an ABAP logical expression as a conditional breakpoint takes it (`lv_x = 3 AND ls_y-id > 2`),
 * read by the same parser and evaluated by the same evaluator, on the frame selected (goToStack). The answer, with
 * upper-case keys: { CONDITION, RESULT, MESSAGE, OFFSET }; RESULT is
 * - 'true' or 'false': the condition was evaluated;
 * - 'invalid': it is no condition the debugger evaluates (a syntax error, a computed operand): MESSAGE says why,
 *   OFFSET where (0-based, in the condition text);
 * - 'unresolved': it could not be evaluated at this stop (a variable not known here …): MESSAGE says why.
 */
import { Type, type Static } from './wire-schema.js';

/** Capability of the route in GET /health. */
export const debuggerConditionCapability = 'debugger.condition';

/** The route under {dev_api_base}. */
export const DEBUGGER_CONDITION_PATH = '/deck/debugger/condition';

export const ConditionEvaluation = Type.Object({
  condition: Type.String(),
  result: Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('invalid'), Type.Literal('unresolved')]),
  message: Type.String(),
  offset: Type.Integer(),
});
export type ConditionEvaluation = Static<typeof ConditionEvaluation>;
