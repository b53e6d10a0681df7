/**
 * The MCP tools, as data: each is one CLI command (with its fixed positionals), the command's flags it takes as
 * arguments (named as the CLI names them), its hints, and what governance asks of it. The input schema is built
 * from the CLI's own flag declarations (input-schema.ts), so a tool's arguments cannot drift from the command's.
 */

import type { Gate } from '../protocol/assistant-server.js';
export type { Gate };

export type ToolArguments = Record<string, unknown>;

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  /** Whether the tool reaches beyond the system abapdeck talks to (a git remote). */
  openWorldHint: boolean;
}

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  command: string;
  positionals?: readonly string[];
  /** The command's flags offered as arguments. */
  flags: readonly string[];
  required?: readonly string[];
  /** Arguments' defaults that differ from the CLI's (pull and import preview unless told otherwise). */
  defaults?: ToolArguments;
  annotations: ToolAnnotations;
  /** The confirmation this call needs, if any. */
  gate?: (args: ToolArguments) => Gate | undefined;
  /** Whether this call changes the system or runs code on it (refused by --read-only). */
  writes?: (args: ToolArguments) => boolean;
  /** The run goes under the debugger: the call answers at its first stop (or its end), src/mcp/debug-run.ts. */
  underDebugger?: true;
}

const read: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const always = () => true;
/** The debugger's tools: they change no object, they steer the user's own stopped program. */
const steer: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
const unlessDryRun = (args: ToolArguments) => args['dry-run'] !== true;

export const tools: readonly ToolSpec[] = [
  { name: 'abap_contexts_list', title: 'Contexts', description: 'The systems abapdeck can talk to (the contexts file) and which one is used.', command: 'ctx', positionals: ['list'], flags: [], annotations: read },
  { name: 'abap_package_tree', title: 'Package tree', description: 'A package and its subpackages with object counts (by type with include-types).', command: 'tree', flags: ['package', 'depth', 'include-types'], required: ['package'], annotations: read },
  { name: 'abap_objects_list', title: 'Objects of a package', description: 'The objects of a package, filtered by type and name pattern, a page at a time.', command: 'list', flags: ['package', 'type', 'name', 'limit', 'offset'], required: ['package'], annotations: read },
  { name: 'abap_object_view', title: 'View objects', description: "Objects' source and definition (with full: every section; with lines: line numbers and debug hints).", command: 'view', flags: ['objects', 'type', 'full', 'lines'], required: ['objects'], annotations: read },
  { name: 'abap_object_where_used', title: 'Where used', description: 'Where objects are used (code and dictionary references), a page at a time.', command: 'where', flags: ['objects', 'type', 'limit', 'offset'], required: ['objects'], annotations: read },
  { name: 'abap_data_preview', title: 'Preview table data', description: "Rows of tables or CDS views, with a safe WHERE condition (the system's grammar) and chosen columns.", command: 'preview', flags: ['objects', 'type', 'where', 'columns', 'limit'], required: ['objects'], annotations: read },
  { name: 'abap_syntax_check', title: 'Syntax check', description: "Checks local source files against the system's active objects (abaplint) without changing anything.", command: 'syntax', flags: ['files', 'cloud', 'strict'], required: ['files'], annotations: read },
  { name: 'abap_code_inspect', title: 'Inspect', description: 'Runs a check variant over the active objects of the given files.', command: 'inspect', flags: ['files', 'variant'], required: ['files'], annotations: read },
  { name: 'abap_check_variants_list', title: 'Check variants', description: 'The check variants of the system and what each checks.', command: 'inspect', flags: [], defaults: { 'list-variants': true }, annotations: read },
  {
    name: 'abap_unit_run', title: 'Unit tests', description: "Runs the ABAP Unit tests of the given class files on the system (with coverage: statement coverage per method). Runs the classes' code.",
    command: 'unit', flags: ['files', 'coverage'], required: ['files'], annotations: { ...read, idempotentHint: false }, writes: always,
  },
  { name: 'abap_lint_run', title: 'Lint', description: "abaplint over the repository's local files (the project's configuration).", command: 'lint', flags: ['files'], annotations: read },
  { name: 'abap_dumps_list', title: 'Short dumps', description: 'Short dumps (runtime errors), newest first, filtered by user, date, time, program, error.', command: 'dump', flags: ['user', 'date', 'time', 'timezone', 'program', 'error', 'limit'], annotations: read },
  { name: 'abap_dumps_detail', title: 'Short dump detail', description: 'One short dump in detail (detail: its place in the list, 1 = newest): error, call stack, source, variables.', command: 'dump', flags: ['detail', 'user', 'date', 'time', 'timezone', 'program', 'error'], required: ['detail'], annotations: read },
  { name: 'abap_sync_history', title: 'Sync history', description: "The repository's pulls and imports, or with objects the versions of those objects (who, when, from where).", command: 'history', flags: ['url', 'objects', 'limit'], annotations: read },
  { name: 'abap_sync_diff', title: 'Diff with git', description: 'What differs between git and the system, per object, with diffs.', command: 'diff', flags: ['url', 'branch', 'files', 'objects'], annotations: { ...read, openWorldHint: true } },
  {
    name: 'abap_sync_pull', title: 'Pull from git', description: 'Pulls the repository (or some files) from git into the system and activates it. A preview (dry-run) unless dry-run is false: then the user confirms.',
    command: 'pull', flags: ['url', 'branch', 'files', 'transport', 'conflict-mode', 'dry-run', 'strict'], defaults: { 'dry-run': true },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true }, gate: (args) => (unlessDryRun(args) ? 'pull' : undefined), writes: unlessDryRun,
  },
  {
    name: 'abap_sync_import', title: 'Import to git', description: "Exports a package to git (commit and push). A preview (dry-run) unless dry-run is false: then the user confirms.",
    command: 'import', flags: ['url', 'branch', 'package', 'message', 'prune', 'dry-run'], defaults: { 'dry-run': true },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true }, gate: (args) => (unlessDryRun(args) ? 'import' : undefined), writes: unlessDryRun,
  },
  { name: 'abap_transport_list', title: 'Transport requests', description: 'Transport requests (mine, those I have a task in, or all).', command: 'transport', positionals: ['list'], flags: ['scope', 'type'], annotations: read },
  {
    name: 'abap_transport_create', title: 'Create a transport request', description: 'Creates a transport request with a description.', command: 'transport', positionals: ['create'], flags: ['description', 'type'], required: ['description'],
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false }, writes: always,
  },
  { name: 'abap_transport_check', title: 'Check a transport request', description: 'Checks a transport request before its release.', command: 'transport', positionals: ['check'], flags: ['number'], required: ['number'], annotations: read },
  {
    name: 'abap_transport_release', title: 'Release a transport request', description: 'Releases a transport request (the user confirms).', command: 'transport', positionals: ['release'], flags: ['number'], required: ['number'],
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false }, gate: () => 'release', writes: always,
  },
  { name: 'abap_inactive_list', title: 'Inactive objects', description: 'Inactive objects (mine, or every user\'s with all).', command: 'inactive', flags: ['all'], annotations: read },
  {
    name: 'abap_inactive_activate', title: 'Activate', description: 'Activates inactive objects (the user confirms).', command: 'activate', flags: ['objects'], required: ['objects'],
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false }, gate: () => 'activate', writes: always,
  },
  {
    name: 'abap_object_drop', title: 'Delete an object', description: 'Deletes the object of a file from the system (the user confirms).', command: 'drop', flags: ['files', 'transport'], required: ['files'],
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false }, gate: () => 'drop', writes: always,
  },
  {
    name: 'abap_run_class', title: 'Run a class', description: 'Runs a class implementing IF_OO_ADT_CLASSRUN and answers its output (the user confirms).', command: 'run', flags: ['class'], required: ['class'],
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false }, gate: () => 'run', writes: always,
  },
  {
    name: 'abap_run_report', title: 'Run a report', description: 'Runs an executable program with its coded defaults and answers its list output (the user confirms).', command: 'run', flags: ['program'], required: ['program'],
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false }, gate: () => 'run', writes: always,
  },
  {
    name: 'abap_debug_breakpoint_set', title: 'Set breakpoints', description: "Sets the user's breakpoints at executable statements: files with lines (src/zcl_x.clas.abap:12) or objects with lines (ZCL_X:12, include testclasses, locals_imp, locals_def).",
    command: 'debug', positionals: ['set'], flags: ['files', 'objects', 'include'], annotations: { ...steer, idempotentHint: true },
  },
  { name: 'abap_debug_breakpoint_list', title: 'Breakpoints', description: "The user's breakpoints (line, exception) with their conditions.", command: 'debug', positionals: ['list'], flags: [], annotations: read },
  { name: 'abap_debug_breakpoint_delete', title: 'Delete breakpoints', description: 'Deletes a breakpoint (id: its number in the list, its id or its position) or all.', command: 'debug', positionals: ['delete'], flags: ['id', 'all'], annotations: { ...steer, idempotentHint: true } },
  {
    name: 'abap_debug_run', title: 'Debug a run', description: 'Runs a class (IF_OO_ADT_CLASSRUN) or a report under the debugger and answers at its first stop (position and source), or with its output when it ends without stopping (the user confirms). Then: stack, variables, step.',
    command: 'run', flags: ['class', 'program'], annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false }, gate: () => 'run', writes: always, underDebugger: true,
  },
  { name: 'abap_debug_attach', title: 'Wait for a stop', description: "Waits (timeout seconds, default 30) for the user's next program stopped at a breakpoint, started anywhere (the CLI, the TUI, a test), and attaches to it.", command: 'debug', positionals: ['attach'], flags: ['timeout'], annotations: steer },
  { name: 'abap_debug_stack', title: 'Call stack', description: 'The stopped program\'s call stack, the current frame first.', command: 'debug', positionals: ['stack'], flags: [], annotations: read },
  {
    name: 'abap_debug_variables', title: 'Variables', description: "The stopped frame's variables; name reads one (LS_X-FIELD, LT_X[1], LO_X->ATTR, LR_X->*), expand its components or rows; with name and set, assigns a value.",
    command: 'debug', positionals: ['vars'], flags: ['name', 'expand', 'set'], annotations: steer,
  },
  { name: 'abap_debug_step', title: 'Step', description: 'Steps the stopped program: over, into, out, or continue to the next stop; says where it stopped, or that the program ended (with its output).', command: 'debug', positionals: ['step'], flags: ['type'], required: ['type'], annotations: steer },
  { name: 'abap_debug_terminate', title: 'Terminate', description: 'Ends the stopped program at once (no dump).', command: 'debug', positionals: ['terminate'], flags: [], annotations: { ...steer, destructiveHint: true } },
  { name: 'abap_kernel_gaps', title: 'Kernel gaps', description: 'Standard names the embedded kernel lacks that the code uses, ranked by how much needs them.', command: 'kernel', positionals: ['gaps'], flags: ['package'], annotations: read },
  { name: 'abap_system_health', title: 'Health', description: 'Which system answers, as whom.', command: 'health', flags: [], annotations: read },
];

export function findTool(name: string): ToolSpec | undefined {
  return tools.find((tool) => tool.name === name);
}

/** What a tool may do, in README's words. */
function kindOf(tool: ToolSpec): string {
  const asks = tool.gate?.({ 'dry-run': false });
  if (asks) return tool.defaults?.['dry-run'] === true ? `preview; asks (${asks}) with dry-run false` : `asks (${asks})`;
  if (tool.writes) return 'writes';
  return 'reads';
}

/** README's table of the tools (test/mcp/readme-tools.test.ts keeps README identical). */
export function toolTableMarkdown(): string {
  const rows = tools.map((tool) => {
    const command = ['abapdeck', tool.command, ...(tool.positionals ?? [])].join(' ');
    const args = [...tool.flags, 'context'].map((name) => `\`${name}\``).join(', ');
    return `| \`${tool.name}\` | \`${command}\` | ${args} | ${kindOf(tool)} | ${tool.description} |`;
  });
  return ['| tool | runs | arguments | kind | what it does |', '|---|---|---|---|---|', ...rows].join('\n');
}

/**
 * `--tools minimal`: a few intent-level tools for clients with small context windows. Each takes the name of one
 * of the tools above (`action`) and that tool's arguments, and runs it as that tool (same governance, same answer).
 */
export interface IntentTool {
  name: string;
  title: string;
  description: string;
  actions: readonly string[];
  annotations: ToolAnnotations;
}

const byName = (names: readonly string[]) => names.map((name) => findTool(name)!);

export const intentTools: readonly IntentTool[] = [
  {
    name: 'abap_read', title: 'Read the system', description: 'Read packages, objects, sources, uses, table rows, dumps, history and transports.',
    actions: ['abap_package_tree', 'abap_objects_list', 'abap_object_view', 'abap_object_where_used', 'abap_data_preview', 'abap_dumps_list', 'abap_dumps_detail', 'abap_sync_history', 'abap_sync_diff', 'abap_transport_list', 'abap_inactive_list', 'abap_kernel_gaps', 'abap_contexts_list', 'abap_system_health'],
    annotations: read,
  },
  { name: 'abap_check', title: 'Check code', description: 'Syntax check, inspection and lint of local files.', actions: ['abap_syntax_check', 'abap_code_inspect', 'abap_check_variants_list', 'abap_lint_run'], annotations: read },
  { name: 'abap_test', title: 'Test code', description: 'Run ABAP Unit tests (with coverage).', actions: ['abap_unit_run'], annotations: { ...read, idempotentHint: false } },
  {
    name: 'abap_change', title: 'Change the system', description: 'Pull from git (a preview unless dry-run is false), import to git, transports, activation, deletion. Changes ask the user.',
    actions: ['abap_sync_pull', 'abap_sync_import', 'abap_transport_create', 'abap_transport_check', 'abap_transport_release', 'abap_inactive_activate', 'abap_object_drop'],
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  },
  { name: 'abap_run', title: 'Run code', description: 'Run a class or a report (asks the user).', actions: ['abap_run_class', 'abap_run_report'], annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false } },
  {
    name: 'abap_debug', title: 'Debug code', description: 'Breakpoints, a run under the debugger (asks the user), waiting for a stop, stack, variables, steps.',
    actions: ['abap_debug_breakpoint_set', 'abap_debug_breakpoint_list', 'abap_debug_breakpoint_delete', 'abap_debug_run', 'abap_debug_attach', 'abap_debug_stack', 'abap_debug_variables', 'abap_debug_step', 'abap_debug_terminate'],
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  },
];

/** An intent tool's input schema: the action, and its arguments (named after the CLI's flags, listed per action). */
export function intentSchemaOf(intent: IntentTool): Record<string, unknown> & { type: 'object' } {
  const actions = byName(intent.actions);
  const argumentsText = actions.map((tool) => `${tool.name}: ${[...(tool.required ?? []).map((name) => `${name} (required)`), ...tool.flags.filter((name) => !tool.required?.includes(name))].join(', ') || 'none'}`).join('; ');
  return {
    type: 'object',
    properties: {
      action: { type: 'string', enum: [...intent.actions], description: actions.map((tool) => `${tool.name}: ${tool.description}`).join(' ') },
      arguments: { type: 'object', description: `the action's arguments, named after the CLI's flags — ${argumentsText}; and context`, additionalProperties: true },
    },
    required: ['action'],
    additionalProperties: false,
  };
}

export function findIntent(name: string): IntentTool | undefined {
  return intentTools.find((intent) => intent.name === name);
}
