import type { Command } from '../command.js';
import { integerFlag, jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { alignedTable } from '../render/table.js';
import { whereUsed } from '../../client/checks.js';
import type { WhereObject, WhereResponse } from '../../protocol/checks.js';

function referenceTable(object: WhereObject): string {
  const withMethods = object.references.some((reference) => reference.method_name);
  const header = ['TYPE', 'OBJECT', 'INCLUDE', 'LINE', ...(withMethods ? ['METHOD'] : [])];
  const rows = object.references.map((r) => [r.object, r.obj_name, r.include, String(r.line), ...(withMethods ? [r.method_name ?? ''] : [])]);
  return alignedTable([header, ...rows])
    .split('\n')
    .map((row) => `  ${row}`)
    .join('\n');
}

/** Per object its references (type, object, include, line), then the totals. */
export function renderWhere(result: WhereResponse): string {
  if (!result.success) return '';
  const lines: string[] = [];
  for (const object of result.objects) {
    const label = object.type_text ? `${object.name} (${object.type_text})` : object.name;
    if (object.error) lines.push(`${label}: ${object.error}`);
    else if (object.count === 0) lines.push(`${label}: no references`);
    else lines.push(`${label}: ${object.count} reference(s)`, referenceTable(object));
  }
  lines.push(`${result.summary.total} object(s), ${result.summary.total_references} reference(s)`);
  return lines.join('\n') + '\n';
}

export const where: Command<WhereResponse> = {
  name: 'where',
  summary: 'list where classes, interfaces and programs are used',
  usage: 'abapdeck where --objects <name,...> [--type CLAS|INTF|PROG] [--limit <n>] [--json]',
  flags: {
    objects: { type: 'string', value: 'name,...', description: 'object names, comma-separated (required)' },
    type: { type: 'string', value: 'type', description: 'CLAS, INTF or PROG (default: found by name)' },
    limit: { type: 'string', value: 'n', description: 'references per object, default 50, at most 200' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const objects = listFlag(flags, 'objects').map((name) => name.toUpperCase());
    if (objects.length === 0) throw new UsageError('--objects is required');
    const service = await context.service();
    const result = await whereUsed(service.agent, { objects, type: stringFlag(flags, 'type')?.toUpperCase(), limit: integerFlag(flags, 'limit') });
    if (!result.success && !flags['json']) context.stderr.write(`Error: ${result.error}\n`);
    const failed = !result.success || result.objects.some((object) => object.error !== '');
    return { data: result, exitCode: failed ? exitCodes.failed : exitCodes.success };
  },
  renderText: renderWhere,
};
