import type { Command } from '../command.js';

/**
 * `abapdeck dap`: the debug adapter on stdin/stdout, for the connection this command resolves. The adapter is the
 * entry's to load (src/dap, a face of its own); stdout is the protocol's, so the command prints nothing itself.
 */
export const dap: Command<Record<string, never>> = {
  name: 'dap',
  examples: [
    { line: 'abapdeck dap', does: "serve one debug session to the editor that started it (its debug adapter's command)" },
    { line: 'abapdeck dap --context qas', does: 'the same, on the context qas' },
  ],
  flags: {},
  async run(context) {
    const [serve, connection] = await Promise.all([context.debugAdapter(), context.connection()]);
    await serve({
      connection,
      cwd: context.cwd,
      input: process.stdin,
      output: process.stdout,
      log: (line) => context.stderr.write(`${line}\n`),
    });
    return { data: {} };
  },
  renderText: () => '',
};
