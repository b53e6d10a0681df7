/**
 * The one flag every command (and the TUI) takes: --context <name> picks a context of the user's contexts file
 * (src/workspace/contexts.ts). Written before the command (`abapdeck --context qas pull`), or among its flags.
 */
import { UsageError } from './errors.js';
import type { FlagSpec } from './command.js';

export const contextFlag: FlagSpec = { type: 'string', value: 'name', description: 'use this context of the contexts file (abapdeck ctx list)' };

/** Takes a leading --context <name> (or --context=<name>) off the arguments. */
export function takeContextFlag(argv: string[]): { context?: string; rest: string[] } {
  const [first, second, ...rest] = argv;
  if (first === '--context') {
    if (second === undefined || second.startsWith('-') || second.trim() === '') throw new UsageError('--context needs a context name (abapdeck ctx list names them)');
    return { context: second, rest };
  }
  if (first?.startsWith('--context=')) {
    const name = first.slice('--context='.length);
    if (name.trim() === '') throw new UsageError('--context needs a context name (abapdeck ctx list names them)');
    return { context: name, rest: argv.slice(1) };
  }
  return { rest: argv };
}
