/**
 * Copying text for the preview grid's y/Y: over SSH (or wherever no clipboard program answers) the terminal
 * is asked to copy with the OSC 52 escape, which reaches the clipboard of the machine the user sits at;
 * locally clipboardy (xsel, xclip, wl-copy, pbcopy or clip). The escape is written between Ink's frames and
 * prints nothing.
 */

export type CopyWay = 'clipboard' | 'osc52';

export interface ClipboardOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the escape goes (the terminal). */
  write?: (chunk: string) => void;
  /** The system clipboard (clipboardy by default); throws when there is none. */
  system?: (text: string) => Promise<void>;
}

/** The OSC 52 request to put text into the clipboard ('c'), base64 as the sequence wants it, BEL-terminated. */
export function osc52(text: string, env: NodeJS.ProcessEnv = process.env): string {
  const sequence = `\x1b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\x07`;
  // inside tmux the sequence has to be passed through to the outer terminal
  return env['TMUX'] ? `\x1bPtmux;${sequence.replaceAll('\x1b', '\x1b\x1b')}\x1b\\` : sequence;
}

export function overSsh(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env['SSH_TTY'] || env['SSH_CONNECTION'] || env['SSH_CLIENT']);
}

async function clipboardy(text: string): Promise<void> {
  const { default: clipboard } = await import('clipboardy');
  await clipboard.write(text);
}

/** A copy function: OSC 52 over SSH, else the system clipboard, falling back to OSC 52 when it fails. */
export function createClipboard(options: ClipboardOptions = {}): (text: string) => Promise<CopyWay> {
  const env = options.env ?? process.env;
  const write = options.write ?? ((chunk: string) => void process.stdout.write(chunk));
  const system = options.system ?? clipboardy;
  return async (text) => {
    if (!overSsh(env)) {
      try {
        await system(text);
        return 'clipboard';
      } catch {
        // no clipboard program (a headless machine, no display): the terminal's clipboard
      }
    }
    write(osc52(text, env));
    return 'osc52';
  };
}
