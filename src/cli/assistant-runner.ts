/**
 * The CLI's commands run in-process for the MCP face (src/protocol/assistant-server.ts): the same parsing, the
 * same read-only rule of contexts, the same client calls, and the answer `--json` would print — so a tool's
 * structured content is the CLI's answer by construction. One context (connection and agent) is kept per context
 * name, so a call after the first is a round trip to the system; a lost connection is resolved anew (the embedded
 * default started again) and a read is tried once more.
 */
import { answerOf } from '../client/wire-values.js';
import type { AssistantFlag, CommandAnswer, CommandRunner } from '../protocol/assistant-server.js';
import { findCommand } from './commands/index.js';
import { createContext, refuseEarly, type CommandContext, type ContextOptions, type Output } from './context.js';
import { exitCodes, RefusedError, UsageError } from './errors.js';
import { guardedOperation } from './guarded-operations.js';
import { exitCodeOf, type CliIo } from './main.js';
import { parseFlags } from './parse-flags.js';
import { readOnlyRefusal } from '../workspace/safeguards.js';

export function assistantRunner(io: Pick<CliIo, 'cwd' | 'env' | 'administration'>): CommandRunner {
  const contexts = new Map<string, CommandContext>();
  // nothing a command writes may reach stdout (the protocol's): what it says goes nowhere, its answer is returned
  const silent: Output = { write: () => undefined, isTTY: false };
  const optionsFor = (contextName: string | undefined): ContextOptions => ({
    cwd: io.cwd,
    env: io.env,
    stdout: silent,
    stderr: silent,
    ...(contextName !== undefined ? { contextName } : {}),
    ...(io.administration ? { administration: io.administration } : {}),
  });
  const contextFor = (contextName: string | undefined): CommandContext => {
    const key = contextName ?? '';
    let context = contexts.get(key);
    if (!context) contexts.set(key, (context = createContext(optionsFor(contextName))));
    return context;
  };

  async function runOnce(argv: string[], contextName: string | undefined): Promise<CommandAnswer & { lostConnection?: boolean; reads?: boolean }> {
    const [name = '', ...rest] = argv;
    const entry = findCommand(name);
    if (!entry) return failure(exitCodes.usage, `unknown command '${name}'`);
    const command = await entry.load();
    let reads = true;
    try {
      const { flags, positionals } = parseFlags(command, [...rest, '--json']);
      const operation = guardedOperation(command.name, flags, positionals);
      reads = operation === undefined;
      refuseEarly({ ...optionsFor(contextName), ...(operation ? { operation } : {}) });
      const context = contextFor(contextName);
      if (operation) {
        const refusal = readOnlyRefusal(await context.connection(), operation);
        if (refusal) throw new RefusedError(refusal);
      }
      const outcome = await command.run(context, flags, positionals);
      const json = JSON.parse(JSON.stringify(answerOf(outcome.data) ?? outcome.data ?? null)) as unknown;
      return { exitCode: outcome.exitCode ?? exitCodes.success, json, text: command.renderText(outcome.data, { ...flags, json: false }) };
    } catch (error) {
      const { ConnectionError } = await import('../client/service.js');
      const lostConnection = error instanceof ConnectionError;
      // the next call resolves the connection anew: the embedded default's server may have been stopped
      if (lostConnection) contexts.delete(contextName ?? '');
      return { ...failure(await exitCodeOf(error), error instanceof Error ? error.message : String(error)), lostConnection, reads };
    }
  }

  return {
    async flagsOf(name) {
      const entry = findCommand(name);
      if (!entry) throw new UsageError(`unknown command '${name}'`);
      const { json: _json, ...flags } = (await entry.load()).flags;
      return flags as Record<string, AssistantFlag>;
    },
    async run(argv, contextName) {
      const first = await runOnce(argv, contextName);
      const answer = first.lostConnection && first.reads ? await runOnce(argv, contextName) : first;
      const { lostConnection: _lost, reads: _reads, ...rest } = answer;
      return rest;
    },
  };
}

function failure(exitCode: number, message: string): CommandAnswer {
  return { exitCode, json: { success: false, error: message }, text: message, error: message };
}
