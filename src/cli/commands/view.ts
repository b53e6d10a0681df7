import type { Command } from '../command.js';
import { jsonFlag, requiredListFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { renderView } from '../render/view.js';
import { fillGlobalStarts } from '../sources/global-lines.js';
import { classMainSource, view as viewObjects } from '../../client/reading.js';
import type { ViewResult } from '../../protocol/reading.js';
import { messages } from '../../protocol/messages.js';

export const view: Command<ViewResult> = {
  name: 'view',
  examples: [
    { line: 'abapdeck view --objects ZCL_DEMO_FARE_CALCULATOR', does: 'the public section of a class' },
    { line: 'abapdeck view --objects ZCL_DEMO_FARE_CALCULATOR --full --lines', does: 'every section with line numbers and a debug set argument per method' },
    { line: 'abapdeck view --objects ZDEMO_FLIGHT,ZDEMO_PRICE --json', does: 'the fields of a table and the properties of a data element, as JSON' },
  ],
  flags: {
    objects: { type: 'string', value: 'name,...', description: 'object names, comma-separated (required); source includes too' },
    type: { type: 'string', value: 'T', description: 'CLAS, INTF, TABL, STRU, DTEL, TTYP, DDLS, STOB, PROG, DOMA, MSAG, FUGR, DCLS, ENHO' },
    full: { type: 'boolean', description: 'every section: methods (CM###), local classes, test classes' },
    lines: { type: 'boolean', description: 'with --full: line numbers G [N] and debug hints per method' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const objects = requiredListFlag(flags, 'objects');
    if (flags['lines'] && !flags['full']) throw new UsageError('--lines needs --full');
    const service = await context.service();
    const result = await viewObjects(service.agent, { objects, type: stringFlag(flags, 'type'), full: flags['full'] === true });
    if (flags['lines']) for (const object of result.objects) await fillGlobalStarts(object, context.cwd, (name) => classMainSource(service.agent, name));
    if (!result.success && !flags['json']) context.stderr.write(`Error: ${result.error || 'view failed'}\n`);
    const missing = result.objects.filter((object) => object.not_found);
    if (result.success && !flags['json']) for (const object of missing) context.stderr.write(`${messages.objectNotFound(object.name)}\n`);
    return { data: result, exitCode: result.success && missing.length === 0 ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result, flags) => renderView(result, { lines: flags['lines'] === true }),
};
