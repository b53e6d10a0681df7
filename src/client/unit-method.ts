/**
 * Client call of one test method of a unit run, an abapdeck extension (capability unit.method; src/protocol/unit-method.ts):
 * a system of the public implementation runs every test method of a class, and the caller is told so plainly
 * before any test runs.
 */
import type { UnitResult } from '../protocol/execution.js';
import { UNIT_METHOD_PATH, unitMethodCapability } from '../protocol/unit-method.js';
import type { Agent } from './agent.js';
import { normalizeUnitResult, runTimeoutMillis } from './execution.js';
import { requireCapability } from './sync.js';
import { keepAnswer, postService } from './wire-values.js';

/** POST /unit/method: the test method (NAME or TEST_CLASS=>NAME) of the classes behind the files. */
export async function unitMethod(agent: Agent, files: string[], method: string, timeoutSeconds?: number): Promise<UnitResult> {
  await requireCapability(agent, unitMethodCapability, 'a unit run of one test method');
  const answer = await postService(agent, UNIT_METHOD_PATH, { files, method, ...(timeoutSeconds ? { timeout: timeoutSeconds } : {}) }, runTimeoutMillis(timeoutSeconds));
  return keepAnswer(normalizeUnitResult(answer), answer);
}
