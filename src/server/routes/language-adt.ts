/**
 * ADT's language routes on the embedded system, answered in ADT's documents as ADT clients (abap-adt-api's
 * findDefinition, codeCompletion, codeCompletionFull, usageReferences, usageReferenceSnippets) read them:
 *
 *   POST {dev_api_base}/navigation/target?uri=<source>#start=l,c&filter=definition|implementation  (body: the editor's source)
 *   POST {dev_api_base}/abapsource/codecompletion/proposal?uri=<source>#start=l,c                  (body: the editor's source)
 *   POST {dev_api_base}/abapsource/codecompletion/insertion?uri=<source>#start=l,c&patternKey=<identifier>
 *   POST {dev_api_base}/repository/informationsystem/usageReferences?uri=<object or source>[#start=l,c]
 *   POST {dev_api_base}/repository/informationsystem/usageSnippets                                  (body: object identifiers)
 *
 * Lines are ADT's (from 1), columns from 0. The sent source is the open file of the URI's document.
 */
import { Type } from '#typebox';
import type { FastifyReply } from '#fastify';
import type { RouteContext, ServiceApp } from '../context.js';
import { requires } from '../context.js';
import { escapeXml, ServiceError } from '../errors.js';
import { LANGUAGE_BODY_LIMIT } from './language.js';
import { boundSyntaxRequest } from '../work-limits.js';
import { documentOfUri, fragmentOf, positionOfUri, uriOfDocument } from '../../protocol/language-adt.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { parseXmlDocument } from '../../protocol/debugger-documents.js';
import { languageMessages, type UsageLine } from '../../system/language/index.js';
import type { CompletionItem, CompletionResult, LanguageLocation, LanguageOperation, LanguageRequest } from '../../protocol/language.js';
import type { EmbeddedSystem } from '../../system/system.js';
import { WHERE_MAX_LIMIT } from '../../protocol/checks.js';

const uriQuery = Type.String({ minLength: 1, maxLength: 1000 });
const navigationQuery = Type.Object({ uri: uriQuery, filter: Type.Optional(Type.String({ maxLength: 40 })) });
const proposalQuery = Type.Object({ uri: uriQuery, signalCompleteness: Type.Optional(Type.String({ maxLength: 10 })) });
const insertionQuery = Type.Object({ uri: uriQuery, patternKey: Type.String({ maxLength: 200 }) });
const referencesQuery = Type.Object({ uri: uriQuery });

/** SCC_COMPLETION's KIND per kind of proposal. */
const COMPLETION_KINDS: Record<CompletionItem['kind'], number> = { keyword: 0, variable: 1, method: 2, attribute: 3, constant: 4, type: 5, class: 6, interface: 7, component: 8, event: 9 };
/** Object identifiers of usage snippets: `<TYPE> <NAME>;<searched URI>`. */
const IDENTIFIER = /^([A-Z0-9]{4}) ([^;]+);(.+)$/;
const MAX_SNIPPET_IDENTIFIERS = 200;

export function languageAdtRoutes(app: ServiceApp, { system }: RouteContext): void {
  const base = app.prefix || '/sap/bc/adt';
  // abap-adt-api sends completion and usage requests as `application/*`
  app.addContentTypeParser(/^application\/\*/, { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const config = (command: string) => ({ command, authorization: requires.developDisplay });
  const requestAt = (uri: string, body: unknown): LanguageRequest & { position: NonNullable<LanguageRequest['position']> } => {
    const document = documentOfUri(uri, base);
    if (!document) throw new ServiceError(400, languageMessages.unknownUri(uri));
    const source = typeof body === 'string' && body.trim() !== '' ? body : undefined;
    const files = source === undefined ? [] : [{ name: document, source }];
    boundSyntaxRequest(files.map((file) => ({ type: 'FILE', name: file.name, source: file.source })));
    return { files, document, position: positionOfUri(uri) ?? { line: 0, character: 0 } };
  };

  app.post('/navigation/target', { bodyLimit: LANGUAGE_BODY_LIMIT, schema: { querystring: navigationQuery }, config: config('NAVIGATION') }, async (request, reply) => {
    const at = requestAt(request.query.uri, request.body);
    const found = request.query.filter === 'implementation' ? (await ask<LanguageLocation[]>(system, 'implementation', at))[0] : await ask<LanguageLocation | null>(system, 'definition', at);
    const target = found ?? undefined;
    if (!target) throw new ServiceError(404, `No ${request.query.filter === 'implementation' ? 'implementation' : 'definition'} found at ${request.query.uri}`, {}, undefined, 'ExceptionResourceNotFound');
    return xml(reply, objectReference(base, target));
  });

  app.post('/abapsource/codecompletion/proposal', { bodyLimit: LANGUAGE_BODY_LIMIT, schema: { querystring: proposalQuery }, config: config('CODECOMPLETION') }, async (request, reply) => {
    const at = requestAt(request.query.uri, request.body);
    const { items, replace } = await ask<CompletionResult>(system, 'completion', at);
    const prefix = replace.end.character - replace.start.character;
    const rows = items.map((item) => completionRow(item, prefix));
    if (request.query.signalCompleteness === 'true') rows.push(completionRow({ label: '@end', kind: 'keyword', detail: '', insertText: '' }, 0));
    return xml(reply, `<asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0"><asx:values><DATA>${rows.join('')}</DATA></asx:values></asx:abap>`);
  });

  app.post('/abapsource/codecompletion/insertion', { bodyLimit: LANGUAGE_BODY_LIMIT, schema: { querystring: insertionQuery }, config: config('CODECOMPLETION') }, async (request, reply) => {
    const at = requestAt(request.query.uri, request.body);
    const wanted = request.query.patternKey.toLowerCase();
    const item = (await ask<CompletionResult>(system, 'completion', at)).items.find((candidate) => candidate.label.toLowerCase() === wanted);
    return reply.code(200).type('text/plain; charset=utf-8').send(item?.insertText ?? request.query.patternKey);
  });

  app.post('/repository/informationsystem/usageReferences', { bodyLimit: 64 * 1024, schema: { querystring: referencesQuery }, config: config('USAGEREFERENCES') }, async (request, reply) => {
    const uri = request.query.uri;
    const users = await usersOf(system, base, uri);
    const objects = users.map(
      (user) =>
        `<usageReferences:referencedObject uri="${escapeXml(user.uri)}" parentUri="${escapeXml(user.packageUri)}" isResult="true" canHaveChildren="false" usageInformation="gradeDirect,includeProductive">` +
        `<usageReferences:adtObject adtcore:name="${escapeXml(user.name)}" adtcore:type="${escapeXml(user.adtType)}" adtcore:responsible="">` +
        `<adtcore:packageRef adtcore:uri="${escapeXml(user.packageUri)}" adtcore:name="${escapeXml(user.packageName)}"/>` +
        `</usageReferences:adtObject><objectIdentifier>${escapeXml(`${user.type} ${user.name};${uri}`)}</objectIdentifier></usageReferences:referencedObject>`,
    );
    return xml(
      reply,
      `<usageReferences:usageReferenceResult xmlns:usageReferences="http://www.sap.com/adt/ris/usageReferences" xmlns:adtcore="http://www.sap.com/adt/core" numberOfResults="${users.length}" resultDescription="">` +
        `<usageReferences:referencedObjects>${objects.join('')}</usageReferences:referencedObjects></usageReferences:usageReferenceResult>`,
    );
  });

  app.post('/repository/informationsystem/usageSnippets', { bodyLimit: 1024 * 1024, config: config('USAGESNIPPETS') }, async (request, reply) => {
    const identifiers = snippetIdentifiers(request.body);
    const objects: string[] = [];
    for (const identifier of identifiers) {
      const match = IDENTIFIER.exec(identifier);
      const snippets = match ? await snippetsOf(system, base, match[3]!, match[1]!, match[2]!) : [];
      objects.push(
        `<usageReferences:codeSnippetObject><objectIdentifier>${escapeXml(identifier)}</objectIdentifier><usageReferences:codeSnippets>` +
        snippets
          .map((snippet) => `<usageReferences:codeSnippet uri="${escapeXml(snippet.uri)}" matches="${snippet.matches}"><content>${escapeXml(snippet.content)}</content><description>${escapeXml(snippet.description)}</description></usageReferences:codeSnippet>`)
          .join('') +
        `</usageReferences:codeSnippets></usageReferences:codeSnippetObject>`,
      );
    }
    return xml(reply, `<usageReferences:usageSnippetResult xmlns:usageReferences="http://www.sap.com/adt/ris/usageReferences"><usageReferences:codeSnippetObjects>${objects.join('')}</usageReferences:codeSnippetObjects></usageReferences:usageSnippetResult>`);
  });
}

function xml(reply: FastifyReply, document: string): FastifyReply {
  return reply.code(200).type('application/xml; charset=utf-8').send(`<?xml version="1.0" encoding="utf-8"?>${document}`);
}

function objectReference(base: string, target: LanguageLocation): string {
  const object = objectFromFileName(target.uri);
  const uri = `${uriOfDocument(target.uri, base) ?? target.uri}${fragmentOf(target.range.start)}`;
  return `<adtcore:objectReference xmlns:adtcore="http://www.sap.com/adt/core" adtcore:uri="${escapeXml(uri)}" adtcore:type="${escapeXml(adtTypeOf(object?.type ?? ''))}" adtcore:name="${escapeXml(object?.name ?? '')}"/>`;
}

function completionRow(item: CompletionItem, prefix: number): string {
  const fields: [string, string | number][] = [
    ['KIND', COMPLETION_KINDS[item.kind]], ['IDENTIFIER', item.label], ['ICON', 0], ['SUBICON', 0], ['BOLD', 0], ['COLOR', 0], ['QUICKINFO_EVENT', 1],
    ['INSERT_EVENT', item.kind === 'method' ? 1 : 0], ['IS_META', 0], ['PREFIXLENGTH', prefix], ['ROLE', 0], ['LOCATION', 0], ['GRADE', 0], ['VISIBILITY', 0], ['IS_INHERITED', 0],
    ['PROP1', 0], ['PROP2', 0], ['PROP3', 0], ['SYNTCNTXT', 0],
  ];
  return `<SCC_COMPLETION>${fields.map(([key, value]) => `<${key}>${escapeXml(String(value))}</${key}>`).join('')}</SCC_COMPLETION>`;
}

function adtTypeOf(type: string): string {
  return type === 'CLAS' ? 'CLAS/OC' : type === 'INTF' ? 'INTF/OI' : type === 'PROG' ? 'PROG/P' : type;
}

interface User {
  type: string;
  name: string;
  adtType: string;
  uri: string;
  packageName: string;
  packageUri: string;
}

/**
 * The objects that use what the URI names: with a position, the uses of the name there (the language
 * engine's references); without one, the uses of the whole object (the where-used engine).
 */
async function usersOf(system: EmbeddedSystem, base: string, uri: string): Promise<User[]> {
  const user = (type: string, name: string): User => {
    const packageName = system.objects.get(type, name)?.package ?? '';
    const main = uriOfDocument(`${name.toLowerCase().replaceAll('/', '#')}.${type.toLowerCase()}.abap`, base) ?? '';
    return { type, name, adtType: adtTypeOf(type), uri: main, packageName, packageUri: packageName ? `${base}/packages/${encodeURIComponent(packageName.toLowerCase())}` : '' };
  };
  const document = documentOfUri(uri, base);
  const position = positionOfUri(uri);
  if (document && position) {
    const own = objectFromFileName(document);
    const keys = new Map<string, User>();
    for (const place of await ask<LanguageLocation[]>(system, 'references', { document, position })) {
      const object = objectFromFileName(place.uri);
      if (!object || (own && object.type === own.type && object.name === own.name)) continue;
      keys.set(`${object.type} ${object.name}`, user(object.type, object.name));
    }
    return [...keys.values()];
  }
  const object = document ? objectFromFileName(document) : undefined;
  if (!object) throw new ServiceError(400, languageMessages.unknownUri(uri));
  const found = await system.checkWorkers.whereUsed({ objects: [object.name], type: object.type, limit: WHERE_MAX_LIMIT });
  if (!found.success) throw new ServiceError(404, found.error, {}, undefined, 'ExceptionResourceNotFound');
  const keys = new Map<string, User>();
  for (const reference of found.objects.flatMap((entry) => entry.references)) keys.set(`${reference.object_type} ${reference.object}`, user(reference.object_type, reference.object));
  return [...keys.values()];
}

interface Snippet {
  uri: string;
  matches: string;
  content: string;
  description: string;
}

/** The lines of one using object where the searched name or object is used. */
async function snippetsOf(system: EmbeddedSystem, base: string, searched: string, type: string, name: string): Promise<Snippet[]> {
  const document = documentOfUri(searched, base);
  if (!document) return [];
  const answer = await system.checkWorkers.language({ operation: 'usage-lines', input: { document, position: positionOfUri(searched) } });
  if (!answer.known) return [];
  return (answer.result as UsageLine[])
    .filter((place) => {
      const object = objectFromFileName(place.uri);
      return object?.type === type && object.name === name;
    })
    .map((place) => ({
      uri: `${uriOfDocument(place.uri, base) ?? place.uri}${fragmentOf(place.range.start)}`,
      matches: `${place.range.start.character}-${place.range.end.character}`,
      content: place.text.trim(),
      description: place.text.trim(),
    }));
}

/** An operation of the language service on a check worker; a document the system does not know is ADT's 404. */
async function ask<T>(system: EmbeddedSystem, operation: LanguageOperation, input: LanguageRequest): Promise<T> {
  const answer = await system.checkWorkers.language({ operation, input });
  if (!answer.known) throw new ServiceError(404, languageMessages.unknownDocument(input.document), {}, undefined, 'ExceptionResourceNotFound');
  return answer.result as T;
}

function snippetIdentifiers(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  let parsed;
  try {
    parsed = parseXmlDocument(body);
  } catch {
    throw new ServiceError(400, 'The usage snippet request is not well-formed XML');
  }
  const request = (parsed?.['usageSnippetRequest'] ?? {}) as Record<string, unknown>;
  const list = (request['objectIdentifiers'] ?? {}) as Record<string, unknown>;
  const raw = list['objectIdentifier'];
  const entries = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const identifiers = entries.map((entry) => (typeof entry === 'object' && entry !== null ? String((entry as Record<string, unknown>)['#text'] ?? '') : String(entry))).filter((text) => text !== '');
  if (identifiers.length > MAX_SNIPPET_IDENTIFIERS) throw new ServiceError(413, `The request names ${identifiers.length} objects; the limit is ${MAX_SNIPPET_IDENTIFIERS} per request`);
  return identifiers;
}
