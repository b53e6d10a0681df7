import type { CommandContext } from './context.js';
import { UsageError } from './errors.js';

export interface FlagSpec {
  type: 'string' | 'boolean';
  description: string;
  /** Placeholder shown in help, for string flags. */
  value?: string;
  multiple?: boolean;
  short?: string;
}

export type FlagValues = Record<string, string | boolean | string[] | undefined>;

/** What a command's run returns: data (printed as JSON with --json), and the exit code it implies. */
export interface Outcome<Data> {
  data: Data;
  exitCode?: number;
}

/** A command line that works as it is, and what it does; shown under Examples in the command's --help. */
export interface CommandExample {
  line: string;
  does: string;
}

/**
 * What a command does, with examples of its use; what it says about itself (summary, usage, details) is in
 * commands/descriptions.ts.
 */
export interface Command<Data = unknown> {
  name: string;
  flags: Record<string, FlagSpec>;
  /** At least one; each parses with these flags (test/cli/readme-commands.test.ts). */
  examples: readonly CommandExample[];
  /** Positional arguments are allowed (subcommands such as `user add`). */
  positionals?: boolean;
  run(context: CommandContext, flags: FlagValues, positionals: string[]): Promise<Outcome<Data>>;
  /** The text rendering of the data; stdout. */
  renderText(data: Data, flags: FlagValues): string;
}

/** The --json flag every command has. */
export const jsonFlag: FlagSpec = { type: 'boolean', description: 'print the result as JSON' };

export function stringFlag(flags: FlagValues, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

export function integerFlag(flags: FlagValues, name: string): number | undefined {
  const value = stringFlag(flags, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, got '${value}'`);
  return Number(value);
}

/** A comma-separated flag (--objects A,B) as its trimmed, non-empty items. */
export function listFlag(flags: FlagValues, name: string): string[] {
  return (stringFlag(flags, name) ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
}

/** A comma-separated flag the command cannot do without: its items, or the usage error naming it. */
export function requiredListFlag(flags: FlagValues, name: string): string[] {
  const items = listFlag(flags, name);
  if (items.length === 0) throw new UsageError(`--${name} is required`);
  return items;
}
