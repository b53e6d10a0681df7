import { runProfileCapability } from '../../protocol/profile.js';
import type { RouteContext, ServiceApp } from '../context.js';
import type { HealthResult } from '../../protocol/results.js';
import { syncCapabilities } from './sync-extensions.js';
import { checkCapabilities } from './check-variants.js';
import { unitCoverageCapabilities } from './unit-coverage.js';
import { unitMethodCapabilities } from './unit-method.js';
import { inactiveCapability } from '../../protocol/transports.js';
import { deckStatusCapability } from '../../protocol/deck-status.js';
import { kernelGapsCapability } from '../../protocol/kernel-gaps.js';
import { languageCapability } from '../../protocol/language.js';
import { debuggerChangedValuesCapability } from '../../protocol/debugger.js';
import { debuggerConditionCapability } from '../../protocol/debugger-condition.js';

/** The abapdeck extensions this service offers (protocol-notes: "abapdeck's extensions"). */
export const capabilities: readonly string[] = [...syncCapabilities, inactiveCapability, ...checkCapabilities, ...unitCoverageCapabilities, ...unitMethodCapabilities, deckStatusCapability, debuggerChangedValuesCapability, debuggerConditionCapability, kernelGapsCapability, languageCapability, runProfileCapability];

export function healthRoute(app: ServiceApp, { version, extensions }: RouteContext): void {
  // a system of the public implementation sends no capabilities at all
  app.get('/health', { config: { command: 'HEALTH' } }, async (): Promise<HealthResult> => (extensions ? { status: 'OK', version, capabilities: [...capabilities] } : { status: 'OK', version }));
}
