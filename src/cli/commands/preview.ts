import type { Command } from '../command.js';
import { integerFlag, jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { renderPreview } from '../render/preview.js';
import { preview as previewObjects } from '../../client/reading.js';
import type { PreviewResult } from '../../protocol/reading.js';

export const preview: Command<PreviewResult> = {
  name: 'preview',
  flags: {
    objects: { type: 'string', value: 'name,...', description: 'tables or CDS views, comma-separated (required)' },
    type: { type: 'string', value: 'T', description: 'TABL or DDLS (default: names starting ZC_ are CDS views)' },
    limit: { type: 'string', value: 'n', description: 'rows per page, 1 to 500, default 100' },
    offset: { type: 'string', value: 'n', description: 'rows to skip, default 0' },
    where: { type: 'string', value: 'condition', description: "filter, e.g. \"CARRIER_ID = 'ZA' AND SEATS_FREE > 0\"" },
    columns: { type: 'string', value: 'F,...', description: 'columns to show, comma-separated' },
    vertical: { type: 'boolean', description: 'one field per line' },
    compact: { type: 'boolean', description: 'every column, values cut to 3 to 20 characters' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const objects = listFlag(flags, 'objects');
    if (objects.length === 0) throw new UsageError('--objects is required');
    const columns = listFlag(flags, 'columns');
    const service = await context.service();
    const result = await previewObjects(service.agent, {
      objects,
      type: stringFlag(flags, 'type'),
      limit: integerFlag(flags, 'limit'),
      offset: integerFlag(flags, 'offset'),
      where: stringFlag(flags, 'where'),
      columns: columns.length > 0 ? columns : undefined,
    });
    if (!result.success && !flags['json']) {
      const errors = result.objects.filter((o) => o.error).map((o) => o.error);
      for (const error of errors.length > 0 ? errors : [result.error || 'preview failed']) context.stderr.write(`Error: ${error}\n`);
    }
    return { data: result, exitCode: result.success ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result, flags) => renderPreview(result, { vertical: flags['vertical'] === true, compact: flags['compact'] === true }),
};
