/**
 * The entry of bin/abapdeck: picks the face — the full-screen TUI without a command, else one command of
 * the CLI, for the CLI's `serve` and `user` the service's administration (src/server/admin.ts), and for `mcp` the
 * assistants' face (src/mcp/server.ts), for `dap` the editors' debug adapter (src/dap/server.ts). The only
 * module that imports more than one face, each lazily, so a command never loads Ink or React, the TUI never
 * loads the CLI's command modules it does not use, and the CLI never loads the system.
 */
import { exitCodes } from './cli/errors.js';

export async function main(argv: string[]): Promise<number> {
  const io = {
    cwd: process.cwd(),
    env: process.env,
    stdout: { write: (t: string) => void process.stdout.write(t), isTTY: !!process.stdout.isTTY },
    // stderr's stream is made when first written or asked about: a command that says nothing there never builds it
    // (for a pipe, a socket of its own)
    stderr: {
      write: (t: string) => void process.stderr.write(t),
      get isTTY() {
        return !!process.stderr.isTTY;
      },
    },
    // serve and user administer the service: its face, loaded for them alone
    administration: async () => (await import('./server/admin.js')).administration,
    // the MCP server (mcp): the assistants' face, with the MCP SDK, loaded for it alone
    assistantServer: async () => (await import('./mcp/server.js')).serveMcp,
    // the language server (lsp): the editors' face, with vscode-languageserver, loaded for it alone
    languageServer: async () => (await import('./lsp/server.js')).serveLanguage,
    // the debug adapter (dap): the editors' debugging face, with @vscode/debugadapter, loaded for it alone
    debugAdapter: async () => (await import('./dap/server.js')).serveDap,
  };
  // `abapdeck` or `abapdeck --context <name>`: the TUI (on that context)
  const tuiContext = argv.length === 2 && argv[0] === '--context' ? argv[1] : argv.length === 1 && argv[0]!.startsWith('--context=') ? argv[0]!.slice(10) : undefined;
  if (argv.length === 0 || (tuiContext !== undefined && tuiContext.trim() !== '' && !tuiContext.startsWith('-'))) {
    const [{ startTui }, { selfCommand }] = await Promise.all([import('./tui/start.js'), import('./workspace/connection.js')]);
    return startTui({ cwd: io.cwd, env: io.env, selfCommand: selfCommand(), ...(tuiContext ? { context: tuiContext } : {}) });
  }
  try {
    const { runCli } = await import('./cli/main.js');
    return await runCli(argv, io);
  } catch (error) {
    process.stderr.write(`abapdeck: ${(error as Error).stack ?? String(error)}\n`);
    return exitCodes.failed;
  }
}
