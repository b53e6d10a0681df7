import type { RouteContext, ServiceApp } from '../context.js';
import { keysToUpper, upperCaseRoutes } from '../../protocol/keys.js';
import { healthRoute } from './health.js';
import { treeRoute } from './tree.js';
import { listRoute } from './list.js';
import { syntaxRoute } from './syntax.js';
import { inspectRoute } from './inspect.js';
import { whereRoute } from './where.js';
import { viewRoute } from './view.js';
import { previewRoute } from './preview.js';
import { customizeRoute } from './customize.js';
import { createRoute } from './create.js';
import { deleteRoute } from './delete.js';
import { statusRoute } from './status.js';
import { importRoute } from './import.js';
import { pullRoute } from './pull.js';
import { syncExtensionRoutes } from './sync-extensions.js';
import { checkExtensionRoutes } from './check-variants.js';
import { inactiveRoutes, transportRoutes } from './transport.js';
import { dbviewRoute } from './dbview.js';
import { unitRoute } from './unit.js';
import { unitCoverageRoute } from './unit-coverage.js';
import { unitMethodRoute } from './unit-method.js';
import { deckStatusRoute } from './deck-status.js';
import { kernelGapsRoute } from './kernel-gaps.js';
import { dumpRoute } from './dump.js';
import { classRunRoute, programRunRoute } from './run.js';
import { discoveryRoutes } from './discovery.js';
import { debuggerRoutes } from './debugger.js';
import { languageRoute } from './language.js';
import { languageAdtRoutes } from './language-adt.js';

/** Every {base_url} route, registered in one place. */
export function serviceRoutes(app: ServiceApp, context: RouteContext): void {
  answerInRouteSpelling(app);
  healthRoute(app, context);
  treeRoute(app, context);
  listRoute(app, context);
  syntaxRoute(app, context);
  inspectRoute(app, context);
  whereRoute(app, context);
  viewRoute(app, context);
  previewRoute(app, context);
  customizeRoute(app, context);
  createRoute(app, context);
  deleteRoute(app, context);
  statusRoute(app, context);
  importRoute(app, context);
  pullRoute(app, context);
  transportRoutes(app, context);
  if (context.extensions) {
    syncExtensionRoutes(app, context);
    checkExtensionRoutes(app, context);
    inactiveRoutes(app, context);
    unitCoverageRoute(app, context);
    unitMethodRoute(app, context);
    deckStatusRoute(app, context);
    kernelGapsRoute(app, context);
  }
  dbviewRoute(app, context);
  unitRoute(app, context);
  dumpRoute(app, context);
}

/** Every {dev_api_base} route, registered in one place. */
export function adtRoutes(app: ServiceApp, context: RouteContext): void {
  classRunRoute(app, context);
  programRunRoute(app, context);
  discoveryRoutes(app, context);
  debuggerRoutes(app, context);
  languageAdtRoutes(app, context);
  if (context.extensions) languageRoute(app, context);
}

/**
 * Answers of the upper-case routes get upper-case keys, nested ones too (the system's results are written
 * in one spelling; the wire decides). Error envelopes (4xx, 5xx) keep the lower-case envelope of every route.
 */
function answerInRouteSpelling(app: ServiceApp): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const path = (request.routeOptions.url ?? '').slice(app.prefix.length);
    return reply.statusCode < 400 && upperCaseRoutes.has(`${request.method} ${path}`) ? keysToUpper(payload) : payload;
  });
}
