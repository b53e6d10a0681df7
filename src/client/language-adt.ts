/**
 * ADT's language routes (any ABAP system, the embedded one included): navigation/target and code completion,
 * one typed function per endpoint, in the language service's documents and positions
 * (src/protocol/language-adt.ts maps ADT's source URIs and 1-based lines). What `abapdeck lsp` falls back to on
 * a system without the `language` capability.
 */
import type { Agent } from './agent.js';
import { adtErrorMessage } from './execution.js';
import { LanguageCallError } from './language.js';
import { documentOfUri, fragmentOf, positionOfUri, uriOfDocument } from '../protocol/language-adt.js';
import { parseXmlDocument } from '../protocol/debugger-documents.js';
import type { LanguageLocation, LanguagePosition } from '../protocol/language.js';

export interface AdtProposal {
  identifier: string;
  kind: number;
  /** Characters of the identifier typed already. */
  prefixLength: number;
}

function sourceUriOf(agent: Agent, document: string): string {
  const uri = uriOfDocument(document, agent.connection.adtPath);
  if (!uri) throw new LanguageCallError(`${document} is not the source of a class, interface or program`, 400);
  return uri;
}

async function post(agent: Agent, path: string, searchParams: Record<string, string>, source: string, accept: string) {
  const response = await agent.request('POST', agent.adtPath(path), { body: source, contentType: 'text/plain', accept, searchParams });
  if (response.status !== 200) throw new LanguageCallError(adtErrorMessage(response.body) || `HTTP ${response.status}`, response.status);
  return response.body;
}

/** POST navigation/target: the definition (or the implementation) of the name at a place of the sent source. */
export async function navigationTarget(agent: Agent, document: string, source: string, position: LanguagePosition, implementation = false): Promise<LanguageLocation | undefined> {
  const uri = `${sourceUriOf(agent, document)}${fragmentOf(position)}`;
  let body: string;
  try {
    body = await post(agent, '/navigation/target', { uri, filter: implementation ? 'implementation' : 'definition' }, source, 'application/*');
  } catch (error) {
    if (error instanceof LanguageCallError && error.status === 404) return undefined;
    throw error;
  }
  const reference = (parseXmlDocument(body)?.['objectReference'] ?? {}) as Record<string, unknown>;
  const target = String(reference['@_uri'] ?? '');
  const targetDocument = documentOfUri(target, agent.connection.adtPath);
  const start = positionOfUri(target);
  if (!targetDocument || !start) return undefined;
  return { uri: targetDocument, range: { start, end: start } };
}

/** POST abapsource/codecompletion/proposal: the proposals at a place of the sent source. */
export async function completionProposals(agent: Agent, document: string, source: string, position: LanguagePosition): Promise<AdtProposal[]> {
  const uri = `${sourceUriOf(agent, document)}${fragmentOf(position)}`;
  const body = await post(agent, '/abapsource/codecompletion/proposal', { uri, signalCompleteness: 'true' }, source, 'application/*');
  const values = (((parseXmlDocument(body)?.['abap'] ?? {}) as Record<string, unknown>)['values'] ?? {}) as Record<string, unknown>;
  const data = (values['DATA'] ?? {}) as Record<string, unknown>;
  const rows = data['SCC_COMPLETION'] === undefined ? [] : Array.isArray(data['SCC_COMPLETION']) ? data['SCC_COMPLETION'] : [data['SCC_COMPLETION']];
  return (rows as Record<string, unknown>[])
    .map((row) => ({ identifier: String(row['IDENTIFIER'] ?? ''), kind: Number(row['KIND'] ?? 0), prefixLength: Number(row['PREFIXLENGTH'] ?? 0) }))
    .filter((row) => row.identifier !== '' && row.identifier !== '@end');
}

/** POST abapsource/codecompletion/insertion: the text a proposal inserts (a method's call pattern). */
export async function completionInsertion(agent: Agent, document: string, source: string, position: LanguagePosition, identifier: string): Promise<string> {
  const uri = `${sourceUriOf(agent, document)}${fragmentOf(position)}`;
  return post(agent, '/abapsource/codecompletion/insertion', { uri, patternKey: identifier }, source, 'text/plain');
}
