import type { RouteContext, ServiceApp } from '../app.js';
import type { HealthResult } from '../../protocol/results.js';
import { syncCapabilities } from './sync-extensions.js';

/** The abapdeck extensions this service offers (protocol-notes: "abapdeck's extensions"). */
export const capabilities: readonly string[] = [...syncCapabilities];

export function healthRoute(app: ServiceApp, { version }: RouteContext): void {
  app.get('/health', { config: { command: 'HEALTH' } }, async (): Promise<HealthResult> => ({ status: 'OK', version, capabilities: [...capabilities] }));
}
