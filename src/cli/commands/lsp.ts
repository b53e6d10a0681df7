import { spawn } from 'node:child_process';
import type { Command } from '../command.js';
import { integerFlag } from '../command.js';
import { UsageError } from '../errors.js';

/** `abapdeck lsp`: the language server face on stdio, on the system this folder talks to. */
export const lsp: Command<Record<string, never>> = {
  name: 'lsp',
  examples: [
    { line: 'abapdeck lsp', does: 'serve the language service on stdio for the editor that started it, on the embedded default' },
    { line: 'abapdeck lsp --context qas --debounce 500', does: 'on the context qas, diagnostics half a second after the last change' },
  ],
  flags: {
    debounce: { type: 'string', value: 'ms', description: 'wait this long after a change before checking the document (250 by default)' },
  },
  async run(context, flags) {
    const debounce = integerFlag(flags, 'debounce');
    if (debounce !== undefined && (debounce < 0 || debounce > 60_000)) throw new UsageError(`--debounce must be 0 to 60000 ms, got ${debounce}`);
    const [serve, connection] = await Promise.all([context.languageServer(), context.connection()]);
    const [program, ...prefix] = context.selfCommand;
    const contextFlags = context.contextName ? ['--context', context.contextName] : [];
    await serve({
      connection,
      env: context.env,
      cwd: context.cwd,
      ...(debounce !== undefined ? { debounceMillis: debounce } : {}),
      // check, unit and pull of a file are the CLI's own commands, run as a child (stdout is the protocol's)
      runCommand: (argv) =>
        new Promise((resolve) => {
          const child = spawn(program!, [...prefix, ...argv, ...contextFlags], { cwd: context.cwd, env: context.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
          child.on('error', (error) => resolve({ exitCode: 1, output: error.message }));
          child.on('close', (code) => resolve({ exitCode: code ?? 1, output }));
        }),
      log: (line) => context.stderr.write(`${line}\n`),
    });
    return { data: {} };
  },
  renderText: () => '',
};
