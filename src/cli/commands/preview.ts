import type { Command } from '../command.js';
import { integerFlag, jsonFlag, listFlag, requiredListFlag, stringFlag } from '../command.js';
import { exitCodes } from '../errors.js';
import { renderPreview } from '../render/preview.js';
import { gridLayoutFlags, gridPageFlags, gridTextOptions } from '../render/grid-flags.js';
import { preview as previewObjects } from '../../client/reading.js';
import type { PreviewResult } from '../../protocol/reading.js';

export const preview: Command<PreviewResult> = {
  name: 'preview',
  examples: [
    { line: 'abapdeck preview --objects ZDEMO_FLIGHT', does: 'the first 100 rows of a table' },
    { line: `abapdeck preview --objects ZDEMO_FLIGHT --where "CARRIER_ID = 'AU'" --columns CARRIER_ID,CONNECTION_ID,FLIGHT_DATE --limit 10`, does: 'ten rows of one carrier, three columns' },
    { line: 'abapdeck preview --objects ZC_DEMO_BOOKING --vertical', does: "a CDS view's rows, one field per line" },
  ],
  flags: {
    objects: { type: 'string', value: 'name,...', description: 'tables or CDS views, comma-separated (required)' },
    type: { type: 'string', value: 'T', description: 'TABL or DDLS (default: names starting ZC_ are CDS views)' },
    ...gridPageFlags,
    where: { type: 'string', value: 'condition', description: "filter, e.g. \"CARRIER_ID = 'ZA' AND SEATS_FREE > 0\"" },
    columns: { type: 'string', value: 'F,...', description: 'columns to show, comma-separated' },
    ...gridLayoutFlags,
    json: jsonFlag,
  },
  async run(context, flags) {
    const objects = requiredListFlag(flags, 'objects');
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
  renderText: (result, flags) => renderPreview(result, gridTextOptions(flags)),
};
