/**
 * The terminal around the TUI: alternate screen and hidden cursor on start, both restored on every way
 * out — a normal quit, Ctrl+C (a key in raw mode), SIGINT/SIGTERM/SIGHUP from outside, an uncaught error,
 * and process exit as the last net. Ink 6 has no alternate-screen option: this writes the sequences.
 * `suspend` lends the terminal to another program (the editor) and takes it back.
 */

export const sequences = {
  enterAlternateScreen: '\x1b[?1049h',
  leaveAlternateScreen: '\x1b[?1049l',
  hideCursor: '\x1b[?25l',
  showCursor: '\x1b[?25h',
  clearScreen: '\x1b[2J\x1b[3J\x1b[H',
} as const;

export interface FullScreen {
  /** Leaves the alternate screen and shows the cursor; safe to call more than once. */
  restore(): void;
  /**
   * Runs `run` (a child program in the foreground, such as an editor, spawned synchronously so that nothing
   * of the TUI reads the keys meant for it) on the normal screen with the cursor shown and raw mode off, then
   * enters the alternate screen again, cleared: the next frame Ink writes is drawn whole.
   */
  suspend<T>(run: () => T): T;
}

interface Streams {
  stdout: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
}

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const signalGraceMillis = 400;

/**
 * `beforeSignalExit`: what must still happen when a signal ends the process (a program stopped for the deck let
 * go), given at most `signalGraceMillis`; the signal then does what it would have done.
 */
export function enterFullScreen({ stdout, stdin }: Streams, onCrash: (error: unknown) => void, beforeSignalExit?: () => Promise<void>): FullScreen {
  stdout.write(sequences.enterAlternateScreen + sequences.clearScreen + sequences.hideCursor);
  let restored = false;

  const restore = () => {
    if (restored) return;
    restored = true;
    stdout.off('resize', clearOnResize);
    process.off('exit', restore);
    for (const signal of signals) process.off(signal, onSignal[signal]);
    process.off('uncaughtException', crash);
    process.off('unhandledRejection', crash);
    try {
      if (stdin.isTTY) stdin.setRawMode(false);
    } catch {
      // stdin already closed
    }
    stdout.write(sequences.showCursor + sequences.leaveAlternateScreen);
  };

  // A resize clears the screen first, so that no piece of a wider or taller frame stays behind.
  const clearOnResize = () => stdout.write(sequences.clearScreen);

  // Signals from outside: restore the terminal, then let the signal do what it would have done.
  const onSignal = Object.fromEntries(
    signals.map((signal) => [
      signal,
      () => {
        restore();
        const last = new Promise((resolve) => setTimeout(resolve, signalGraceMillis).unref());
        void Promise.race([beforeSignalExit?.().catch(() => undefined), last]).finally(() => process.kill(process.pid, signal));
      },
    ]),
  ) as Record<(typeof signals)[number], () => void>;

  const crash = (error: unknown) => {
    restore();
    onCrash(error);
  };

  stdout.prependListener('resize', clearOnResize);
  process.on('exit', restore);
  for (const signal of signals) process.once(signal, onSignal[signal]);
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  const setRawMode = (raw: boolean) => {
    try {
      if (stdin.isTTY) stdin.setRawMode(raw);
    } catch {
      // stdin already closed
    }
  };

  const suspend = <T>(run: () => T): T => {
    if (restored) return run();
    setRawMode(false);
    stdout.write(sequences.showCursor + sequences.leaveAlternateScreen);
    try {
      return run();
    } finally {
      stdout.write(sequences.enterAlternateScreen + sequences.clearScreen + sequences.hideCursor);
      setRawMode(true);
    }
  };

  return { restore, suspend };
}
