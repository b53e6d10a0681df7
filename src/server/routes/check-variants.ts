/**
 * abapdeck's extension route of the checks (protocol-notes: "abapdeck's extensions"), registered only
 * with extensions on:
 *
 *   POST /inspect/variants   the check variants and what each checks   capability inspect.variants
 */
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { checkVariantList } from '../../system/checks/variant-catalogue.js';
import { CHECK_VARIANTS_PATH, checkVariantsCapability, type CheckVariantListAnswer } from '../../protocol/check-variants.js';

/** What GET /health lists for this route. */
export const checkCapabilities = [checkVariantsCapability] as const;

export function checkExtensionRoutes(app: ServiceApp, _context: RouteContext): void {
  app.post(
    CHECK_VARIANTS_PATH,
    { schema: { body: Type.Object({}) }, config: { command: 'INSPECT_VARIANTS', authorization: requires.developDisplay } },
    async (): Promise<CheckVariantListAnswer> => checkVariantList(),
  );
}
