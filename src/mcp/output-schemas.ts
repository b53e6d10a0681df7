/**
 * Each tool's output schema, and its answer read through it. A tool's structured content is the CLI's `--json`
 * answer read through the schema of its shape (src/protocol, readWire): the keys as the protocol spells them
 * whatever spelling the system sent, so that it validates against the schema the tool lists. A command's answer
 * that is a list (inspect's) is the `result` of an object, as MCP wants objects; a tool that may answer one of
 * two shapes (a pull or its preview) lists both (anyOf) and reads the one its answer is.
 */
import {
  AttachAnswer,
  BreakpointsAnswer,
  BreakpointsDeletedAnswer,
  BreakpointsSetAnswer,
  ContextsAnswer,
  HealthAnswer,
  HistoryAnswer,
  ImportJobAnswer,
  LintAnswer,
  PullPreviewAnswer,
  RunAnswer,
  StackAnswer,
  StepAnswer,
  TerminateAnswer,
  UnitAnswer,
  VariablesAnswer,
  type AnswerChoice,
} from '../protocol/assistant-answers.js';
import { CheckVariantList } from '../protocol/check-variants.js';
import { KernelGapsResult } from '../protocol/kernel-gap-report.js';
import { PullResult } from '../protocol/sync.js';
import { DropResult, TransportResult } from '../protocol/transports.js';
import { readWire, Type, type TSchema } from '../protocol/wire-schema.js';
import { record } from '../protocol/wire-values.js';
import { PreviewResult, ViewResult } from '../protocol/reading.js';
import { ListResult, TreeResult } from '../protocol/results.js';
import { InspectResult, SyntaxResponse, WhereResponse } from '../protocol/checks.js';
import { DumpResult } from '../protocol/execution.js';
import { ActivateAnswer, ImportPreviewAnswer, InactiveAnswer } from './wire-answers.js';

/** inspect answers a list: the `result` of the structured content. */
const InspectAnswer = Type.Object({ result: Type.Array(InspectResult) });

/** A key of the answer in any of the spellings a system uses. */
function has(answer: unknown, key: string): boolean {
  const fields = record(answer);
  return fields[key] !== undefined || fields[key.toUpperCase()] !== undefined;
}

/** A pull answers its preview (dry-run), its result, or why it refused (changes git lacks); a drop may carry a pull. */
const PullAnswer = Type.Object({ ...PullResult.properties, working_files: Type.Optional(Type.Array(Type.String())), error: Type.Optional(Type.String()), local_changes: Type.Optional(Type.Unknown()) });
const pull: AnswerChoice = { options: [PullPreviewAnswer, PullAnswer], which: (answer) => (String(record(answer)['COMMAND'] ?? record(answer)['command']).toUpperCase() === 'PULL_PREVIEW' ? PullPreviewAnswer : PullAnswer) };
const importAnswer: AnswerChoice = { options: [ImportPreviewAnswer, ImportJobAnswer], which: (answer) => (has(answer, 'jobNumber') ? ImportJobAnswer : ImportPreviewAnswer) };
/** A run under the debugger answers at its first stop, or with the run's answer when it ended without stopping. */
const debugRun: AnswerChoice = { options: [AttachAnswer, RunAnswer], which: (answer) => (has(answer, 'position') ? AttachAnswer : RunAnswer) };
const DropAnswer = Type.Object({ ...DropResult.properties, pull: Type.Optional(Type.Unknown()) });

const answers: Record<string, TSchema | AnswerChoice> = {
  abap_contexts_list: ContextsAnswer,
  abap_package_tree: TreeResult,
  abap_objects_list: ListResult,
  abap_object_view: ViewResult,
  abap_object_where_used: WhereResponse,
  abap_data_preview: PreviewResult,
  abap_syntax_check: SyntaxResponse,
  abap_code_inspect: InspectAnswer,
  abap_check_variants_list: CheckVariantList,
  abap_unit_run: UnitAnswer,
  abap_lint_run: LintAnswer,
  abap_dumps_list: DumpResult,
  abap_dumps_detail: DumpResult,
  abap_sync_history: HistoryAnswer,
  abap_sync_diff: PullPreviewAnswer,
  abap_sync_pull: pull,
  abap_sync_import: importAnswer,
  abap_transport_list: TransportResult,
  abap_transport_create: TransportResult,
  abap_transport_check: TransportResult,
  abap_transport_release: TransportResult,
  abap_inactive_list: InactiveAnswer,
  abap_inactive_activate: ActivateAnswer,
  abap_object_drop: DropAnswer,
  abap_run_class: RunAnswer,
  abap_run_report: RunAnswer,
  abap_debug_breakpoint_set: BreakpointsSetAnswer,
  abap_debug_breakpoint_list: BreakpointsAnswer,
  abap_debug_breakpoint_delete: BreakpointsDeletedAnswer,
  abap_debug_run: debugRun,
  abap_debug_attach: AttachAnswer,
  abap_debug_stack: StackAnswer,
  abap_debug_variables: VariablesAnswer,
  abap_debug_step: StepAnswer,
  abap_debug_terminate: TerminateAnswer,
  abap_kernel_gaps: KernelGapsResult,
  abap_system_health: HealthAnswer,
};

export type OutputSchema = Record<string, unknown> & { type: 'object' };

function isChoice(answer: TSchema | AnswerChoice): answer is AnswerChoice {
  return 'which' in answer;
}

/** The output schema a tool lists: plain JSON Schema (TypeBox's own marks are not enumerable), an object at the top. */
export function outputSchemaOf(toolName: string): OutputSchema | undefined {
  const answer = answers[toolName];
  if (!answer) return undefined;
  const schema = isChoice(answer) ? { type: 'object', anyOf: answer.options } : answer;
  return JSON.parse(JSON.stringify(schema)) as OutputSchema;
}

/** A tool's structured content: the CLI's answer read through the tool's schema (a list as the `result` of an object). */
export function structuredAnswer(toolName: string, json: unknown): Record<string, unknown> {
  const answer = answers[toolName];
  const value = Array.isArray(json) ? { result: json } : json;
  if (!answer) throw new Error(`tool ${toolName} has no output schema`);
  return readWire(isChoice(answer) ? answer.which(value) : answer, value) as Record<string, unknown>;
}
