/**
 * Where `abapdeck user add|passwd` takes a password from: never the command line (argv is visible to every
 * user of the machine in the process list). `--password-stdin` reads the first line of standard input (for
 * scripts: `printf '%s\n' "$PW" | abapdeck user add NAME --password-stdin`); on a terminal the user is asked
 * without echo; otherwise one is generated and shown once.
 */
import { randomBytes } from 'node:crypto';
import { CliError, exitCodes, UsageError } from '../errors.js';

export const minimumPasswordLength = 8;

export interface PasswordChoice {
  password: string;
  /** Set when the password was generated: shown once, never stored in clear. */
  generated?: string;
}

/** What a terminal prompt needs of stdin: a TTY whose echo can be turned off (raw mode). */
export interface PromptInput {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

export async function choosePassword(
  name: string,
  options: { fromStdin: boolean; input: PromptInput & NodeJS.ReadableStream; prompt: { write(text: string): void } },
): Promise<PasswordChoice> {
  if (options.fromStdin) return { password: checked(await firstLine(options.input)) };
  if (options.input.isTTY && options.input.setRawMode) {
    const first = await readHidden(options.input, options.prompt, `New password for ${name} (empty: generate one): `);
    if (first === '') return generated();
    checked(first);
    const again = await readHidden(options.input, options.prompt, 'Repeat the password: ');
    if (again !== first) throw new UsageError('the passwords do not match');
    return { password: first };
  }
  return generated();
}

function generated(): PasswordChoice {
  const password = randomBytes(12).toString('base64url');
  return { password, generated: password };
}

function checked(password: string): string {
  if (password.length < minimumPasswordLength) throw new UsageError(`the password must have at least ${minimumPasswordLength} characters`);
  return password;
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  const line = text.split('\n')[0]!.replace(/\r$/, '');
  if (line === '') throw new UsageError('--password-stdin: standard input held no password (one line expected)');
  return line;
}

/** Reads one line from a terminal with echo off; Ctrl-C or Ctrl-D cancels. */
export function readHidden(input: PromptInput, output: { write(text: string): void }, question: string): Promise<string> {
  output.write(question);
  input.setRawMode!(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode!(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new CliError('cancelled', exitCodes.usage));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
