import type { Command } from '../command.js';
import { jsonFlag, listFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { inactiveCapability, type ActivateResult, type InactiveResult } from '../../protocol/transports.js';

export const inactive: Command<InactiveResult> = {
  name: 'inactive',
  examples: [
    { line: 'abapdeck inactive', does: 'my inactive objects and the errors that keep them so' },
    { line: 'abapdeck inactive --all --json', does: "every user's, as JSON" },
  ],
  flags: {
    all: { type: 'boolean', description: "every user's inactive objects, not only mine" },
    json: jsonFlag,
  },
  async run(context, flags) {
    const { requireCapability } = await import('../../client/sync.js');
    const { inactiveObjects } = await import('../../client/transport-requests.js');
    const { agent } = await context.service();
    await requireCapability(agent, inactiveCapability, 'inactive objects');
    return { data: await inactiveObjects(agent, flags['all'] ? 'all' : 'mine') };
  },
  renderText: (result) => {
    if (result.OBJECTS.length === 0) return 'No inactive objects\n';
    const lines = [`${result.OBJECTS.length} inactive object(s)`];
    for (const object of result.OBJECTS) {
      lines.push(`  ${object.OBJ_TYPE} ${object.OBJ_NAME}  (${object.PACKAGE}, ${object.USER}, ${object.CHANGED_AT})`);
      for (const error of object.ERRORS) lines.push(`      ${error.FILE ? `${error.FILE}:${error.LINE}: ` : ''}${error.TEXT}`);
      if (object.ERRORS.length === 0) lines.push('      no errors: abapdeck activate --objects ' + object.OBJ_NAME);
    }
    return lines.join('\n') + '\n';
  },
};

export const activate: Command<ActivateResult> = {
  name: 'activate',
  examples: [
    { line: 'abapdeck activate --objects ZCL_DEMO_FARE_CALCULATOR,ZIF_DEMO_FARE_CALCULATOR', does: 'activate two inactive objects together' },
  ],
  flags: {
    objects: { type: 'string', value: 'name,…', description: 'the inactive objects to activate' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const objects = listFlag(flags, 'objects').map((name) => name.toUpperCase());
    if (objects.length === 0) throw new UsageError('activate needs --objects <name,…>');
    const { requireCapability } = await import('../../client/sync.js');
    const { activateObjects } = await import('../../client/transport-requests.js');
    const { agent } = await context.service();
    await requireCapability(agent, inactiveCapability, 'activation of inactive objects');
    const result = await activateObjects(agent, objects);
    return { data: result, exitCode: result.SUCCESS === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result) =>
    [
      result.MESSAGE || result.ERROR,
      ...result.ACTIVATED_OBJECTS.map((o) => `  activated ${o.OBJ_TYPE} ${o.OBJ_NAME}`),
      ...result.FAILED_OBJECTS.map((o) => `  error ${o.OBJ_TYPE} ${o.OBJ_NAME}: ${o.TEXT}`),
    ].join('\n') + '\n',
};
