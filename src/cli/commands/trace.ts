import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { UsageError } from '../errors.js';
import { actionOf } from '../actions.js';
import { alignedTable } from '../render/table.js';
import type { TraceDetail, TraceProgram, TraceRun } from '../../client/runtime-traces.js';

/** Rows of a hit list and of the database accesses shown in the text; --json has them all. */
const ROWS_SHOWN = 30;

type TraceData = { action: 'list'; user: string; runs: TraceRun[] } | ({ action: 'show' } & TraceDetail);

export function renderTraceRuns(user: string, runs: readonly TraceRun[]): string {
  if (runs.length === 0) return `No runtime traces of ${user}\n`;
  const rows = runs.map((run) => [run.id, run.published, run.object || run.title, String(run.runtime), String(run.runtime_database), run.state]);
  return `${alignedTable([['ID', 'TAKEN', 'OBJECT', 'RUNTIME µs', 'DATABASE µs', 'STATE'], ...rows])}\n`;
}

const program = (value: TraceProgram | undefined) => (value ? [value.type, value.name].filter(Boolean).join(' ') || value.context : '');

export function renderTraceDetail(detail: TraceDetail): string {
  const out: string[] = [`Trace ${detail.id}`, ''];
  const more = (count: number) => (count > ROWS_SHOWN ? [`  … ${count - ROWS_SHOWN} more (--json has them all)`] : []);
  out.push(`Hit list (${detail.hit_list.length} entries, by net time)`);
  const hits = [...detail.hit_list].sort((a, b) => b.net_time - a.net_time).slice(0, ROWS_SHOWN);
  const hitRows = hits.map((hit) => [String(hit.net_time), String(hit.gross_time), String(hit.hit_count), hit.description, program(hit.calling_program) || hit.called_program]);
  out.push(...alignedTable([['NET µs', 'GROSS µs', 'HITS', 'STATEMENT', 'PROGRAM'], ...hitRows]).split('\n').map((line) => `  ${line}`), ...more(detail.hit_list.length), '');
  out.push(`Database accesses (${detail.db_accesses.length})`);
  if (detail.db_accesses.length > 0) {
    const accesses = [...detail.db_accesses].sort((a, b) => b.total_time - a.total_time).slice(0, ROWS_SHOWN);
    const rows = accesses.map((access) => [String(access.total_time), String(access.count), access.table, access.type, access.statement, program(access.calling_program)]);
    out.push(...alignedTable([['TOTAL µs', 'COUNT', 'TABLE', 'TYPE', 'STATEMENT', 'PROGRAM'], ...rows]).split('\n').map((line) => `  ${line}`), ...more(detail.db_accesses.length));
  }
  return `${out.join('\n')}\n`;
}

export const trace: Command<TraceData> = {
  name: 'trace',
  examples: [
    { line: 'abapdeck trace list', does: "the ABAP runtime traces of the connection's user on a real system" },
    { line: 'abapdeck trace list --user DEVELOPER --json', does: "another user's traces, as JSON" },
    { line: 'abapdeck trace show 8A3F21C0D2E94B7F', does: 'the hit list and the database accesses of one trace' },
  ],
  positionals: true,
  flags: {
    user: { type: 'string', value: 'name', description: "whose traces to list (default: the connection's user)" },
    json: jsonFlag,
  },
  async run(context, flags, positionals) {
    const { action, args } = actionOf(positionals, { list: 0, show: 1 }, 'trace takes list or show <id> (abapdeck trace list [--user <name>] | abapdeck trace show <id>)');
    if (action === 'show' && stringFlag(flags, 'user') !== undefined) throw new UsageError('--user goes with trace list');
    const connection = await context.connection();
    const { agent } = await context.service();
    const traces = await import('../../client/runtime-traces.js');
    await traces.requireRuntimeTraces(agent);
    if (action === 'list') {
      const user = (stringFlag(flags, 'user') ?? connection.user).toUpperCase();
      return { data: { action, user, runs: await traces.traceRuns(agent, user) } };
    }
    return { data: { action: 'show', ...(await traces.traceDetail(agent, args[0]!)) } };
  },
  renderText: (data) => (data.action === 'list' ? renderTraceRuns(data.user, data.runs) : renderTraceDetail(data)),
};
