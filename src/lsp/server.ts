/**
 * `abapdeck lsp`: a language server over stdio (vscode-languageserver) for Neovim, Helix, Emacs and VS Code.
 * Every answer comes from the system's language service (src/client/language.ts) with the editor's open
 * documents sent along, so an unsaved buffer is what is navigated and checked; diagnostics are pushed after
 * open and (debounced) after each change; the commands check, unit and pull the current file through the
 * CLI's own commands.
 */
import lsp from 'vscode-languageserver/node.js';
import type * as Lsp from 'vscode-languageserver/node.js';
import { Agent } from '../client/agent.js';
import { sessionCacheFor } from '../client/session-cache.js';
import * as language from '../client/language.js';
import { completionProposals, navigationTarget } from '../client/language-adt.js';
import { capabilities } from '../client/sync.js';
import { Documents, documentName, isAbapFile } from './documents.js';
import { formattingRulesOf } from './formatting-rules.js';
import type { LanguageServerOptions } from '../protocol/language-server.js';
import { languageCapability } from '../protocol/language.js';
import type { CompletionItem, LanguageLocation, LanguageRequest, LanguageSymbol, LanguageTextEdit, SymbolKind } from '../protocol/language.js';

const { createConnection, TextDocumentSyncKind, DiagnosticSeverity, CompletionItemKind, SymbolKind: LspSymbolKind, MarkupKind, ResponseError, ErrorCodes, ShowMessageNotification, MessageType } = lsp;

/** The commands the server offers (workspace/executeCommand) and the CLI command each one runs on the file. */
export const LSP_COMMANDS: Record<string, (file: string) => string[]> = {
  'abapdeck.check': (file) => ['syntax', '--files', file],
  'abapdeck.unit': (file) => ['unit', '--files', file],
  'abapdeck.pull': (file) => ['pull', '--files', file],
};

const COMPLETION_KINDS: Record<CompletionItem['kind'], Lsp.CompletionItemKind> = {
  method: CompletionItemKind.Method,
  attribute: CompletionItemKind.Field,
  constant: CompletionItemKind.Constant,
  type: CompletionItemKind.Struct,
  class: CompletionItemKind.Class,
  interface: CompletionItemKind.Interface,
  keyword: CompletionItemKind.Keyword,
  variable: CompletionItemKind.Variable,
  component: CompletionItemKind.Field,
  event: CompletionItemKind.Event,
};
const SYMBOL_KINDS: Record<SymbolKind, Lsp.SymbolKind> = {
  class: LspSymbolKind.Class,
  interface: LspSymbolKind.Interface,
  method: LspSymbolKind.Method,
  attribute: LspSymbolKind.Field,
  constant: LspSymbolKind.Constant,
  type: LspSymbolKind.Struct,
  variable: LspSymbolKind.Variable,
  form: LspSymbolKind.Function,
  event: LspSymbolKind.Event,
  program: LspSymbolKind.Module,
  other: LspSymbolKind.Object,
};

export async function serveLanguage(options: LanguageServerOptions): Promise<number> {
  const connection = createConnection(process.stdin, process.stdout);
  const agent = new Agent(options.connection, 30_000, { transport: 'node', session: sessionCacheFor(options.connection, options.env) });
  let documents = new Documents(options.cwd);
  let root = options.cwd;
  const debounce = options.debounceMillis ?? 250;
  const pending = new Map<string, NodeJS.Timeout>();

  const request = (uri: string, position?: Lsp.Position): LanguageRequest => ({ files: documents.openFiles(), document: documentName(uri), ...(position ? { position } : {}) });
  const toLocation = (found: LanguageLocation): Lsp.Location | undefined => {
    const uri = documents.uriOf(found.uri);
    return uri ? { uri, range: found.range } : undefined;
  };
  const toEdits = (edits: Record<string, LanguageTextEdit[]>): Lsp.WorkspaceEdit => {
    const changes: Record<string, LanguageTextEdit[]> = {};
    for (const [name, list] of Object.entries(edits)) {
      const uri = documents.uriOf(name);
      if (!uri) throw new ResponseError(ErrorCodes.InvalidRequest, `${name} is not in the working folder ${root}: the edit cannot be made here`);
      changes[uri] = list;
    }
    return { changes };
  };
  /**
   * Whether the system serves abapdeck's language routes; a system without them (a real one) is asked on ADT's
   * navigation and code-completion routes, and the rest is refused plainly.
   */
  let languageRoutes: Promise<boolean> | undefined;
  const hasLanguageRoutes = () => (languageRoutes ??= capabilities(agent).then((list) => list.includes(languageCapability), () => false));
  const refuseWithoutRoutes = async (what: string) => {
    if (!(await hasLanguageRoutes())) throw new ResponseError(ErrorCodes.InvalidRequest, `The connected system does not offer ${what} (capability ${languageCapability}): it is an abapdeck extension`);
  };
  const adtDefinition = async (uri: string, position: Lsp.Position, implementation: boolean) => {
    const found = await navigationTarget(agent, documentName(uri), documents.read(uri), position, implementation);
    return found ? (toLocation(found) ?? null) : null;
  };

  /** A call of the language service; a failure is the client's error, never the end of the server. */
  const guarded = async <T>(what: string, call: () => Promise<T>, needsRoutes = true): Promise<T> => {
    try {
      if (needsRoutes) await refuseWithoutRoutes(what);
      return await call();
    } catch (error) {
      if (error instanceof ResponseError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      options.log(`${what}: ${message}`);
      throw new ResponseError(ErrorCodes.InternalError, `${what}: ${message}`);
    }
  };

  const publishDiagnostics = async (uri: string) => {
    if (!isAbapFile(uri) || documents.text(uri) === undefined) return;
    if (!(await hasLanguageRoutes())) return;
    try {
      const found = await language.diagnostics(agent, request(uri));
      connection.sendDiagnostics({
        uri,
        diagnostics: found.map((diagnostic) => ({
          range: diagnostic.range,
          severity: diagnostic.severity === 'error' ? DiagnosticSeverity.Error : diagnostic.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
          code: diagnostic.code,
          source: 'abapdeck',
          message: diagnostic.message,
        })),
      });
    } catch (error) {
      options.log(`diagnostics of ${uri}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const scheduleDiagnostics = (uri: string, wait: number) => {
    clearTimeout(pending.get(uri));
    pending.set(uri, setTimeout(() => void publishDiagnostics(uri), wait));
  };

  connection.onInitialize((params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    if (folder?.startsWith('file:')) {
      root = new URL(folder).pathname;
      documents = new Documents(root);
    }
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Full,
        definitionProvider: true,
        implementationProvider: true,
        referencesProvider: true,
        hoverProvider: true,
        documentSymbolProvider: true,
        workspaceSymbolProvider: true,
        documentHighlightProvider: true,
        renameProvider: { prepareProvider: true },
        codeActionProvider: true,
        documentFormattingProvider: true,
        completionProvider: { triggerCharacters: ['>', '~', '-', ' '] },
        executeCommandProvider: { commands: Object.keys(LSP_COMMANDS) },
      },
      serverInfo: { name: 'abapdeck' },
    };
  });

  connection.onDidOpenTextDocument(({ textDocument }) => {
    documents.set(textDocument.uri, textDocument.text, textDocument.version);
    scheduleDiagnostics(textDocument.uri, 0);
  });
  connection.onDidChangeTextDocument(({ textDocument, contentChanges }) => {
    const last = contentChanges[contentChanges.length - 1];
    if (last && !('range' in last && last.range)) documents.set(textDocument.uri, last.text, textDocument.version);
    scheduleDiagnostics(textDocument.uri, debounce);
  });
  connection.onDidCloseTextDocument(({ textDocument }) => {
    documents.close(textDocument.uri);
    clearTimeout(pending.get(textDocument.uri));
    connection.sendDiagnostics({ uri: textDocument.uri, diagnostics: [] });
  });

  connection.onDefinition(({ textDocument, position }) =>
    guarded('definition', async () => {
      if (!(await hasLanguageRoutes())) return adtDefinition(textDocument.uri, position, false);
      const found = await language.definition(agent, request(textDocument.uri, position));
      return found ? (toLocation(found) ?? null) : null;
    }, false),
  );
  connection.onImplementation(({ textDocument, position }) =>
    guarded('implementation', async () => {
      if (!(await hasLanguageRoutes())) return adtDefinition(textDocument.uri, position, true);
      return (await language.implementation(agent, request(textDocument.uri, position))).flatMap((found) => toLocation(found) ?? []);
    }, false),
  );
  connection.onReferences(({ textDocument, position }) =>
    guarded('references', async () => (await language.references(agent, request(textDocument.uri, position))).flatMap((found) => toLocation(found) ?? [])),
  );
  connection.onDocumentHighlight(({ textDocument, position }) =>
    guarded('highlight', async () => (await language.highlight(agent, request(textDocument.uri, position))).map((range) => ({ range }))),
  );
  connection.onHover(({ textDocument, position }) =>
    guarded('hover', async () => {
      const found = await language.hover(agent, request(textDocument.uri, position));
      return found ? { contents: { kind: MarkupKind.Markdown, value: found.contents } } : null;
    }),
  );
  connection.onDocumentSymbol(({ textDocument }) => guarded('symbols', async () => (await language.documentSymbols(agent, request(textDocument.uri))).map(documentSymbol)));
  connection.onWorkspaceSymbol(({ query }) =>
    guarded('workspace symbols', async () =>
      (await language.workspaceSymbols(agent, query)).map((found) => ({ name: found.name, kind: SYMBOL_KINDS[found.kind], location: toLocation(found.location) ?? { uri: `abapdeck:/${found.location.uri}`, range: found.location.range } })),
    ),
  );
  connection.onPrepareRename(({ textDocument, position }) =>
    guarded('rename', async () => {
      const prepared = await language.prepareRename(agent, request(textDocument.uri, position));
      if (prepared.refused) throw new ResponseError(ErrorCodes.InvalidRequest, prepared.refused);
      return prepared.range ? { range: prepared.range, placeholder: prepared.placeholder ?? '' } : null;
    }),
  );
  connection.onRenameRequest(({ textDocument, position, newName }) =>
    guarded('rename', async () => {
      const result = await language.rename(agent, request(textDocument.uri, position), newName);
      if (result.refused) throw new ResponseError(ErrorCodes.InvalidRequest, result.refused);
      return toEdits(result.edits);
    }),
  );
  connection.onCodeAction(({ textDocument, range }) =>
    guarded('code actions', async () =>
      (await language.codeActions(agent, request(textDocument.uri), range)).flatMap((action) => {
        try {
          return [{ title: action.title, kind: 'quickfix', edit: toEdits(action.edits) }];
        } catch {
          return [];
        }
      }),
    ),
  );
  connection.onDocumentFormatting(({ textDocument }) => guarded('formatting', async () => language.formatting(agent, request(textDocument.uri), formattingRulesOf(root))));
  connection.onCompletion(({ textDocument, position }) =>
    guarded('completion', async () => {
      if (!(await hasLanguageRoutes())) {
        const proposals = await completionProposals(agent, documentName(textDocument.uri), documents.read(textDocument.uri), position);
        return proposals.map((proposal) => ({
          label: proposal.identifier,
          textEdit: { range: { start: { line: position.line, character: Math.max(0, position.character - proposal.prefixLength) }, end: position }, newText: proposal.identifier },
        }));
      }
      const { items, replace } = await language.completion(agent, request(textDocument.uri, position));
      return items.map((item) => ({ label: item.label, kind: COMPLETION_KINDS[item.kind], detail: item.detail, textEdit: { range: replace, newText: item.insertText } }));
    }, false),
  );
  connection.onExecuteCommand(({ command, arguments: args }) =>
    guarded(command, async () => {
      const argvOf = LSP_COMMANDS[command];
      const uri = typeof args?.[0] === 'string' ? args[0] : undefined;
      if (!argvOf || !uri?.startsWith('file:')) throw new ResponseError(ErrorCodes.InvalidParams, `${command} needs the file URI of a document as its argument`);
      const { exitCode, output } = await options.runCommand(argvOf(new URL(uri).pathname));
      // a notification, not a request: a client that cannot answer requests must not take the server down
      void connection.sendNotification(ShowMessageNotification.type, {
        type: exitCode === 0 ? MessageType.Info : MessageType.Error,
        message: output.trim().split('\n').slice(-3).join('\n') || `${command}: exit code ${exitCode}`,
      });
      if (command === 'abapdeck.check') await publishDiagnostics(uri);
      return { exitCode, output };
    }, false),
  );

  return new Promise<number>((resolve) => {
    let shutDown = false;
    connection.onShutdown(() => {
      shutDown = true;
      for (const timer of pending.values()) clearTimeout(timer);
    });
    connection.onExit(() => resolve(shutDown ? 0 : 1));
    connection.listen();
  });
}

function documentSymbol(found: LanguageSymbol): Lsp.DocumentSymbol {
  return { name: found.name, kind: SYMBOL_KINDS[found.kind], range: found.range, selectionRange: found.range, children: found.children.map(documentSymbol) };
}
