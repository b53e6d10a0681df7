/**
 * The language service's wire types (issue 36): definition, references, hover, symbols, highlight, rename,
 * code actions, diagnostics, formatting and completion over the system's active objects plus the files a
 * client sends (an open file wins over the system's version). Positions and ranges are the Language Server
 * Protocol's (0-based line and character), and a document is named by its abapGit file name
 * (`zcl_x.clas.abap`, `zcl_x.clas.locals_imp.abap`, `zprog.prog.abap`), so the `lsp` face passes them
 * through; the ADT routes turn them into ADT's 1-based lines and object URIs.
 */

export interface LanguagePosition {
  line: number;
  character: number;
}

export interface LanguageRange {
  start: LanguagePosition;
  end: LanguagePosition;
}

/** A place in a document; `uri` is the abapGit file name. */
export interface LanguageLocation {
  uri: string;
  range: LanguageRange;
}

/** A file a client holds open: its text replaces the system's version of that file. */
export interface OpenFile {
  name: string;
  source: string;
}

/** Every request of the language service: the open files, the document asked about and a place in it. */
export interface LanguageRequest {
  files?: OpenFile[];
  document: string;
  position?: LanguagePosition;
}

export interface LanguageTextEdit {
  range: LanguageRange;
  newText: string;
}

/** A rename's edits per document (abapGit file name), or the reason it is refused. */
export interface RenameResult {
  edits: Record<string, LanguageTextEdit[]>;
  refused?: string;
}

export interface PrepareRenameResult {
  range?: LanguageRange;
  placeholder?: string;
  refused?: string;
}

export type DiagnosticSeverity = 'error' | 'warning' | 'info';

export interface LanguageDiagnostic {
  uri: string;
  range: LanguageRange;
  severity: DiagnosticSeverity;
  /** The abaplint rule that found it. */
  code: string;
  message: string;
}

export interface LanguageHover {
  /** Markdown: the kind, name and type, a method's signature, the ABAP Doc. */
  contents: string;
}

export type SymbolKind = 'class' | 'interface' | 'method' | 'attribute' | 'constant' | 'type' | 'variable' | 'form' | 'event' | 'program' | 'other';

export interface LanguageSymbol {
  name: string;
  kind: SymbolKind;
  range: LanguageRange;
  children: LanguageSymbol[];
}

export interface WorkspaceSymbol {
  name: string;
  kind: SymbolKind;
  location: LanguageLocation;
}

export interface LanguageCodeAction {
  title: string;
  /** The abaplint rule whose quick fix this is. */
  code: string;
  edits: Record<string, LanguageTextEdit[]>;
}

export type CompletionKind = 'method' | 'attribute' | 'constant' | 'type' | 'class' | 'interface' | 'keyword' | 'variable' | 'component' | 'event';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** The type, or a method's signature. */
  detail: string;
  /** What to insert: a method's call pattern with its parameters, else the label. */
  insertText: string;
}

export interface CompletionResult {
  /** The range the inserted text replaces: the partial word before the cursor. */
  replace: LanguageRange;
  items: CompletionItem[];
}

/** The formatting options of a project's abaplint.json: keyword case and indentation. */
export interface FormattingRules {
  /** keyword_case's style: upper (the default) or lower. */
  keywordCase?: 'upper' | 'lower';
  /** indentation's options. */
  alignTryCatch?: boolean;
  globalClassSkipFirst?: boolean;
}

/** Announced by /health when the system serves the language routes. */
export const languageCapability = 'language';

/**
 * The language routes of the embedded system, under {dev_api_base} beside ADT's navigation, code-completion
 * and usage-reference routes: `POST {dev_api_base}/deck/language/<operation>`, JSON in and out (the LSP's
 * lower-case shapes: these are not {base_url} routes).
 */
export const LANGUAGE_PATH = '/deck/language';

export const LANGUAGE_OPERATIONS = [
  'definition',
  'implementation',
  'references',
  'highlight',
  'hover',
  'symbols',
  'workspace-symbols',
  'prepare-rename',
  'rename',
  'code-actions',
  'diagnostics',
  'formatting',
  'completion',
] as const;
export type LanguageOperation = (typeof LANGUAGE_OPERATIONS)[number];

/** The body of every language route: the request plus what one operation needs besides. */
export interface LanguageRouteBody extends LanguageRequest {
  newName?: string;
  range?: LanguageRange;
  rules?: FormattingRules;
  query?: string;
}

/** What each operation answers, under `result`. */
export interface LanguageResults {
  definition: LanguageLocation | null;
  implementation: LanguageLocation[];
  references: LanguageLocation[];
  highlight: LanguageRange[];
  hover: LanguageHover | null;
  symbols: LanguageSymbol[];
  'workspace-symbols': WorkspaceSymbol[];
  'prepare-rename': PrepareRenameResult;
  rename: RenameResult;
  'code-actions': LanguageCodeAction[];
  diagnostics: LanguageDiagnostic[];
  formatting: LanguageTextEdit[];
  completion: CompletionResult;
}

export interface LanguageAnswer<Operation extends LanguageOperation> {
  result: LanguageResults[Operation];
}
