/**
 * `kernel gaps` (capability kernel.gaps; src/protocol/kernel-gaps.ts): one GET, answered in either key spelling.
 */
import { KERNEL_GAPS_PATH, KERNEL_GAPS_COMMAND, type KernelGapsResult } from '../protocol/kernel-gaps.js';
import { field, flag, integer, record, records, text } from '../protocol/wire-values.js';
import type { Agent } from './agent.js';
import { ServiceCallError } from './wire-values.js';

export async function kernelGaps(agent: Agent, pkg: string | undefined): Promise<KernelGapsResult> {
  const answer = await agent.json<unknown>('GET', KERNEL_GAPS_PATH, undefined, { searchParams: pkg ? { package: pkg } : {}, timeoutMillis: 60_000 });
  const body = record(answer.body);
  if (answer.status !== 200) throw new ServiceCallError(`kernel gaps: HTTP ${answer.status}: ${text(field(body, 'error'))}`, answer.status);
  return normalizeKernelGaps(body);
}

export function normalizeKernelGaps(value: unknown): KernelGapsResult {
  const body = record(value);
  return {
    success: flag(field(body, 'success')),
    command: KERNEL_GAPS_COMMAND,
    message: text(field(body, 'message')),
    package: text(field(body, 'package')),
    gaps: records(field(body, 'gaps')).map((gap) => ({
      name: text(field(gap, 'name')),
      object_count: integer(field(gap, 'object_count')),
      objects: records(field(gap, 'objects')).map((use) => ({
        obj_type: text(field(use, 'obj_type')),
        obj_name: text(field(use, 'obj_name')),
        file: text(field(use, 'file')),
        line: integer(field(use, 'line')),
      })),
    })),
  };
}
