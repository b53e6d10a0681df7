/**
 * Client call of the check-variant list, an abapdeck extension (capability inspect.variants): a system of
 * the public implementation has no such route, and the caller is told so plainly.
 */
import { CHECK_VARIANTS_PATH, checkVariantsCapability, CheckVariantList } from '../protocol/check-variants.js';
import { readWire } from '../protocol/wire-schema.js';
import type { Agent } from './agent.js';
import { requireCapability } from './sync.js';
import { postService } from './wire-values.js';

export async function checkVariants(agent: Agent): Promise<CheckVariantList> {
  await requireCapability(agent, checkVariantsCapability, 'a list of check variants');
  return normalizeCheckVariantList(await postService(agent, CHECK_VARIANTS_PATH, {}));
}

export function normalizeCheckVariantList(value: unknown): CheckVariantList {
  return readWire(CheckVariantList, value);
}
