/**
 * Client call of the check-variant list, an abapdeck extension (capability inspect.variants): a system of
 * the public implementation has no such route, and the caller is told so plainly.
 */
import { CHECK_VARIANTS_PATH, checkVariantsCapability, type CheckSeverity, type CheckVariantList } from '../protocol/check-variants.js';
import type { Agent } from './agent.js';
import { requireCapability } from './sync.js';
import { postService } from './wire-values.js';
import { list, record, text } from '../protocol/wire-values.js';

/** A field in either spelling (the extension answers upper case; lower case is read too). */
const field = (value: Record<string, unknown>, name: string) => value[name.toUpperCase()] ?? value[name.toLowerCase()];
const yes = (value: unknown) => value === 'X' || value === true;

export async function checkVariants(agent: Agent): Promise<CheckVariantList> {
  await requireCapability(agent, checkVariantsCapability, 'a list of check variants');
  return normalizeCheckVariantList(await postService(agent, CHECK_VARIANTS_PATH, {}));
}

export function normalizeCheckVariantList(value: unknown): CheckVariantList {
  const body = record(value);
  return {
    success: yes(field(body, 'success')),
    command: 'INSPECT_VARIANTS',
    default_variant: text(field(body, 'default_variant')),
    variants: list(field(body, 'variants')).map((entry) => {
      const variant = record(entry);
      return {
        name: text(field(variant, 'name')),
        description: text(field(variant, 'description')),
        checks: list(field(variant, 'checks')).map((item) => {
          const check = record(item);
          const severity = text(field(check, 'severity')).toUpperCase();
          return {
            rule: text(field(check, 'rule')),
            severity: (severity === 'W' || severity === 'I' ? severity : 'E') as CheckSeverity,
            title: text(field(check, 'title')),
            syntax: yes(field(check, 'syntax')),
          };
        }),
      };
    }),
    error: text(field(body, 'error')),
  };
}
