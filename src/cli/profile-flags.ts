/**
 * The measuring flags `run` and `unit` share: --profile, --sql-trace and --profile-output (which implies
 * --profile and writes a .cpuprofile of the run for Chrome's DevTools or speedscope).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FlagSpec } from './command.js';
import { UsageError } from './errors.js';
import type { MeasureRequest } from '../client/profile.js';
import type { RunMeasurements } from '../protocol/profile.js';

export const profileFlags: Record<'profile' | 'sql-trace' | 'profile-output', FlagSpec> = {
  profile: { type: 'boolean', description: 'also profile the run: statements and procedures by own time, the call tree (the embedded system)' },
  'sql-trace': { type: 'boolean', description: 'also trace the database statements, identical ones aggregated, with findings (N+1, SELECT *, full scans)' },
  'profile-output': { type: 'string', value: 'file', description: 'write the profile as a .cpuprofile for Chrome DevTools or speedscope (implies --profile)' },
};

/** What the flags ask to measure, and where the .cpuprofile goes; undefined when nothing is measured. */
export function measureOf(flags: Record<string, unknown>, cwd: string): { measure: MeasureRequest; output?: string } | undefined {
  const output = typeof flags['profile-output'] === 'string' ? flags['profile-output'] : undefined;
  if (output !== undefined && output.trim() === '') throw new UsageError('--profile-output needs a file name');
  const profile = flags['profile'] === true || output !== undefined;
  const sqlTrace = flags['sql-trace'] === true;
  if (!profile && !sqlTrace) return undefined;
  return { measure: { ...(profile ? { profile: true } : {}), ...(sqlTrace ? { sqlTrace: true } : {}) }, ...(output !== undefined ? { output: resolve(cwd, output) } : {}) };
}

/** Writes the .cpuprofile when one was asked for (the run measured a profile). */
export async function writeCpuProfile(file: string | undefined, measured: RunMeasurements): Promise<void> {
  if (!file || !measured.profile) return;
  const { cpuProfileOf } = await import('./render/cpuprofile.js');
  writeFileSync(file, JSON.stringify(cpuProfileOf(measured.profile)));
}
