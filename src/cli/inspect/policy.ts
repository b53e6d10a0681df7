/**
 * The project's inspect policy (protocol-notes, project configuration `inspect`): objects whose names
 * match `exclude` are not inspected; findings matching a `suppress` rule become infos prefixed
 * `[suppressed]`, so they no longer fail the command. Patterns use `*` for any characters and ignore
 * case; a pattern matches the whole name or message. Pure.
 */
import type { InspectMessage, InspectResult } from '../../protocol/checks.js';
import type { SuppressRule } from '../../workspace/project.js';

export const SUPPRESSED_PREFIX = '[suppressed] ';

/** A `*` pattern as an anchored, case-insensitive expression. */
export function patternExpression(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'is');
}

export function matchesPattern(text: string, pattern: string): boolean {
  return patternExpression(pattern.trim()).test(text.trim());
}

/** The first exclude pattern the object's name matches, if any. */
export function exclusionOf(objectName: string, patterns: readonly string[]): string | undefined {
  return patterns.find((pattern) => matchesPattern(objectName, pattern));
}

function suppresses(rules: readonly SuppressRule[], objectName: string, message: string): boolean {
  return rules.some((rule) => matchesPattern(objectName, rule.object) && matchesPattern(message, rule.message));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Infos in the spec's order: method name, then line. */
function ordered(infos: InspectMessage[]): InspectMessage[] {
  return [...infos].sort((a, b) => compareText(a.method_name, b.method_name) || Number(a.line) - Number(b.line));
}

export interface Suppression {
  results: InspectResult[];
  /** How many findings were suppressed. */
  count: number;
}

/**
 * Results with the suppressed findings moved to the infos; an object left without errors succeeds.
 * Results nothing was suppressed in are returned as they came.
 */
export function applySuppressions(results: InspectResult[], rules: readonly SuppressRule[]): Suppression {
  if (rules.length === 0) return { results, count: 0 };
  let count = 0;
  const next = results.map((result) => {
    const hit = (message: string) => suppresses(rules, result.object_name, message);
    const suppressedErrors = result.errors.filter((error) => hit(error.text));
    const suppressedWarnings = result.warnings.filter((warning) => hit(warning.message));
    const suppressedInfos = result.infos.filter((info) => hit(info.message));
    const found = suppressedErrors.length + suppressedWarnings.length + suppressedInfos.length;
    if (found === 0) return result;
    count += found;
    const mark = (message: string) => `${SUPPRESSED_PREFIX}${message}`;
    const errors = result.errors.filter((error) => !suppressedErrors.includes(error));
    const infos = ordered([
      ...result.infos.map((info) => (suppressedInfos.includes(info) ? { ...info, message: mark(info.message) } : info)),
      ...suppressedErrors.map((error) => ({ line: error.line, message: mark(error.text), sobjname: error.sobjname, method_name: error.method_name })),
      ...suppressedWarnings.map((warning) => ({ ...warning, message: mark(warning.message) })),
    ]);
    return {
      ...result,
      success: errors.length === 0 ? ('X' as const) : ('' as const),
      error_count: errors.length,
      errors,
      warnings: result.warnings.filter((warning) => !suppressedWarnings.includes(warning)),
      infos,
    };
  });
  return { results: count > 0 ? next : results, count };
}
