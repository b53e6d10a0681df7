/**
 * Text of a measured run: the profile's hit lists (statements and procedures by own time, the longest first)
 * and call tree, and the SQL trace's identical statements and findings. --json prints the system's answer.
 */
import type { ProfileCallNode, RunMeasurements, RunProfile, SqlTrace } from '../../protocol/profile.js';
import { alignedTable } from './table.js';

/** Statements and procedures the text shows (--json has them all). */
export const PROFILE_TEXT_ROWS = 20;

const time = (ms: number) => ms.toFixed(3);

export function renderMeasurements(measured: RunMeasurements): string {
  const parts: string[] = [];
  if (measured.profile) parts.push(renderProfile(measured.profile));
  if (measured.sql_trace) parts.push(renderSqlTrace(measured.sql_trace));
  return parts.join('\n');
}

export function renderProfile(profile: RunProfile): string {
  const lines = [`Profile: ${time(profile.total_ms)} ms, ${profile.statements.length} statements, ${profile.procedures.length} procedures`, ''];
  lines.push('Statements by own time');
  const statements = profile.statements.slice(0, PROFILE_TEXT_ROWS);
  lines.push(
    indent(
      alignedTable([
        ['own ms', 'total ms', 'count', 'line', 'procedure', 'statement'],
        ...statements.map((s) => [time(s.own_ms), time(s.total_ms), String(s.count), `${s.file}:${s.line}`, s.procedure || s.object, s.source]),
      ]),
    ),
  );
  if (profile.statements.length > statements.length) lines.push(`  … ${profile.statements.length - statements.length} more (--json for all)`);
  lines.push('', 'Procedures by own time');
  const procedures = profile.procedures.slice(0, PROFILE_TEXT_ROWS);
  lines.push(
    indent(
      alignedTable([
        ['own ms', 'total ms', 'calls', 'line', 'procedure'],
        ...procedures.map((p) => [time(p.own_ms), time(p.total_ms), String(p.calls), `${p.file}:${p.line}`, `${p.name}${p.kind === 'METHOD' ? '' : ` (${p.kind})`}`]),
      ]),
    ),
  );
  if (profile.procedures.length > procedures.length) lines.push(`  … ${profile.procedures.length - procedures.length} more (--json for all)`);
  lines.push('', 'Call tree (total ms / own ms, calls)');
  const walk = (node: ProfileCallNode, depth: number) => {
    const site = node.call_line !== undefined ? `line ${node.call_line} → ` : '';
    lines.push(`${'  '.repeat(depth + 1)}${site}${node.name}  ${time(node.total_ms)} / ${time(node.own_ms)} ms, ${node.calls}×`);
    for (const child of node.children) walk(child, depth + 1);
  };
  for (const root of profile.call_tree) walk(root, 0);
  return lines.join('\n') + '\n';
}

export function renderSqlTrace(trace: SqlTrace): string {
  const lines = [`SQL trace: ${trace.statements.length} statements, ${trace.groups.length} distinct, ${time(trace.total_ms)} ms in SQLite`, ''];
  if (trace.groups.length > 0) {
    lines.push(
      indent(
        alignedTable([
          ['executions', 'rows', 'ms', 'line', 'statement', 'SQL'],
          ...trace.groups.map((g) => [String(g.executions), String(g.rows), time(g.total_ms), `${g.file}:${g.line}`, oneLine(g.statement, 60), oneLine(g.sql, 100)]),
        ]),
      ),
    );
  }
  lines.push('', trace.findings.length === 0 ? 'Findings: none' : 'Findings');
  for (const finding of trace.findings) lines.push(`  ${finding.kind}  ${finding.file}:${finding.line}  ${finding.text}`);
  return lines.join('\n') + '\n';
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}
