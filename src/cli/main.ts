import { answerOf } from '../client/wire-values.js';
import { commands, findCommand, type CommandEntry } from './commands/index.js';
import type { Command } from './command.js';
import { parseFlags } from './parse-flags.js';
import { closestName } from './did-you-mean.js';
import { createContext, refuseEarly, type Output } from './context.js';
import { commandHelp, generalHelp } from './help.js';
import { CliError, exitCodes, UsageError } from './errors.js';
import { packageVersion } from '../version.js';
import type { ServiceAdministration } from '../protocol/admin.js';
import type { AssistantServe } from '../protocol/assistant-server.js';
import type { LanguageServe } from '../protocol/language-server.js';
import type { DebugAdapterServe } from '../protocol/debug-adapter.js';
import { takeContextFlag } from './context-flag.js';
import { guardedOperation } from './guarded-operations.js';

export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: Output;
  stderr: Output;
  /** The service's administration, for serve and user (the entry loads it from the service's face). */
  administration?: () => Promise<ServiceAdministration>;
  /** The MCP face's server, for mcp (the entry loads it). */
  assistantServer?: () => Promise<AssistantServe>;
  /** The language server face, for lsp (the entry loads it). */
  languageServer?: () => Promise<LanguageServe>;
  /** The debug adapter's server, for dap (the entry loads it). */
  debugAdapter?: () => Promise<DebugAdapterServe>;
}

/** A command's --help, from its description (commands/descriptions.ts), the flags the parser accepts and its examples. */
function usageOf(entry: CommandEntry, command: Command, withDetails = true): string {
  return commandHelp(entry, command.flags, withDetails, command.examples);
}

/** A usage error before a command is known: one line (stderr, or the JSON failure on stdout), exit 2. */
function usageFailure(io: CliIo, json: boolean, message: string, prefix = 'Error: '): number {
  if (json) io.stdout.write(JSON.stringify({ success: false, error: message }, null, 2) + '\n');
  else io.stderr.write(`${prefix}${message}\n`);
  return exitCodes.usage;
}

/** What a mistyped command name gets: the closest command, and where the list is, instead of the whole list. */
function unknownCommand(name: string): string {
  const meant = closestName(name, commands.map((c) => c.name));
  return `unknown command '${name}'${meant ? `; did you mean '${meant}'?` : ''} (abapdeck help lists the commands)`;
}

/** Runs one CLI invocation and answers its exit code; only bin/ exits the process. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const wantsJson = argv.includes('--json');
  let leading: { context?: string; rest: string[] };
  try {
    leading = takeContextFlag(argv);
  } catch (error) {
    return usageFailure(io, wantsJson, (error as Error).message);
  }
  const [name, ...rest] = leading.rest;
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && (rest[0] === undefined || rest[0].startsWith('-')))) {
    io.stdout.write(generalHelp());
    return exitCodes.success;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout.write(`${packageVersion()}\n`);
    return exitCodes.success;
  }
  // `abapdeck help pull` is `abapdeck pull --help`
  const helpOf = name === 'help' ? rest[0]! : undefined;
  const entry = findCommand(helpOf ?? name);
  if (!entry) return usageFailure(io, wantsJson, unknownCommand(helpOf ?? name), 'abapdeck: ');
  const command = await entry.load();
  if (helpOf !== undefined) {
    io.stdout.write(usageOf(entry, command));
    return exitCodes.success;
  }
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

/** The exit code a command's failure means (DESIGN.md: 2 usage, 3 connection, 4 refused, else 1). */
export async function exitCodeOf(error: unknown): Promise<number> {
  const { ConnectionError, ServiceCallError } = await import('../client/service.js');
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof ConnectionError) return exitCodes.connection;
  if (error instanceof ServiceCallError) return error.status === 400 ? exitCodes.usage : exitCodes.failed;
  return exitCodes.failed;
}

async function reportError(error: unknown, io: CliIo, json: boolean, entry: CommandEntry, command: Command): Promise<number> {
  const { ConnectionError, ServiceCallError } = await import('../client/service.js');
  const exitCode = await exitCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (json) io.stdout.write(JSON.stringify({ success: false, error: message }, null, 2) + '\n');
  else io.stderr.write(`Error: ${message}\n${exitCode === exitCodes.usage ? `\n${usageOf(entry, command, false)}` : ''}`);
  if (!(error instanceof CliError || error instanceof ConnectionError || error instanceof ServiceCallError) && io.env['ABAPDECK_DEBUG']) {
    io.stderr.write(`${(error as Error).stack}\n`);
  }
  return exitCode;
}
