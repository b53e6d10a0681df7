/**
 * A breakpoint's hit condition and log message. `N`, `>=N` and `>N` become the system's skip count (it lets the
 * first passes go itself); `==N` and `%N` are counted here, at each stop the system reports for the breakpoint.
 * A log message's `{path}` parts are variable paths read at the stop.
 */

export interface HitCondition {
  /** Passes the system skips before it stops (ADT's skipCount). */
  skipCount: number;
  /** Whether the adapter stops at this (1-based) hit the system reported; counted client-side. */
  stopsAt(hit: number): boolean;
}

export class HitConditionError extends Error {}

export function parseHitCondition(text: string | undefined): HitCondition | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const match = /^(>=|>|==|=|%)?\s*(\d+)$/.exec(trimmed);
  const n = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(n) || n < 1) {
    throw new HitConditionError(`hit condition '${trimmed}': give N or >=N (from the Nth hit on), >N, ==N (the Nth hit only) or %N (every Nth hit)`);
  }
  switch (match[1]) {
    case undefined:
    case '>=':
      return { skipCount: n - 1, stopsAt: () => true };
    case '>':
      return { skipCount: n, stopsAt: () => true };
    case '==':
    case '=':
      // the system skips the first n-1; only the first stop after them is the Nth hit
      return { skipCount: n - 1, stopsAt: (hit) => hit === 1 };
    default:
      return { skipCount: 0, stopsAt: (hit) => hit % n === 0 };
  }
}

/** The parts of a log message: text, and `{path}` variable paths. */
export function logMessageParts(message: string): Array<{ text: string } | { path: string }> {
  const parts: Array<{ text: string } | { path: string }> = [];
  const pattern = /\{([^{}]+)\}/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index! > last) parts.push({ text: message.slice(last, match.index) });
    parts.push({ path: match[1]!.trim() });
    last = match.index! + match[0].length;
  }
  if (last < message.length) parts.push({ text: message.slice(last) });
  return parts;
}

/** A log message with each `{path}` replaced by what `read` answers (or its error, in angle brackets). */
export async function interpolate(message: string, read: (path: string) => Promise<string>): Promise<string> {
  const parts = await Promise.all(
    logMessageParts(message).map(async (part) => {
      if ('text' in part) return part.text;
      try {
        return await read(part.path);
      } catch (error) {
        return `<${error instanceof Error ? error.message : String(error)}>`;
      }
    }),
  );
  return parts.join('');
}
