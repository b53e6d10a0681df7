import type { RouteContext, ServiceApp } from '../app.js';
import type { HealthResult } from '../../protocol/results.js';

export function healthRoute(app: ServiceApp, { version }: RouteContext): void {
  app.get('/health', { config: { command: 'HEALTH' } }, async (): Promise<HealthResult> => ({ status: 'OK', version }));
}
