/**
 * A measured run in the TUI (x or u with profiling on, `T` in the source pane): the drawer shows the profile's
 * hit list (statements by own time) and call tree, and the SQL trace with its findings, each line with its place
 * so that > and < open the statement in the source pane; the source pane marks the run's hot lines.
 */
import type { RunMeasurements, RunProfile } from '../protocol/profile.js';
import { objectFromFileName } from '../protocol/filenames.js';
import { classPartOfFile, mainSourceFileName } from '../protocol/object-files.js';
import { fileNameForObject } from '../protocol/filenames.js';
import type { DrawerLine, FindingPlace } from './drawer.js';
import type { SourceRow } from './source-lines.js';
import type { ViewSection } from './wire.js';

/** Statements of the hit list the drawer shows, and the hot lines the source pane marks. */
export const HIT_LIST_ROWS = 15;
export const HOT_LINES = 5;

const ms = (value: number) => value.toFixed(3);

/** The place of a line of an abapGit source file: its object, class part and line. */
export function placeOf(file: string, line: number): FindingPlace | undefined {
  const object = objectFromFileName(file);
  if (!object) return undefined;
  const part = object.type === 'CLAS' ? classPartOfFile(file) : undefined;
  return { type: object.type, name: object.name, line, ...(part && part !== 'main' ? { part } : {}) };
}

const at = (file: string, line: number) => {
  const place = placeOf(file, line);
  return place ? { at: place } : {};
};

export function measuredLines(measured: RunMeasurements): DrawerLine[] {
  const lines: DrawerLine[] = [];
  const profile = measured.profile;
  if (profile) {
    lines.push({ text: `profile ${ms(profile.total_ms)} ms · ${profile.statements.length} statements · ${profile.procedures.length} procedures (> < go to a line, M the profile pane)`, tone: 'ok' });
    lines.push({ text: '  own ms    total ms    count  line / statement', tone: 'dim' });
    for (const statement of profile.statements.slice(0, HIT_LIST_ROWS)) {
      lines.push({
        text: `  ${ms(statement.own_ms).padStart(8)}  ${ms(statement.total_ms).padStart(9)}  ${String(statement.count).padStart(7)}  ${statement.file}:${statement.line} ${statement.source}`,
        tone: 'normal',
        ...at(statement.file, statement.line),
      });
    }
    lines.push({ text: 'call tree (total / own ms, calls)', tone: 'dim' });
    const walk = (nodes: RunProfile['call_tree'], depth: number) => {
      for (const node of nodes) {
        const site = node.call_line !== undefined ? `line ${node.call_line} → ` : '';
        lines.push({ text: `${'  '.repeat(depth + 1)}${site}${node.name}  ${ms(node.total_ms)} / ${ms(node.own_ms)}, ${node.calls}×`, tone: 'normal', ...at(node.file, node.line) });
        walk(node.children, depth + 1);
      }
    };
    walk(profile.call_tree, 0);
  }
  const trace = measured.sql_trace;
  if (trace) {
    lines.push({ text: `SQL trace: ${trace.statements.length} statements · ${trace.groups.length} distinct · ${ms(trace.total_ms)} ms`, tone: 'ok' });
    for (const group of trace.groups) {
      lines.push({ text: `  ${String(group.executions).padStart(4)}×  ${String(group.rows).padStart(5)} rows  ${group.file}:${group.line} ${group.statement}`, tone: 'normal', ...at(group.file, group.line) });
    }
    lines.push({ text: trace.findings.length === 0 ? 'findings: none' : `findings: ${trace.findings.length}`, tone: trace.findings.length === 0 ? 'dim' : 'warning' });
    for (const finding of trace.findings) lines.push({ text: `  ! ${finding.kind} ${finding.file}:${finding.line} ${finding.text}`, tone: 'warning', ...at(finding.file, finding.line) });
  }
  return lines;
}

/** Per abapGit file: line → rank (1 the hottest) of the run's hottest statements by own time. */
export type HotLines = Map<string, Map<number, number>>;

export function hotLines(profile: RunProfile | undefined): HotLines | undefined {
  if (!profile) return undefined;
  const hot: HotLines = new Map();
  profile.statements
    .filter((statement) => statement.own_ms > 0)
    .slice(0, HOT_LINES)
    .forEach((statement, index) => {
      const file = hot.get(statement.file) ?? new Map<number, number>();
      file.set(statement.line, index + 1);
      hot.set(statement.file, file);
    });
  return hot;
}

/** The rank of a row of the object's source pane among the hot lines, if it is one. */
export function hotRankOf(hot: HotLines | undefined, objectName: string, row: SourceRow, section: ViewSection | undefined): number | undefined {
  if (!hot || row.kind !== 'code') return undefined;
  if (row.global !== undefined) return hot.get(mainSourceFileName('CLAS', objectName))?.get(row.global) ?? hot.get(mainSourceFileName('PROG', objectName))?.get(row.global);
  if (section?.file && row.local !== undefined) return hot.get(fileNameForObject('CLAS', objectName, section.file, 'abap'))?.get(row.local);
  return undefined;
}
