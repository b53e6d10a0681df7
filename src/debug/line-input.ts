/**
 * The debug REPL's input (node:readline): on a terminal, line editing, a history kept between sessions
 * (owner-only file, newest first, 500 lines) and Tab completion; from a pipe, plain lines with the prompt
 * written as text. Completion asks `complete` for the candidates of the word under the cursor.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface, type Interface } from 'node:readline';

export interface LineInputOptions {
  input: NodeJS.ReadableStream;
  /** Terminal output; required for line editing. */
  output?: NodeJS.WritableStream;
  /** Line editing and completion; default: the input is a TTY and an output is given. */
  terminal?: boolean;
  /** Prompts on a pipe. */
  write(text: string): void;
  prompt: string;
  historyFile?: string;
  /** Candidates for the last word of the line (the word itself is what they must start with). */
  complete?(line: string): Promise<string[]>;
}

export const HISTORY_SIZE = 500;

export interface LineInput {
  lines: AsyncIterable<string>;
  prompt(): void;
  close(): void;
}

function readHistory(file: string | undefined): string[] {
  if (!file) return [];
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(0, HISTORY_SIZE);
  } catch {
    return [];
  }
}

function writeHistory(file: string, history: readonly string[]): void {
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, history.slice(0, HISTORY_SIZE).join('\n') + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
  } catch {
    // a history that cannot be kept is no reason to stop debugging
  }
}

/** The last word of a line: what completion replaces. */
export function lastWord(line: string): string {
  return /(\S*)$/.exec(line)?.[1] ?? '';
}

/**
 * The candidates that continue the word, in the word's case (ABAP names are upper case; a word typed in
 * lower case is completed in lower case, since readline keeps what was typed and adds the rest).
 */
export function matching(candidates: readonly string[], word: string): string[] {
  const lower = word !== '' && word === word.toLowerCase() && word !== word.toUpperCase();
  const found = candidates.filter((c) => c.toUpperCase().startsWith(word.toUpperCase())).map((c) => (lower ? c.toLowerCase() : word + c.slice(word.length)));
  return [...new Set(found)];
}

export function openLineInput(options: LineInputOptions): LineInput {
  const terminal = options.terminal ?? (Boolean((options.input as { isTTY?: boolean }).isTTY) && options.output !== undefined);
  let rl: Interface;
  if (terminal) {
    rl = createInterface({
      input: options.input,
      output: options.output,
      terminal: true,
      history: readHistory(options.historyFile),
      historySize: HISTORY_SIZE,
      removeHistoryDuplicates: true,
      completer: (line: string, callback: (error: Error | null, result: [string[], string]) => void) => {
        const word = lastWord(line);
        if (!options.complete) return callback(null, [[], word]);
        options.complete(line).then(
          (candidates) => callback(null, [matching(candidates, word), word]),
          () => callback(null, [[], word]),
        );
      },
    });
    rl.setPrompt(options.prompt);
    if (options.historyFile) {
      const file = options.historyFile;
      rl.on('history', (history: string[]) => writeHistory(file, history));
    }
  } else rl = createInterface({ input: options.input, terminal: false });
  return {
    lines: rl,
    prompt: () => (terminal ? rl.prompt() : options.write(options.prompt)),
    close: () => rl.close(),
  };
}
