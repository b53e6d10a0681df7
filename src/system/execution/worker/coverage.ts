/**
 * Statement coverage in a work process: V8's precise block coverage (Profiler.startPreciseCoverage with
 * callCount and detailed) through an inspector session on the process's own thread. V8 gives block counts
 * only to functions compiled after coverage started, so a coverage process starts it before it loads its
 * generation and resets the counts once loaded; each run then takes them (taking resets them again). A take
 * serialises the counts of every script the process holds, so a run takes them once, not before and after.
 *
 * A coverage process starts with `--no-lazy`: the runtime and the process's own modules compile whole before
 * coverage starts, so they carry no block counters (V8 calls a builtin for every counted block, which made
 * the runtime's hot helpers the main cost of a coverage run, and 57 of a run's 60 counted functions were
 * theirs). Lazy compiling is switched back on once coverage runs: the generation compiles as usual, counted.
 */
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { ModuleCoverage } from '../pool/protocol.js';

interface ScriptCoverage {
  url: string;
  functions: Array<{ ranges: Array<{ startOffset: number; endOffset: number; count: number }> }>;
}

let session: Session | undefined;

/** Starts block coverage for everything compiled from now on. */
export async function startCoverage(): Promise<void> {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  setFlagsFromString('--lazy');
}

export function coverageStarted(): boolean {
  return session !== undefined;
}

/** Sets every count to zero (what ran before this run does not count). */
export async function resetCoverage(): Promise<void> {
  await session?.post('Profiler.takePreciseCoverage');
}

/** The counts since the last reset of the given modules (relative to the generation folder). */
export async function takeCoverage(generationDir: string, modules: readonly string[]): Promise<ModuleCoverage[]> {
  if (!session) return [];
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  const wanted = new Map(modules.map((module) => [pathToFileURL(join(generationDir, module)).href, module]));
  const found: ModuleCoverage[] = [];
  for (const script of result) {
    const module = wanted.get(script.url);
    if (!module) continue;
    const ranges: Array<[number, number, number]> = [];
    for (const fn of script.functions) for (const range of fn.ranges) ranges.push([range.startOffset, range.endOffset, range.count]);
    found.push({ module, ranges });
  }
  return found;
}
