/**
 * `kernel gaps` (capability kernel.gaps; src/protocol/kernel-gaps.ts): one GET, answered in either key spelling.
 */
import { KERNEL_GAPS_PATH } from '../protocol/kernel-gaps.js';
import { KernelGapsResult } from '../protocol/kernel-gap-report.js';
import { readWire } from '../protocol/wire-schema.js';
import { field, record, text } from '../protocol/wire-values.js';
import type { Agent } from './agent.js';
import { ServiceCallError } from './wire-values.js';

export async function kernelGaps(agent: Agent, pkg: string | undefined): Promise<KernelGapsResult> {
  const answer = await agent.json<unknown>('GET', KERNEL_GAPS_PATH, undefined, { searchParams: pkg ? { package: pkg } : {}, timeoutMillis: 60_000 });
  const body = record(answer.body);
  if (answer.status !== 200) throw new ServiceCallError(`kernel gaps: HTTP ${answer.status}: ${text(field(body, 'error'))}`, answer.status);
  return normalizeKernelGaps(body);
}

export function normalizeKernelGaps(value: unknown): KernelGapsResult {
  return readWire(KernelGapsResult, value);
}
