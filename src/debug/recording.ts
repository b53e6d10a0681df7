/**
 * A recording of a debug session: for each stop the position (with its source lines), the stack, what stopped
 * it besides a line (a watchpoint's change, an exception) and the variables that were read there (the frame's
 * variables and every expansion), in one shareable JSON file
 * with a format name and version. The recorder rewrites the file after each change (a session that ends
 * abruptly keeps what it saw); a replay walks the stops forward and back with no system connected.
 */
import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { ReachedBreakpoint, StackEntry } from '../protocol/debugger-documents.js';
import type { Position, Variable } from './session.js';

export const recordingFormat = 'abapdeck-debug-recording';
export const recordingVersion = 1;

export interface RecordedExpansion {
  variable: Variable;
  children: Variable[];
}

export interface RecordedStop {
  /** When the program stopped (ISO time). */
  at: string;
  position: Position;
  stack: StackEntry[];
  /**
   * What stopped the program besides a line, as the system named it: a watchpoint's variable with its old and
   * new value, the exception an exception breakpoint stopped at (its class and text).
   */
  reached?: ReachedBreakpoint[];
  /** The frame's variables, when they were read at this stop. */
  variables?: Variable[];
  /** Expansions read at this stop, by the path asked for in upper case (LS_X, LT_X[1], LO_X->ATTR). */
  expanded: Record<string, RecordedExpansion>;
}

export interface Recording {
  format: typeof recordingFormat;
  version: typeof recordingVersion;
  recordedAt: string;
  /** The system and user recorded (no password, no token). */
  system: { origin: string; client: string; user: string };
  stops: RecordedStop[];
}

export class RecordingError extends Error {}

export class Recorder {
  readonly recording: Recording;

  constructor(
    readonly file: string,
    system: Recording['system'],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.recording = { format: recordingFormat, version: recordingVersion, recordedAt: now().toISOString(), system, stops: [] };
    this.save();
  }

  /** A new stop of the program, with the watchpoints and exception breakpoints that stopped it, if any. */
  stop(position: Position, stack: readonly StackEntry[], reached?: readonly ReachedBreakpoint[]): void {
    this.recording.stops.push({ at: this.now().toISOString(), position, stack: [...stack], ...(reached && reached.length > 0 ? { reached: [...reached] } : {}), expanded: {} });
    this.save();
  }

  variables(variables: readonly Variable[]): void {
    const current = this.recording.stops.at(-1);
    if (!current) return;
    current.variables = [...variables];
    this.save();
  }

  expansion(path: string, expansion: RecordedExpansion): void {
    const current = this.recording.stops.at(-1);
    if (!current) return;
    current.expanded[normalPath(path)] = expansion;
    this.save();
  }

  private save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.recording, null, 2) + '\n', { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, this.file);
  }
}

export function normalPath(path: string): string {
  return path.replace(/\s+/g, '').toUpperCase();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads and checks a recording file; a file of another format or a newer version is refused by name. */
export function loadRecording(file: string): Recording {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RecordingError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return parseRecording(text, file);
}

export function parseRecording(text: string, file = 'the recording'): Recording {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RecordingError(`${file} is not JSON`);
  }
  if (!isObject(data) || data['format'] !== recordingFormat) throw new RecordingError(`${file} is not an abapdeck debug recording (format '${recordingFormat}')`);
  if (typeof data['version'] !== 'number' || data['version'] > recordingVersion) {
    throw new RecordingError(`${file} is a recording of version ${String(data['version'])}; this abapdeck reads version ${recordingVersion}`);
  }
  const stops = data['stops'];
  if (!Array.isArray(stops)) throw new RecordingError(`${file}: 'stops' is not a list`);
  stops.forEach((stop: unknown, index) => {
    if (!isObject(stop) || !isObject(stop['position']) || !Array.isArray(stop['stack']) || typeof stop['position']['line'] !== 'number' || !Array.isArray(stop['position']['lines'])) {
      throw new RecordingError(`${file}: stop ${index + 1} has no position and stack`);
    }
    if (stop['variables'] !== undefined && !Array.isArray(stop['variables'])) throw new RecordingError(`${file}: stop ${index + 1}: 'variables' is not a list`);
    if (stop['reached'] !== undefined && !(Array.isArray(stop['reached']) && stop['reached'].every(isObject))) throw new RecordingError(`${file}: stop ${index + 1}: 'reached' is not a list`);
    if (stop['expanded'] === undefined) stop['expanded'] = {};
    if (!isObject(stop['expanded'])) throw new RecordingError(`${file}: stop ${index + 1}: 'expanded' is not an object`);
  });
  return data as unknown as Recording;
}

/** Where a replay stands: one stop of the recording, moved forward and back. */
export class ReplayCursor {
  index = 0;

  constructor(readonly recording: Recording) {
    if (recording.stops.length === 0) throw new RecordingError('The recording holds no stop');
  }

  get stop(): RecordedStop {
    return this.recording.stops[this.index]!;
  }

  get count(): number {
    return this.recording.stops.length;
  }

  /** One stop forward; false at the last one. */
  forward(): boolean {
    if (this.index >= this.count - 1) return false;
    this.index++;
    return true;
  }

  /** One stop back; false at the first one. */
  back(): boolean {
    if (this.index === 0) return false;
    this.index--;
    return true;
  }

  /** To stop n (1-based). */
  goTo(n: number): boolean {
    if (!Number.isInteger(n) || n < 1 || n > this.count) return false;
    this.index = n - 1;
    return true;
  }

  /** The recorded expansion of a path at this stop, if it was read. */
  expansion(path: string): RecordedExpansion | undefined {
    return this.stop.expanded[normalPath(path)];
  }
}
