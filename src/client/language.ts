/**
 * The language service of a system (src/protocol/language.ts): one typed function per operation of
 * POST {dev_api_base}/deck/language/<operation>, each sending the open files with the document and place.
 * A system without the routes (capability `language`) answers 404: LanguageCallError says so plainly.
 */
import type { Agent } from './agent.js';
import { adtErrorMessage } from './execution.js';
import {
  LANGUAGE_PATH,
  type CompletionResult,
  type FormattingRules,
  type LanguageCodeAction,
  type LanguageDiagnostic,
  type LanguageHover,
  type LanguageLocation,
  type LanguageOperation,
  type LanguageRange,
  type LanguageRequest,
  type LanguageResults,
  type LanguageRouteBody,
  type LanguageSymbol,
  type LanguageTextEdit,
  type PrepareRenameResult,
  type RenameResult,
  type WorkspaceSymbol,
} from '../protocol/language.js';

export class LanguageCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<Operation extends LanguageOperation>(agent: Agent, operation: Operation, body: LanguageRouteBody): Promise<LanguageResults[Operation]> {
  const response = await agent.request('POST', agent.adtPath(`${LANGUAGE_PATH}/${operation}`), { json: body, accept: 'application/json' });
  if (response.status !== 200) throw new LanguageCallError(adtErrorMessage(response.body) || `HTTP ${response.status}`, response.status);
  return (JSON.parse(response.body) as { result: LanguageResults[Operation] }).result;
}

export const definition = (agent: Agent, request: LanguageRequest): Promise<LanguageLocation | null> => call(agent, 'definition', request);
export const implementation = (agent: Agent, request: LanguageRequest): Promise<LanguageLocation[]> => call(agent, 'implementation', request);
export const references = (agent: Agent, request: LanguageRequest): Promise<LanguageLocation[]> => call(agent, 'references', request);
export const highlight = (agent: Agent, request: LanguageRequest): Promise<LanguageRange[]> => call(agent, 'highlight', request);
export const hover = (agent: Agent, request: LanguageRequest): Promise<LanguageHover | null> => call(agent, 'hover', request);
export const documentSymbols = (agent: Agent, request: LanguageRequest): Promise<LanguageSymbol[]> => call(agent, 'symbols', request);
export const workspaceSymbols = (agent: Agent, query: string): Promise<WorkspaceSymbol[]> => call(agent, 'workspace-symbols', { document: '', query });
export const prepareRename = (agent: Agent, request: LanguageRequest): Promise<PrepareRenameResult> => call(agent, 'prepare-rename', request);
export const rename = (agent: Agent, request: LanguageRequest, newName: string): Promise<RenameResult> => call(agent, 'rename', { ...request, newName });
export const codeActions = (agent: Agent, request: LanguageRequest, range: LanguageRange): Promise<LanguageCodeAction[]> => call(agent, 'code-actions', { ...request, range });
export const diagnostics = (agent: Agent, request: LanguageRequest): Promise<LanguageDiagnostic[]> => call(agent, 'diagnostics', request);
export const formatting = (agent: Agent, request: LanguageRequest, rules?: FormattingRules): Promise<LanguageTextEdit[]> => call(agent, 'formatting', { ...request, ...(rules ? { rules } : {}) });
export const completion = (agent: Agent, request: LanguageRequest): Promise<CompletionResult> => call(agent, 'completion', request);
