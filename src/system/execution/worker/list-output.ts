/**
 * The classic list of a program run. The runtime's own WRITE concatenates values without positions, so a
 * program run replaces WRITE, SKIP, NEW-LINE and ULINE with this list buffer:
 *
 * - every output field takes its output length (abap-values.ts listText); without a position it starts
 *   one blank after the previous field of the line, or on a new line when it would not fit the line width;
 * - `/` (newLine) starts a new line first; NEW-LINE starts one unless the line is empty;
 * - ULINE ends the line and draws a line of the list width; SKIP n ends the line and adds n blank lines;
 * - trailing blanks are cut when the list is rendered, as a list display does.
 *
 * Additions the transpiler drops (positions, FORMAT, COLOR …) do not reach the list and change nothing.
 */
import './abap-global.js';
import { listText } from './abap-values.js';

/** Line width of the list (LINE-SIZE of a report without one). */
export const DEFAULT_LINE_SIZE = 83;

/** What the transpiler emits for ULINE: a write of exactly this text with newLine. */
const ULINE_MARK = '-'.repeat(50);

export interface WriteOptions {
  newLine?: boolean;
  skipLine?: boolean;
  target?: { set(value: string): unknown; get(): unknown };
  noSign?: boolean;
}

export class ListBuffer {
  private readonly lines: string[] = [];
  private line = '';
  /** Whether something was written to the current line (it may be blank text). */
  private lineUsed = false;

  constructor(readonly lineSize = DEFAULT_LINE_SIZE) {}

  write(source: unknown, options: WriteOptions = {}): void {
    if (options.target) {
      // WRITE ... TO: formatting into a field, no list output
      options.target.set(listText(source).trim());
      return;
    }
    if (options.skipLine) {
      this.skip(1);
      return;
    }
    if (typeof source === 'string' && source === ULINE_MARK && options.newLine) {
      this.uline();
      return;
    }
    if (options.newLine) this.endLine();
    let text = listText(source);
    if (options.noSign) text = text.replace(/-$/, ' ');
    const start = this.lineUsed ? this.line.length + 1 : 0;
    if (this.lineUsed && start + text.length > this.lineSize) this.endLine();
    this.line = this.lineUsed ? `${this.line} ${text}` : text;
    this.lineUsed = true;
  }

  newLine(): void {
    this.endLine();
  }

  skip(lines = 1): void {
    this.endLine();
    for (let i = 0; i < lines; i++) this.lines.push('');
  }

  uline(): void {
    this.endLine();
    this.lines.push('-'.repeat(this.lineSize));
  }

  /** The list as text: one line per list line, trailing blanks cut, ending with a newline when not empty. */
  render(): string {
    const lines = [...this.lines, ...(this.lineUsed ? [this.line] : [])].map((line) => line.replace(/ +$/, ''));
    return lines.length === 0 ? '' : lines.join('\n') + '\n';
  }

  private endLine(): void {
    if (!this.lineUsed) return;
    this.lines.push(this.line);
    this.line = '';
    this.lineUsed = false;
  }
}

/** Routes the runtime's list statements into a list buffer until the returned restore function is called. */
export function captureList(list: ListBuffer): () => void {
  const statements = abap.statements as unknown as Record<string, unknown>;
  const saved = { write: statements['write'], skip: statements['skip'], newLine: statements['newLine'] };
  statements['write'] = (source: unknown, options?: WriteOptions) => list.write(source, options);
  statements['skip'] = (options?: { lines?: { get(): number } }) => list.skip(options?.lines?.get() ?? 1);
  statements['newLine'] = () => list.newLine();
  return () => Object.assign(statements, saved);
}
