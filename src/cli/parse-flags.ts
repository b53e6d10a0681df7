import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Command, FlagSpec, FlagValues } from './command.js';
import { contextFlag } from './context-flag.js';
import { closestName } from './did-you-mean.js';
import { UsageError } from './errors.js';

/** The flags every command takes besides its own: --help (also -h) and --context. */
const commonFlags: Record<string, FlagSpec> = { help: { type: 'boolean', short: 'h', description: '' }, context: contextFlag };

/** A command's arguments read by its flags; a usage error names what is wrong, and the flag meant when one is close. */
export function parseFlags(command: Pick<Command, 'name' | 'flags' | 'positionals'>, args: string[]): { flags: FlagValues; positionals: string[] } {
  const specs: Record<string, FlagSpec> = { ...command.flags, ...commonFlags };
  const options: ParseArgsConfig['options'] = {};
  for (const [name, spec] of Object.entries(specs)) {
    options[name] = { type: spec.type, ...(spec.multiple ? { multiple: true } : {}), ...(spec.short ? { short: spec.short } : {}) };
  }
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseErrorText(error as NodeJS.ErrnoException, Object.keys(specs)));
  }
  if (!command.positionals && parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument '${parsed.positionals[0]}' for ${command.name}`);
  }
  return { flags: parsed.values as FlagValues, positionals: parsed.positionals };
}

function parseErrorText(error: NodeJS.ErrnoException, flagNames: string[]): string {
  const text = error.message.replace(/\. To specify a positional.*$/s, '');
  const unknown = error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /^Unknown option '--([^'=]+)'/.exec(text) : null;
  const meant = unknown ? closestName(unknown[1]!, flagNames) : undefined;
  return meant ? `${text}; did you mean --${meant}?` : text;
}
