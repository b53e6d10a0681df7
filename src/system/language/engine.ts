/**
 * The language service of the embedded system (issue 36): one engine over the active registry plus the
 * files a client sends, for every face (the dev API routes, the ADT routes, and through them the TUI and
 * `abapdeck lsp`). Navigation, hover, symbols, highlight, rename, code actions and formatting are abaplint's
 * LanguageServer over the request's view; completion is completion.ts; diagnostics run the syntax rules
 * and the standard check variant through the same overlay the syntax check and inspect use.
 */
import { LanguageServer, type IRegistry, type Issue } from '#abaplint/core';
import type { ActiveRegistry } from '../checks/active-registry.js';
import { cachedConfig, syntaxRules } from '../checks/check-config.js';
import { DEFAULT_VARIANT_NAME, builtinVariant } from '../checks/check-variants.js';
import { OverlayRegistry } from '../checks/overlay-registry.js';
import { usesOfDefinition, type NamePlace } from '../checks/where-used.js';
import { complete } from './completion.js';
import { abapDocAbove, formattingConfig } from './language-files.js';
import { openObjects, languageView } from './open-files.js';
import { languageMessages } from './messages.js';
import type { HomeOf } from './repository-scope.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import type {
  CompletionResult,
  DiagnosticSeverity,
  FormattingRules,
  LanguageCodeAction,
  LanguageDiagnostic,
  LanguageHover,
  LanguageLocation,
  LanguagePosition,
  LanguageRange,
  LanguageRequest,
  LanguageSymbol,
  LanguageTextEdit,
  PrepareRenameResult,
  RenameResult,
  SymbolKind,
  WorkspaceSymbol,
} from '../../protocol/language.js';

/** What abaplint's LanguageServer answers with, in the shapes this engine reads. */
interface LspTextEdit {
  range: LanguageRange;
  newText: string;
}
interface LspWorkspaceEdit {
  changes?: Record<string, LspTextEdit[]>;
  documentChanges?: ({ textDocument: { uri: string }; edits: LspTextEdit[] } | { kind: string; oldUri?: string; uri?: string })[];
}
interface LspSymbol {
  name: string;
  kind: number;
  range: LanguageRange;
  children?: LspSymbol[];
}

const SYMBOL_KINDS: Record<number, SymbolKind> = { 2: 'program', 5: 'class', 6: 'method', 7: 'attribute', 8: 'attribute', 9: 'method', 11: 'interface', 12: 'form', 13: 'variable', 14: 'constant', 23: 'type', 24: 'event', 26: 'type' };
const WORKSPACE_SYMBOL_LIMIT = 200;

export class LanguageEngine {
  /** `homeOf` tells the repository of an object, for the rename's refusals (none known: every object is inside). */
  constructor(
    private readonly active: ActiveRegistry,
    private readonly homeOf: HomeOf = () => undefined,
  ) {}

  /** Whether the document is one of the sent files or a file of an active object. */
  knows(request: LanguageRequest): boolean {
    const wanted = request.document.toLowerCase();
    if ((request.files ?? []).some((file) => file.name.toLowerCase() === wanted)) return true;
    return this.active.ready().getFileByName(request.document) !== undefined;
  }

  definition(request: LanguageRequest): LanguageLocation | undefined {
    const found = this.server(request).gotoDefinition(this.at(request));
    return found ? location(found) : undefined;
  }

  /** Interface methods and redefined methods: the implementing methods. */
  implementation(request: LanguageRequest): LanguageLocation[] {
    return this.server(request).implementation(this.at(request)).map(location);
  }

  /**
   * The uses of the name at the position across the system, from the where-used engine (checks/where-used.ts): the
   * definition abaplint finds there, then every place the syntax check resolved to it.
   */
  references(request: LanguageRequest): LanguageLocation[] {
    const view = this.view(request);
    const definition = new LanguageServer(view).gotoDefinition(this.at(request));
    if (!definition) return [];
    const { start, end } = definition.range;
    const name = view.getFileByName(definition.uri)?.getRawRows()[start.line]?.slice(start.character, end.line === start.line ? end.character : undefined) ?? '';
    return usesOfDefinition(view, { filename: definition.uri, row: start.line + 1, col: start.character + 1, name }).map(placeLocation).sort(byPlace);
  }

  /** The places of the name under the cursor in its own document: its definition and its uses (abaplint's is empty). */
  highlight(request: LanguageRequest): LanguageRange[] {
    const definition = this.server(request).gotoDefinition(this.at(request));
    const places = [...(definition ? [location(definition)] : []), ...this.references(request)];
    const own = places.filter((place) => place.uri.toLowerCase() === request.document.toLowerCase()).sort(byPlace);
    return own.filter((place, index) => index === 0 || byPlace(place, own[index - 1]!) !== 0).map((place) => place.range);
  }

  /** abaplint's hover (kind, name, type, signature) with the ABAP Doc written above the definition. */
  hover(request: LanguageRequest): LanguageHover | undefined {
    const view = this.view(request);
    const server = new LanguageServer(view);
    const found = server.hover(this.at(request));
    if (!found) return undefined;
    const value = typeof found.contents === 'string' ? found.contents : 'value' in found.contents ? found.contents.value : '';
    const definition = server.gotoDefinition(this.at(request));
    const doc = definition ? abapDocAbove(view, definition.uri, definition.range.start.line) : '';
    return { contents: doc ? `${doc}\n\n---\n\n${value}` : value };
  }

  symbols(request: LanguageRequest): LanguageSymbol[] {
    return (this.server(request).documentSymbol({ textDocument: { uri: request.document } }) as LspSymbol[]).map(symbol);
  }

  /** The classes, interfaces and programs of the system (and the sent files) whose name contains the query. */
  workspaceSymbols(query: string, files: LanguageRequest['files'] = []): WorkspaceSymbol[] {
    const view = languageView(this.active, files ?? []);
    const wanted = query.trim().toUpperCase();
    const found: WorkspaceSymbol[] = [];
    for (const object of view.getObjects()) {
      if (found.length >= WORKSPACE_SYMBOL_LIMIT) break;
      if (view.isDependency(object) || !object.getName().includes(wanted)) continue;
      const kind: SymbolKind | undefined = object.getType() === 'CLAS' ? 'class' : object.getType() === 'INTF' ? 'interface' : object.getType() === 'PROG' ? 'program' : undefined;
      const file = object.getFiles().find((candidate) => candidate.getFilename().toLowerCase().endsWith('.abap'));
      if (!kind || !file) continue;
      const start = { line: 0, character: 0 };
      found.push({ name: object.getName(), kind, location: { uri: file.getFilename(), range: { start, end: start } } });
    }
    return found.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Where a rename would start and what it replaces, or why it cannot be done here. */
  prepareRename(request: LanguageRequest): PrepareRenameResult {
    const view = this.view(request);
    const server = new LanguageServer(view);
    const prepared = server.prepareRename(this.at(request));
    if (!prepared) return { refused: languageMessages.nothingToRename };
    const definition = server.gotoDefinition(this.at(request));
    if (definition && view.isFileDependency(definition.uri)) return { refused: languageMessages.renameInKernel(prepared.placeholder, definition.uri) };
    const repository = this.repositoryOf(request.document, definition?.uri);
    const declared = definition ? this.outside(definition.uri, repository) : undefined;
    if (declared) return { refused: languageMessages.declaredOutside(prepared.placeholder, declared.object, declared.package, repository!) };
    return { range: prepared.range, placeholder: prepared.placeholder };
  }

  /**
   * Every edit of a rename across the objects, or the reason it is refused: nothing renamable at the place,
   * a name the kernel defines or uses, a name declared or used outside the repository of the document (another
   * repository's API, or a use there that the rename would break), or an object name (which renames files, not text).
   */
  rename(request: LanguageRequest, newName: string): RenameResult {
    if (!/^[A-Za-z_/][A-Za-z0-9_/]*$/.test(newName) || newName.length > 61) return { edits: {}, refused: languageMessages.badNewName(newName) };
    const prepared = this.prepareRename(request);
    if (prepared.refused) return { edits: {}, refused: prepared.refused };
    const view = this.view(request);
    const server = new LanguageServer(view);
    // abaplint's rename begun at a use in another object files the definition's edit under the use's file: begin
    // at the definition, whose rename finds every use
    const definition = server.gotoDefinition(this.at(request));
    const start = definition ? { textDocument: { uri: definition.uri }, position: definition.range.start } : this.at(request);
    const edit = server.rename({ ...start, newName }) as LspWorkspaceEdit | undefined;
    if (!edit) return { edits: {}, refused: languageMessages.nothingToRename };
    const edits: Record<string, LanguageTextEdit[]> = {};
    for (const change of edit.documentChanges ?? []) {
      if (!('textDocument' in change)) return { edits: {}, refused: languageMessages.objectRename(prepared.placeholder!) };
      (edits[change.textDocument.uri] ??= []).push(...change.edits);
    }
    for (const [uri, changes] of Object.entries(edit.changes ?? {})) (edits[uri] ??= []).push(...changes);
    const kernelFile = Object.keys(edits).find((uri) => view.isFileDependency(uri));
    if (kernelFile) return { edits: {}, refused: languageMessages.renameInKernel(prepared.placeholder!, kernelFile) };
    const repository = this.repositoryOf(request.document, definition?.uri);
    for (const uri of Object.keys(edits).sort()) {
      const used = this.outside(uri, repository);
      if (used) return { edits: {}, refused: languageMessages.usedOutside(prepared.placeholder!, used.object, used.package, repository!) };
    }
    for (const uri of Object.keys(edits)) edits[uri] = uniqueEdits(edits[uri]!);
    return { edits };
  }

  /** abaplint's quick fixes of the findings within the range (the diagnostics' rules). */
  codeActions(request: LanguageRequest, range: LanguageRange): LanguageCodeAction[] {
    const view = this.checkView(request);
    const actions = new LanguageServer(view).codeActions({ textDocument: { uri: request.document }, range, context: { diagnostics: [] } });
    return actions.map((action) => ({
      title: action.title,
      code: String(action.diagnostics?.[0]?.code ?? ''),
      edits: editsOf(action.edit as LspWorkspaceEdit | undefined),
    }));
  }

  /** The syntax errors and the standard checks' findings of the document's object. */
  diagnostics(request: LanguageRequest): LanguageDiagnostic[] {
    const view = this.checkView(request);
    const file = view.getFileByName(request.document);
    const object = file ? view.findObjectForFile(file) : undefined;
    if (!object) return [];
    return view
      .findIssuesObject(object)
      .filter((issue) => issue.getFilename().toLowerCase() === request.document.toLowerCase())
      .map(diagnostic);
  }

  /** Keyword case and indentation as the project's abaplint.json sets them (upper case, indented, by default). */
  formatting(request: LanguageRequest, rules: FormattingRules = {}): LanguageTextEdit[] {
    const base = this.active.ready();
    const view = new OverlayRegistry(base, formattingConfig(rules), openObjects(base, request.files ?? [])).prepare();
    return new LanguageServer(view).documentFormatting({ textDocument: { uri: request.document } });
  }

  completion(request: LanguageRequest): CompletionResult {
    return complete(this.view(request), request.document, this.position(request));
  }

  /** A line (0-based) of an active file; '' past its end. */
  lineOf(document: string, line: number): string {
    return this.active.ready().getFileByName(document)?.getRawRows()[line] ?? '';
  }

  /** Where the name of a global class or interface stands in its definition (`CLASS zcl_x DEFINITION`). */
  definitionNamePosition(document: string): LanguagePosition | undefined {
    const rows = this.active.ready().getFileByName(document)?.getRawRows() ?? [];
    for (const [line, text] of rows.entries()) {
      const match = /^(\s*(?:CLASS|INTERFACE)\s+)([A-Za-z0-9_/]+)(?=\s+DEFINITION\b|\s+PUBLIC\b|\s*\.)/i.exec(text);
      if (match && !/\s+DEFERRED\b|\s+LOAD\b/i.test(text)) return { line, character: match[1]!.length };
    }
    return undefined;
  }

  /** The repository a rename begins in: the document's object's, else (a new object) the definition's. */
  private repositoryOf(document: string, definitionUri: string | undefined): string | undefined {
    for (const uri of [document, definitionUri]) {
      const object = uri ? objectFromFileName(uri) : undefined;
      const home = object ? this.homeOf(object.type, object.name) : undefined;
      if (home) return home.repository;
    }
    return undefined;
  }

  /** The object of a file and its package when it lies outside the repository; undefined when inside or unknown. */
  private outside(uri: string, repository: string | undefined): { object: string; package: string } | undefined {
    const object = objectFromFileName(uri);
    const home = object && repository !== undefined ? this.homeOf(object.type, object.name) : undefined;
    return home && home.repository !== repository ? { object: `${object!.type} ${object!.name}`, package: home.package } : undefined;
  }

  private view(request: LanguageRequest): IRegistry {
    return languageView(this.active, request.files ?? []);
  }

  /** The view with the rules of the diagnostics: the syntax rules and the standard variant. */
  private checkView(request: LanguageRequest): IRegistry {
    const variant = builtinVariant(DEFAULT_VARIANT_NAME)!;
    // the rules that can find something in the document's type (check_include walks every program: not for classes)
    const type = objectFromFileName(request.document)?.type;
    const config = cachedConfig('standard', { ...syntaxRules(type), ...variant.rules }, this.active.errorNamespace(false));
    return languageView(this.active, request.files ?? [], config);
  }

  private server(request: LanguageRequest): LanguageServer {
    return new LanguageServer(this.view(request));
  }

  private position(request: LanguageRequest): LanguagePosition {
    return request.position ?? { line: 0, character: 0 };
  }

  private at(request: LanguageRequest) {
    return { textDocument: { uri: request.document }, position: this.position(request) };
  }
}

function location(found: { uri: string; range: LanguageRange }): LanguageLocation {
  return { uri: found.uri, range: found.range };
}

function placeLocation(place: NamePlace): LanguageLocation {
  return {
    uri: place.filename,
    range: { start: { line: place.start.row - 1, character: place.start.col - 1 }, end: { line: place.end.row - 1, character: place.end.col - 1 } },
  };
}

function byPlace(a: LanguageLocation, b: LanguageLocation): number {
  return a.uri.localeCompare(b.uri) || a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;
}

function symbol(found: LspSymbol): LanguageSymbol {
  return { name: found.name, kind: SYMBOL_KINDS[found.kind] ?? 'other', range: found.range, children: (found.children ?? []).map(symbol) };
}

function editsOf(edit: LspWorkspaceEdit | undefined): Record<string, LanguageTextEdit[]> {
  const edits: Record<string, LanguageTextEdit[]> = {};
  for (const change of edit?.documentChanges ?? []) if ('textDocument' in change) (edits[change.textDocument.uri] ??= []).push(...change.edits);
  for (const [uri, changes] of Object.entries(edit?.changes ?? {})) (edits[uri] ??= []).push(...changes);
  return edits;
}

/** abaplint can list a place twice (a definition that is also a reference): one edit per range. */
function uniqueEdits(edits: readonly LanguageTextEdit[]): LanguageTextEdit[] {
  const seen = new Map<string, LanguageTextEdit>();
  for (const edit of edits) seen.set(`${edit.range.start.line}:${edit.range.start.character}`, edit);
  return [...seen.values()].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

function diagnostic(issue: Issue): LanguageDiagnostic {
  const severity = issue.getSeverity();
  const level: DiagnosticSeverity = severity === 'Error' ? 'error' : severity === 'Warning' ? 'warning' : 'info';
  const start = issue.getStart();
  const end = issue.getEnd();
  return {
    uri: issue.getFilename(),
    range: { start: { line: start.getRow() - 1, character: Math.max(0, start.getCol() - 1) }, end: { line: end.getRow() - 1, character: Math.max(0, end.getCol() - 1) } },
    severity: level,
    code: issue.getKey(),
    message: issue.getMessage(),
  };
}
