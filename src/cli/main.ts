import { parseArgs, type ParseArgsConfig } from 'node:util';
import { answerOf } from '../client/wire-values.js';
import { findCommand, type CommandEntry } from './commands/index.js';
import type { Command, FlagSpec, FlagValues } from './command.js';
import { createContext, refuseEarly, type Output } from './context.js';
import { commandHelp, generalHelp } from './help.js';
import { CliError, exitCodes, UsageError } from './errors.js';
import { packageVersion } from '../version.js';
import type { ServiceAdministration } from '../protocol/admin.js';
import { contextFlag, takeContextFlag } from './context-flag.js';
import { guardedOperation } from './guarded-operations.js';

export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: Output;
  stderr: Output;
  /** The service's administration, for serve and user (the entry loads it from the service's face). */
  administration?: () => Promise<ServiceAdministration>;
}

/** A command's --help, from its description (commands/descriptions.ts) and the flags the parser accepts. */
function usageOf(entry: CommandEntry, command: Command, withDetails = true): string {
  return commandHelp(entry, command.flags, withDetails);
}

function parseFlags(command: Command, args: string[]): { flags: FlagValues; positionals: string[] } {
  const specs: Record<string, FlagSpec> = { ...command.flags, help: { type: 'boolean', description: '' }, context: contextFlag };
  const options: ParseArgsConfig['options'] = {};
  for (const [name, spec] of Object.entries(specs)) {
    options[name] = { type: spec.type, ...(spec.multiple ? { multiple: true } : {}), ...(spec.short ? { short: spec.short } : {}) };
  }
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    if (!command.positionals && parsed.positionals.length > 0) {
      throw new UsageError(`unexpected argument '${parsed.positionals[0]}' for ${command.name}`);
    }
    return { flags: parsed.values as FlagValues, positionals: parsed.positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${(error as Error).message.replace(/\. To specify a positional.*$/, '')}`);
  }
}

/** Runs one CLI invocation and answers its exit code; only bin/ exits the process. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let leading: { context?: string; rest: string[] };
  try {
    leading = takeContextFlag(argv);
  } catch (error) {
    io.stderr.write(`Error: ${(error as Error).message}\n`);
    return exitCodes.usage;
  }
  const [name, ...rest] = leading.rest;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(generalHelp());
    return exitCodes.success;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout.write(`${packageVersion()}\n`);
    return exitCodes.success;
  }
  const entry = findCommand(name);
  if (!entry) {
    io.stderr.write(`abapdeck: unknown command '${name}'\n\n${generalHelp()}`);
    return exitCodes.usage;
  }
  const command = await entry.load();
  const wantsJson = rest.includes('--json');
  try {
    const { flags, positionals } = parseFlags(command, rest);
    if (flags['help']) {
      io.stdout.write(usageOf(entry, command));
      return exitCodes.success;
    }
    const flagged = flags['context'];
    if (flagged !== undefined && (typeof flagged !== 'string' || flagged.trim() === '')) throw new UsageError('--context needs a context name (abapdeck ctx list names them)');
    const options = { ...io, contextName: typeof flagged === 'string' ? flagged : leading.context, operation: guardedOperation(command.name, flags, positionals) };
    refuseEarly(options);
    const context = createContext(options);
    const outcome = await command.run(context, flags, positionals);
    // --json prints the system's answer as received where the result was read from one (see keepAnswer)
    const text = flags['json'] ? JSON.stringify(answerOf(outcome.data) ?? outcome.data, null, 2) + '\n' : command.renderText(outcome.data, flags);
    io.stdout.write(text);
    return outcome.exitCode ?? exitCodes.success;
  } catch (error) {
    return reportError(error, io, wantsJson, entry, command);
  }
}

async function reportError(error: unknown, io: CliIo, json: boolean, entry: CommandEntry, command: Command): Promise<number> {
  const { ConnectionError, ServiceCallError } = await import('../client/service.js');
  let exitCode: number = exitCodes.failed;
  if (error instanceof CliError) exitCode = error.exitCode;
  else if (error instanceof ConnectionError) exitCode = exitCodes.connection;
  else if (error instanceof ServiceCallError) exitCode = error.status === 400 ? exitCodes.usage : exitCodes.failed;
  const message = error instanceof Error ? error.message : String(error);
  if (json) io.stdout.write(JSON.stringify({ success: false, error: message }, null, 2) + '\n');
  else io.stderr.write(`Error: ${message}\n${exitCode === exitCodes.usage ? `\n${usageOf(entry, command, false)}` : ''}`);
  if (!(error instanceof CliError || error instanceof ConnectionError || error instanceof ServiceCallError) && io.env['ABAPDECK_DEBUG']) {
    io.stderr.write(`${(error as Error).stack}\n`);
  }
  return exitCode;
}
