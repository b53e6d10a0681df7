/** The action word of a command with actions (`kernel gaps`, `trace show <id>`) and the arguments it takes. */
import { UsageError } from './errors.js';

/**
 * The action typed among `takes` (each action with the number of arguments it takes) and its arguments;
 * a UsageError saying `usage` when the action is unknown or missing or its arguments are not as many.
 */
export function actionOf<A extends string>(positionals: readonly string[], takes: Readonly<Record<A, number>>, usage: string): { action: A; args: string[] } {
  const [action, ...args] = positionals;
  if (action === undefined || !Object.hasOwn(takes, action) || takes[action as A] !== args.length) throw new UsageError(usage);
  return { action: action as A, args };
}
