/**
 * The output object a class run hands to IF_OO_ADT_CLASSRUN~MAIN, formatting as the development tools'
 * console does: an elementary value as its text; a structure as a block of columns headed by its component
 * names with one row; an internal table as the same block with one row per line (a table of elementary
 * lines has the single column TABLE_LINE); `name` as a line of its own above the data. Columns are as wide
 * as their widest entry, separated by one blank; numbers are right-aligned.
 *
 * Generated code calls it like any ABAP object implementing IF_OO_ADT_CLASSRUN_OUT (named parameters in
 * lower case; every method returning the object itself for chained calls).
 */
import runtime from '@abaplint/runtime';
import './abap-global.js';
import { components, consoleText, isNumeric, kindOf, rows, rowType, unwrap } from './abap-values.js';

const { types } = runtime;

type Params = Record<string, unknown>;

/** Column blocks: header cells and row cells, plus which columns are numeric. */
export function columnBlock(headers: string[], cells: string[][], numeric: boolean[]): string[] {
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (values: string[], alignNumbers: boolean) =>
    values
      .map((value, column) => (alignNumbers && numeric[column] ? value.padStart(widths[column]!) : value.padEnd(widths[column]!)))
      .join(' ')
      .replace(/ +$/, '');
  return [line(headers, false), ...cells.map((row) => line(row, true))];
}

/** The lines of one data object (without its name). */
export function formatData(data: unknown): string[] {
  const value = unwrap(data);
  const kind = kindOf(value);
  if (kind === 'structure') {
    const parts = components(value);
    return columnBlock(
      parts.map(([name]) => name),
      [parts.map(([, component]) => consoleText(component))],
      parts.map(([, component]) => isNumeric(kindOf(component))),
    );
  }
  if (kind === 'table') {
    const lines = rows(value);
    const template = rowType(value);
    if (kindOf(template) === 'structure') {
      const headers = components(template).map(([name]) => name);
      return columnBlock(
        headers,
        lines.map((row) => components(row).map(([, component]) => consoleText(component))),
        components(template).map(([, component]) => isNumeric(kindOf(component))),
      );
    }
    return columnBlock(['TABLE_LINE'], lines.map((row) => [consoleText(row)]), [isNumeric(kindOf(template))]);
  }
  return consoleText(value).split('\n');
}

function text(value: unknown): string {
  const inner = unwrap(value);
  if (typeof inner === 'string') return inner;
  return consoleText(inner);
}

export class ClassRunOutput {
  readonly me: InstanceType<typeof types.ABAPObject>;
  private readonly lines: string[] = [];

  constructor() {
    this.me = new types.ABAPObject({ qualifiedName: 'IF_OO_ADT_CLASSRUN_OUT', RTTIName: '\\INTERFACE=IF_OO_ADT_CLASSRUN_OUT' });
    this.me.set(this);
  }

  get output(): string {
    return this.lines.length === 0 ? '' : this.lines.join('\n') + '\n';
  }

  // the methods of IF_OO_ADT_CLASSRUN_OUT as transpiled code calls them

  async if_oo_adt_classrun_out$write(params: Params = {}) {
    this.add(params['data'], params['name']);
    return this.me;
  }

  async if_oo_adt_classrun_out$write_data(params: Params = {}) {
    this.add(params['value'], params['name']);
    return this.me;
  }

  async if_oo_adt_classrun_out$write_text(params: Params = {}) {
    this.lines.push(...text(params['text']).split('\n'));
    return this.me;
  }

  async if_oo_adt_classrun_out$get(params: Params = {}) {
    const lines = [...(params['name'] !== undefined && text(params['name']) !== '' ? [text(params['name'])] : []), ...formatData(params['data'])];
    return new types.String().set(lines.join('\n'));
  }

  async if_oo_adt_classrun_out$begin_section(params: Params = {}) {
    this.lines.push(text(params['title']));
    return this.me;
  }

  async if_oo_adt_classrun_out$next_section(params: Params = {}) {
    this.lines.push(text(params['title']));
    return this.me;
  }

  async if_oo_adt_classrun_out$end_section() {
    return this.me;
  }

  async if_oo_adt_classrun_out$line() {
    this.lines.push('-'.repeat(60));
    return this.me;
  }

  private add(data: unknown, name: unknown): void {
    if (name !== undefined && text(name).trim() !== '') this.lines.push(text(name).replace(/ +$/, ''));
    if (data === undefined) return;
    this.lines.push(...formatData(data));
  }
}
