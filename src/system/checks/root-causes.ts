/**
 * Root causes first. One broken declaration makes abaplint report many errors: a class whose definition
 * fails vanishes, and every object or local class using it reports "not found". A user needs the cause,
 * so errors are ranked: the source does not parse; a name that exists nowhere (the real cause); then
 * follow-on errors that name something the same check found broken (a failing object of the same call,
 * or a local class or interface declared in the object itself, which only vanished because its own
 * definition failed). Order within a rank is kept (file, line).
 */
import type { Issue } from '#abaplint/core';

export const ErrorRank = { parse: 0, cause: 1, followOn: 2 } as const;
export type ErrorRank = (typeof ErrorRank)[keyof typeof ErrorRank];

const PARSE_RULES = new Set(['parser_error', 'parser_bad_exceptions', 'cds_parser_error']);
const MISSING = /not found|does not exist|unknown|not defined|syntax error/i;
const NAMES = /[A-Z_/][A-Z0-9_/]*/g;

/** The names a message mentions, upper case (abaplint quotes names in varying ways). */
function namesIn(text: string): Set<string> {
  return new Set(text.toUpperCase().match(NAMES) ?? []);
}

/** Local classes and interfaces declared in ABAP sources (upper case). */
export function localDeclarations(sources: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/^\s*(?:CLASS|INTERFACE)\s+([\w/]+)\s+(?:DEFINITION|PUBLIC|\.)/gim)) names.add(match[1]!.toUpperCase());
  }
  return names;
}

export interface RankContext {
  /** Upper-case name of the object the error belongs to. */
  owner: string;
  /** Upper-case names of the objects of the same check that have errors. */
  failedObjects: ReadonlySet<string>;
  /** Upper-case local classes and interfaces declared in the owner. */
  localNames: ReadonlySet<string>;
}

export function rankOf(issue: Pick<Issue, 'getKey' | 'getMessage'>, context: RankContext): ErrorRank {
  if (PARSE_RULES.has(issue.getKey())) return ErrorRank.parse;
  if (!MISSING.test(issue.getMessage())) return ErrorRank.cause;
  for (const name of namesIn(issue.getMessage())) {
    if (name !== context.owner && context.failedObjects.has(name)) return ErrorRank.followOn;
    if (context.localNames.has(name)) return ErrorRank.followOn;
  }
  return ErrorRank.cause;
}

/** Stable sort by rank: root causes first, the order within a rank kept. */
export function rootCausesFirst<T extends { rank: ErrorRank }>(errors: readonly T[]): T[] {
  return errors.map((error, index) => ({ error, index })).sort((a, b) => a.error.rank - b.error.rank || a.index - b.index).map(({ error }) => error);
}
