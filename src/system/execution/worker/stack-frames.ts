/**
 * Stack frames of ABAP code in a work process. Every ABAP exception is a JavaScript Error (CX_ROOT extends
 * Error), so V8 records its call sites when it is created, awaited callers included. The work process keeps
 * the raw call sites (Error.prepareStackTrace) and maps the frames of generated modules back to ABAP source
 * rows through the modules' source maps; runtime frames and the work process's own are left out.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AbapFrame } from '../pool/protocol.js';

interface RawFrame {
  file: string;
  line: number;
  column: number;
  functionName: string;
}

const rawFrames = new WeakMap<object, RawFrame[]>();

/** Keeps the raw call sites of every error; the stack text stays readable for logs. */
export function installStackCapture(): void {
  Error.stackTraceLimit = 100;
  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]) => {
    const frames: RawFrame[] = [];
    for (const site of sites) {
      const file = site.getFileName() ?? '';
      frames.push({
        file: file.startsWith('file:') ? safeFilePath(file) : file,
        line: site.getLineNumber() ?? 0,
        column: site.getColumnNumber() ?? 0,
        functionName: site.getFunctionName() ?? site.getMethodName() ?? '',
      });
    }
    if (error && typeof error === 'object') rawFrames.set(error, frames);
    const head = describeError(error);
    return [head, ...frames.map((f) => `    at ${f.functionName || '<anonymous>'} (${f.file}:${f.line}:${f.column})`)].join('\n');
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const name = (error.constructor as { INTERNAL_NAME?: string }).INTERNAL_NAME ?? error.name;
    return error.message ? `${name}: ${error.message}` : name;
  }
  return String(error);
}

function safeFilePath(url: string): string {
  try {
    return fileURLToPath(url.split('?')[0]!);
  } catch {
    return url;
  }
}

/** Source maps of the generation's modules, read once per module. */
export class FrameMapper {
  private readonly maps = new Map<string, SourceMap | null>();
  private readonly sources = new Map<string, string[]>();

  constructor(private readonly generationDir: string) {}

  /** The ABAP frames of an error, innermost first. */
  framesOf(error: unknown): AbapFrame[] {
    if (!error || typeof error !== 'object') return [];
    // reading the stack makes V8 call prepareStackTrace, which records the frames
    void (error as { stack?: unknown }).stack;
    return this.map(rawFrames.get(error) ?? []);
  }

  /** The ABAP frames of the current call stack (for a timeout or a debugger), innermost first. */
  currentFrames(): AbapFrame[] {
    const holder: { stack?: string } = {};
    Error.captureStackTrace(holder, this.currentFrames);
    void holder.stack;
    return this.map(rawFrames.get(holder) ?? []);
  }

  private map(raw: readonly RawFrame[]): AbapFrame[] {
    const frames: AbapFrame[] = [];
    const prefix = this.generationDir.endsWith('/') ? this.generationDir : this.generationDir + '/';
    for (const frame of raw) {
      if (!frame.file.startsWith(prefix)) continue;
      const module = frame.file.slice(prefix.length);
      const map = this.sourceMap(frame.file);
      const entry = map?.findEntry(frame.line - 1, frame.column - 1) as
        | { originalSource?: string; originalLine?: number; originalColumn?: number }
        | undefined;
      if (!entry || entry.originalSource === undefined || entry.originalLine === undefined) continue;
      const source = entry.originalSource.replace(/^.*\babap\//, '');
      // an instance method forwarding to its static implementation maps to the METHOD statement: no frame of its own
      if (/^\s*METHOD\s/i.test(this.sourceLine(source, entry.originalLine + 1))) continue;
      frames.push({ module, file: source.toLowerCase(), row: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1, jsName: frame.functionName });
    }
    return frames;
  }

  private sourceLine(file: string, row: number): string {
    let lines = this.sources.get(file);
    if (!lines) {
      try {
        lines = readFileSync(`${this.generationDir}/abap/${file.toLowerCase()}`, 'utf8').split('\n');
      } catch {
        lines = [];
      }
      this.sources.set(file, lines);
    }
    return lines[row - 1] ?? '';
  }

  private sourceMap(file: string): SourceMap | undefined {
    if (!this.maps.has(file)) {
      try {
        this.maps.set(file, new SourceMap(JSON.parse(readFileSync(file + '.map', 'utf8'))));
      } catch {
        this.maps.set(file, null);
      }
    }
    return this.maps.get(file) ?? undefined;
  }
}
