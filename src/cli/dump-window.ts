/**
 * The CLI's side of the dump time window (src/client/dump-window.ts): the same parsing, its refusals as usage
 * errors naming the flags.
 */
import { DumpWindowError, dumpWindow as windowOf, zoneOf as zoneNamed, type DumpWindow } from '../client/dump-window.js';
import { UsageError } from './errors.js';

export { instantsOf, localOf, type DumpWindow } from '../client/dump-window.js';

function asUsage<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DumpWindowError) throw new UsageError(error.message);
    throw error;
  }
}

/** The zone of --timezone, or the system's. */
export function zoneOf(name: string | undefined): string {
  return asUsage(() => zoneNamed(name));
}

/** The UTC window of --date/--time/--timezone; undefined when neither --date nor --time is given. */
export function dumpWindow(options: { date?: string; time?: string; timezone?: string; now?: Date }): DumpWindow | undefined {
  return asUsage(() => windowOf(options));
}
