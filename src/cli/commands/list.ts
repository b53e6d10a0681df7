import type { Command } from '../command.js';
import { integerFlag, jsonFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { alignedTable } from '../render/table.js';
import { listLimits, type ListResult } from '../../protocol/results.js';
import { pageFlags } from '../flags.js';
import { kernelGapMessages } from '../../protocol/kernel-gaps.js';

export function renderList(result: ListResult): string {
  if (!result.SUCCESS) return '';
  if (result.OBJECTS.length === 0) return `No objects in ${result.PACKAGE} match.\n`;
  const withGaps = result.OBJECTS.some((o) => (o.KERNEL_GAPS ?? 0) > 0);
  const table = alignedTable([
    ['TYPE', 'NAME', ...(withGaps ? ['KERNEL GAPS'] : [])],
    ...result.OBJECTS.map((o) => [o.TYPE, o.NAME, ...(withGaps ? [o.KERNEL_GAPS ? kernelGapMessages.activatedWithGaps(o.KERNEL_GAPS) : ''] : [])]),
  ]);
  const first = result.OFFSET + 1;
  const last = result.OFFSET + result.OBJECTS.length;
  const lines = [table, '', `${first}-${last} of ${result.TOTAL} object(s) in ${result.PACKAGE}`];
  if (last < result.TOTAL) lines.push(`More: --offset ${last}`);
  if (result.BY_TYPE.length > 0) lines.push(`By type: ${result.BY_TYPE.map((t) => `${t.TYPE} ${t.COUNT}`).join(', ')}`);
  return lines.join('\n') + '\n';
}

export const list: Command<ListResult> = {
  name: 'list',
  examples: [
    { line: 'abapdeck list --package ZDEMO_CORE', does: 'every object of ZDEMO_CORE, by type and name' },
    { line: "abapdeck list --package ZDEMO_CORE --type CLAS,INTF --name 'ZCL_DEMO*'", does: 'only its classes and interfaces whose names start ZCL_DEMO' },
    { line: 'abapdeck list --package ZDEMO_CORE --limit 50 --offset 50', does: 'the second page of 50' },
  ],
  flags: {
    package: { type: 'string', value: 'name', description: 'package (required)' },
    type: { type: 'string', value: 'T,...', description: 'object types, comma-separated (CLAS, INTF, PROG, FUGR, TABL, STRU, DTEL, TTYP, DDLS, DDLX)' },
    name: { type: 'string', value: 'pattern', description: "name pattern, '*' for any characters (ZCL_DEMO*)" },
    ...pageFlags('objects', listLimits),
    json: jsonFlag,
  },
  async run(context, flags) {
    const pkg = stringFlag(flags, 'package');
    if (!pkg) throw new UsageError('--package is required');
    const { list: listOf } = await import('../../client/service.js');
    const result = await listOf((await context.service()).agent, {
      package: pkg.toUpperCase(),
      type: stringFlag(flags, 'type')?.toUpperCase(),
      name: stringFlag(flags, 'name')?.toUpperCase(),
      limit: integerFlag(flags, 'limit'),
      offset: integerFlag(flags, 'offset'),
    });
    if (!result.SUCCESS && !flags['json']) context.stderr.write(`Error: ${result.ERROR}\n`);
    return { data: result, exitCode: result.SUCCESS ? exitCodes.success : exitCodes.failed };
  },
  renderText: renderList,
};
