import type { RouteContext, ServiceApp } from '../context.js';
import { element, renderXml, text, type XmlElement } from '../../protocol/debugger-xml-writer.js';
import { debuggerMedia } from '../../protocol/debugger.js';

interface Collection {
  href: string;
  title: string;
  accept?: string;
  category: string;
  scheme: string;
  templates?: Array<{ rel: string; template: string }>;
}

interface Workspace {
  title: string;
  collections: Collection[];
}

/** What the developer API of the embedded system offers (relative to {dev_api_base}). */
const workspaces: Workspace[] = [
  {
    title: 'Debugger',
    collections: [
      { href: '/debugger/breakpoints', title: 'Breakpoints', accept: 'application/xml', category: 'breakpoints', scheme: 'http://www.sap.com/adt/categories/debugger' },
      { href: '/debugger/listeners', title: 'Listeners', category: 'listeners', scheme: 'http://www.sap.com/adt/categories/debugger' },
      {
        href: '/debugger',
        title: 'Debugger',
        accept: debuggerMedia.childVariables,
        category: 'debugger',
        scheme: 'http://www.sap.com/adt/categories/debugger',
        templates: ['attach', 'stepOver', 'stepInto', 'stepReturn', 'stepContinue', 'getStack', 'getChildVariables', 'getVariables', 'terminateDebuggee'].map((method) => ({
          rel: `http://www.sap.com/adt/relations/debugger/${method}`,
          template: `/debugger?method=${method}`,
        })),
      },
      { href: '/debugger/stack', title: 'Stack', category: 'stack', scheme: 'http://www.sap.com/adt/categories/debugger' },
    ],
  },
  {
    title: 'Run',
    collections: [
      { href: '/oo/classrun', title: 'Class run', category: 'classrun', scheme: 'http://www.sap.com/adt/categories/oo' },
      { href: '/programs/programrun', title: 'Program run', accept: 'application/vnd.sap.adt.programs.programRun+xml', category: 'programrun', scheme: 'http://www.sap.com/adt/categories/programs' },
    ],
  },
];

function collectionElement(base: string, collection: Collection): XmlElement {
  return element(
    'app:collection',
    { href: `${base}${collection.href}` },
    element('atom:title', {}, text(collection.title)),
    collection.accept ? element('app:accept', {}, text(collection.accept)) : undefined,
    element('atom:category', { term: collection.category, scheme: collection.scheme }),
    collection.templates
      ? element('adtcomp:templateLinks', {}, ...collection.templates.map((link) => element('adtcomp:templateLink', { rel: link.rel, template: `${base}${link.template}` })))
      : undefined,
  );
}

function serviceDocument(base: string, documentWorkspaces: readonly Workspace[]): string {
  return renderXml(
    element(
      'app:service',
      { 'xmlns:app': 'http://www.w3.org/2007/app', 'xmlns:atom': 'http://www.w3.org/2005/Atom', 'xmlns:adtcomp': 'http://www.sap.com/adt/compatibility' },
      ...documentWorkspaces.map((workspace) =>
        element('app:workspace', {}, element('atom:title', {}, text(workspace.title)), ...workspace.collections.map((c) => collectionElement(base, c))),
      ),
    ),
  );
}

/** The Atom service document real clients read after logging in ({dev_api_base}/discovery). */
export function discoveryDocument(base: string): string {
  return serviceDocument(base, workspaces);
}

/**
 * {dev_api_base}/core/discovery: the same collections, one workspace each, as real systems answer it
 * (abap-adt-api's adtCoreDiscovery reads a single collection per workspace; ABAP FS calls it before attaching).
 */
export function coreDiscoveryDocument(base: string): string {
  return serviceDocument(
    base,
    workspaces.flatMap((workspace) => workspace.collections.map((collection) => ({ title: collection.title, collections: [collection] }))),
  );
}

/**
 * GET {dev_api_base}/discovery (and /core/discovery) and /compatibility/graph: what real development-tool
 * clients read to log in (they fetch the CSRF token on these GETs) before using the debugger.
 */
export function discoveryRoutes(app: ServiceApp, _context: RouteContext): void {
  const base = (url: string) => url.split('?')[0]!.replace(/\/(core\/)?discovery$|\/compatibility\/graph$/, '');
  app.get('/discovery', { config: { command: 'DISCOVERY' } }, async (request, reply) =>
    reply.code(200).type('application/atomsvc+xml').send(discoveryDocument(base(request.url))),
  );
  app.get('/core/discovery', { config: { command: 'DISCOVERY' } }, async (request, reply) =>
    reply.code(200).type('application/atomsvc+xml').send(coreDiscoveryDocument(base(request.url))),
  );
  app.get('/compatibility/graph', { config: { command: 'COMPATIBILITY' } }, async (_request, reply) =>
    reply
      .code(200)
      .type('application/xml')
      .send(renderXml(element('compatibility:graph', { 'xmlns:compatibility': 'http://www.sap.com/adt/compatibility' }, element('nodes'), element('edges')))),
  );
}
