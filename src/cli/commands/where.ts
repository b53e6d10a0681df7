import type { Command } from '../command.js';
import { integerFlag, jsonFlag, requiredListFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { alignedTable } from '../render/table.js';
import { whereUsed } from '../../client/checks.js';
import { pageFlags } from '../flags.js';
import { WHERE_DEFAULT_LIMIT, WHERE_MAX_LIMIT, type WhereObject, type WhereResponse } from '../../protocol/checks.js';

const TYPE_TEXTS: Record<string, string> = {
  CLAS: 'Class',
  INTF: 'Interface',
  PROG: 'Program',
  TABL: 'Table',
  DTEL: 'Data Element',
  DOMA: 'Domain',
  TTYP: 'Table Type',
};

function referenceTable(object: WhereObject): string {
  const withMethods = object.references.some((reference) => reference.method_name);
  const header = ['TYPE', 'OBJECT', 'INCLUDE', 'LINE', ...(withMethods ? ['METHOD'] : []), 'PACKAGE'];
  const rows = object.references.map((r) => [
    r.object_type,
    r.object,
    r.include_name || '-',
    r.line > 0 ? String(r.line) : '-',
    ...(withMethods ? [r.method_name] : []),
    r.package || '-',
  ]);
  return alignedTable([header, ...rows])
    .split('\n')
    .map((row) => `  ${row}`)
    .join('\n');
}

/** Per object its references on this page, then the totals and, when there are more, how to get them. */
export function renderWhere(result: WhereResponse): string {
  if (!result.success) return '';
  const lines: string[] = [];
  for (const object of result.objects) {
    const typeText = TYPE_TEXTS[object.type] ?? object.type;
    const label = typeText ? `${object.name} (${typeText})` : object.name;
    if (object.error) lines.push(`${label}: ${object.error}`);
    else if (object.count === 0) lines.push(`${label}: no references${result.pagination.offset > 0 ? ' on this page' : ''}`);
    else lines.push(`${label}: ${object.count} reference(s)`, referenceTable(object));
  }
  const { offset, total, has_more: hasMore, next_offset: nextOffset } = result.pagination;
  const shown = result.objects.reduce((sum, object) => sum + object.count, 0);
  lines.push(`${result.summary.total_objects} object(s), ${result.summary.total_references} reference(s)`);
  if (hasMore || offset > 0) {
    const range = shown > 0 ? `references ${offset + 1}-${offset + shown} of ${total}` : `no references from ${offset + 1} (${total} in all)`;
    lines.push(hasMore ? `Showing ${range}; the next page: --offset ${nextOffset}` : `Showing ${range}`);
  }
  return lines.join('\n') + '\n';
}

export const where: Command<WhereResponse> = {
  name: 'where',
  examples: [
    { line: 'abapdeck where --objects ZIF_DEMO_FARE_CALCULATOR', does: 'every use of an interface: object, include, line, method' },
    { line: 'abapdeck where --objects ZDEMO_FLIGHT --limit 20 --offset 20 --json', does: "the second page of a table's uses, as JSON" },
  ],
  flags: {
    objects: { type: 'string', value: 'name,...', description: 'object names, comma-separated (required)' },
    type: { type: 'string', value: 'type', description: 'CLAS, INTF, PROG, TABL, STRU, DTEL, DOMA or TTYP (default: found by name)' },
    ...pageFlags('references', { defaultLimit: WHERE_DEFAULT_LIMIT, maxLimit: WHERE_MAX_LIMIT }),
    json: jsonFlag,
  },
  async run(context, flags) {
    const objects = requiredListFlag(flags, 'objects').map((name) => name.toUpperCase());
    const limit = integerFlag(flags, 'limit');
    if (limit !== undefined && (limit < 1 || limit > WHERE_MAX_LIMIT)) throw new UsageError(`--limit must be from 1 to ${WHERE_MAX_LIMIT}`);
    const offset = integerFlag(flags, 'offset');
    if (offset !== undefined && offset < 0) throw new UsageError('--offset must not be negative');
    const service = await context.service();
    const result = await whereUsed(service.agent, { objects, type: stringFlag(flags, 'type')?.toUpperCase(), limit, offset });
    if (!result.success && !flags['json']) context.stderr.write(`Error: ${result.error}\n`);
    const failed = !result.success || result.objects.some((object) => object.error !== '');
    return { data: result, exitCode: failed ? exitCodes.failed : exitCodes.success };
  },
  renderText: renderWhere,
};
