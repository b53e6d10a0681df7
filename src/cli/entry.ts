import { runCli } from './main.js';
import { exitCodes } from './errors.js';

/** Called by bin/abapdeck: the TUI without a command, else one CLI command. */
export async function main(argv: string[]): Promise<number> {
  const io = {
    cwd: process.cwd(),
    env: process.env,
    stdout: { write: (t: string) => void process.stdout.write(t), isTTY: !!process.stdout.isTTY },
    stderr: { write: (t: string) => void process.stderr.write(t), isTTY: !!process.stderr.isTTY },
  };
  if (argv.length === 0) {
    // No command: the full-screen TUI, loaded only here so that commands never load Ink or React.
    const [{ startTui }, { binPath }] = await Promise.all([import('../tui/start.js'), import('./context.js')]);
    return startTui({ cwd: io.cwd, env: io.env, selfCommand: [process.execPath, binPath()] });
  }
  try {
    return await runCli(argv, io);
  } catch (error) {
    process.stderr.write(`abapdeck: ${(error as Error).stack ?? String(error)}\n`);
    return exitCodes.failed;
  }
}
