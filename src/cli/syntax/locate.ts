/**
 * Syntax results mapped back to the user's files: each error and warning names the file it lies in and
 * the line in that file (for an include checked inside its parent, the include's own line). Pure.
 */
import type { LocatedError, LocatedResult, LocatedWarning, SyntaxError, SyntaxObjectResult, SyntaxResponse, SyntaxRun, SyntaxWarning } from '../../protocol/checks.js';
import type { PlannedObject, SentPart, SyntaxPlan } from './collect.js';

export type { LocatedError, LocatedResult, LocatedWarning, SyntaxRun } from '../../protocol/checks.js';

const CLASS_PART_INCLUDES = new Set(['main', 'locals_def', 'locals_imp', 'testclasses']);

export function locateResults(response: SyntaxResponse, plan: SyntaxPlan): SyntaxRun {
  const unmatched = new Set(plan.objects);
  const results = response.results.map((result, index) => {
    const planned = matchPlanned(result, plan.objects[index], unmatched);
    if (planned) unmatched.delete(planned);
    return locateResult(result, planned);
  });
  return { success: response.success, command: 'SYNTAX', message: response.message, results, notes: plan.notes };
}

/** Results come in the order of the objects sent; a system that orders them otherwise is matched by name. */
function matchPlanned(result: SyntaxObjectResult, byIndex: PlannedObject | undefined, unmatched: Set<PlannedObject>): PlannedObject | undefined {
  const same = (planned: PlannedObject) =>
    planned.object.type.toUpperCase() === result.object_type.toUpperCase() && planned.object.name.toUpperCase() === result.object_name.toUpperCase();
  if (byIndex && unmatched.has(byIndex) && same(byIndex)) return byIndex;
  return [...unmatched].find(same);
}

function locateResult(result: SyntaxObjectResult, planned: PlannedObject | undefined): LocatedResult {
  // A result for no object that was sent (a system answering otherwise) is located at the object's name.
  const parts = planned?.parts ?? [{ part: 'main', file: `${result.object_type} ${result.object_name}` }];
  const located: LocatedResult = {
    ...result,
    ...(planned?.object.fugr_include_name ? { fugr_include_name: planned.object.fugr_include_name } : {}),
    files: planned ? parts.map((part) => part.file) : [],
    ...(planned && planned.includes.length > 0 ? { includes: planned.includes } : {}),
    errors: result.errors.map((error) => ({ ...error, ...position(partOf(parts, error.include), error.line) })),
    warnings: result.warnings.map((warning) => ({ ...warning, ...position(partOf(parts, warning.include), warning.line) })),
  };
  return located;
}

function partOf(parts: readonly SentPart[], include: string | undefined): SentPart {
  const named = include && CLASS_PART_INCLUDES.has(include) ? parts.find((part) => part.part === include) : undefined;
  return named ?? parts[0]!;
}

function position(part: SentPart, line: number): { file: string; line: number; sent_line?: number } {
  const origin = part.origins?.[line - 1];
  if (!origin) return { file: part.file, line };
  return origin.line === line && origin.file === part.file ? { file: part.file, line } : { file: origin.file, line: origin.line, sent_line: line };
}
