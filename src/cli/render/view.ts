import type { ViewComponent, ViewObject, ViewResult, ViewSection } from '../../protocol/reading.js';
import { globalStartsFromServer, sectionRows, type SourceRow } from '../../client/source-lines.js';
import { alignedTable } from './table.js';
import { kernelGapMessages } from '../../protocol/kernel-gaps.js';

export interface ViewTextOptions {
  /** Two line numbers per line (G and [N]) and the debug hints. */
  lines: boolean;
}

/** The text of a view result: per found object a heading, then its source, sections, fields or properties. */
export function renderView(result: ViewResult, options: ViewTextOptions): string {
  const blocks = result.objects.filter((object) => !object.not_found).map((object) => renderObject(object, options));
  return blocks.length > 0 ? blocks.join('\n') : '';
}

function renderObject(object: ViewObject, options: ViewTextOptions): string {
  const lines = [`${object.name} (${object.type_text || object.type})`];
  if (object.description) lines.push(object.description);
  if (object.kernel_gaps && object.kernel_gaps.length > 0) {
    lines.push(`Kernel gaps: ${kernelGapMessages.activatedWithGaps(object.kernel_gaps.length)}`);
    for (const gap of object.kernel_gaps) lines.push(`  ${gap.name} (${gap.file}, line ${gap.line})`);
  }
  lines.push('');
  if (object.definition) lines.push(object.definition, '');
  if (object.sections && object.sections.length > 0) {
    lines.push(...renderSections(object.name, object.sections, options), '');
  } else if (object.source) {
    lines.push(...object.source.split('\n'), '');
  }
  if (object.components.length > 0) lines.push(renderComponents(object), '');
  return lines.join('\n');
}

function renderSections(objectName: string, sections: ViewSection[], options: ViewTextOptions): string[] {
  const starts = globalStartsFromServer(sections) ?? new Map<ViewSection, number>();
  const rows = sections.flatMap((section) => sectionRows(objectName, section, starts.get(section)));
  if (!options.lines) {
    return rows.map((row) => (row.kind === 'heading' ? headingText(row, false) : row.text));
  }
  const lineRows = rows.filter((row): row is Extract<SourceRow, { kind: 'line' }> => row.kind === 'line');
  const globalWidth = Math.max(4, ...lineRows.map((row) => String(row.global ?? '').length));
  const localWidth = Math.max(3, ...lineRows.map((row) => String(row.local).length));
  return rows.map((row) =>
    row.kind === 'heading'
      ? headingText(row, true)
      : `${String(row.global ?? '').padStart(globalWidth)} [${String(row.local).padStart(localWidth)}]  ${row.text}`,
  );
}

function headingText(row: Extract<SourceRow, { kind: 'heading' }>, withHint: boolean): string {
  const hint = withHint && row.hint ? ` breakpoint: ${row.hint}` : '';
  return `* ---- ${row.text} ----${hint}`;
}

const FIELD_TYPES = new Set(['TABL', 'STRU']);

function renderComponents(object: ViewObject): string {
  if (FIELD_TYPES.has(object.type)) {
    return alignedTable([
      ['FIELD', 'KEY', 'TYPE', 'LENGTH', 'DATA ELEMENT', 'DESCRIPTION'],
      ...object.components.map((c) => [c.field, c.key ? 'X' : '', c.type, c.length ? String(c.length) : '', c.dataelement, c.description]),
    ]);
  }
  return renderPropertyRows(object.components);
}

/** Property rows: 'NAME  value', or the value alone when it already starts with the name ('001: text', 'Total: 6 …'). */
function renderPropertyRows(rows: ViewComponent[]): string {
  const selfNamed = (row: ViewComponent) => row.description.toUpperCase().startsWith(row.field.toUpperCase());
  const width = Math.max(0, ...rows.filter((row) => !selfNamed(row)).map((row) => row.field.length)) + 2;
  return rows.map((row) => (selfNamed(row) ? row.description : `${row.field.padEnd(width)}${row.description}`)).join('\n');
}
