import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import type { DropResult } from '../../protocol/transports.js';
import type { PullData } from './pull.js';
import { transportFlag } from '../flags.js';

interface DropData extends DropResult {
  /** --pull: the pull of the file right after. */
  pull?: PullData;
}

export const drop: Command<DropData> = {
  name: 'drop',
  examples: [
    { line: 'abapdeck drop --files src/tools/zcl_demo_dump.clas.abap', does: 'delete the object of a file from the system (its versions stay)' },
    { line: 'abapdeck drop --files src/tools/zcl_demo_dump.clas.abap --pull', does: 'delete it and pull the file again at once' },
  ],
  flags: {
    files: { type: 'string', value: 'file', description: 'the file of the object to delete (it must exist)' },
    transport: transportFlag,
    pull: { type: 'boolean', description: 'pull the file again right after' },
    'conflict-mode': { type: 'string', value: 'abort|ignore', description: 'with --pull: abort on conflicts (default) or ignore them' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const file = stringFlag(flags, 'files')?.trim();
    if (!file) throw new UsageError('drop needs --files <file>');
    if (file.includes(',')) throw new UsageError('drop deletes one object: give one file');
    const ref = objectFromFileName(file);
    if (!ref) throw new UsageError(`${file} names no object (<name>.<type>.<ext>)`);
    if (!existsSync(resolve(context.cwd, file))) throw new UsageError(`${file} does not exist: drop only objects whose file is there, so they can be pulled again`);
    if (ref.type === 'DTEL') throw new UsageError('Data elements are not dropped: tables and structures that use them would break; change or delete those first');
    if (!flags['pull'] && stringFlag(flags, 'conflict-mode')) throw new UsageError('--conflict-mode goes with --pull');
    const { transportOf } = await import('./pull.js');
    const transport = await transportOf(context, flags);
    const { dropObject } = await import('../../client/transport-requests.js');
    const { agent } = await context.service();
    const result: DropData = await dropObject(agent, { object_type: ref.type === 'STRU' ? 'TABL' : ref.type, object_name: ref.name, ...(transport ? { transport_request: transport } : {}) });
    if (result.success === 'X' && flags['pull']) {
      const { pull } = await import('./pull.js');
      const pulled = await pull.run(context, { files: file, ...(stringFlag(flags, 'conflict-mode') ? { 'conflict-mode': stringFlag(flags, 'conflict-mode') } : {}) }, []);
      result.pull = pulled.data as PullData;
      return { data: result, exitCode: pulled.exitCode ?? exitCodes.success };
    }
    return { data: result, exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result) => {
    const lines = [result.success === 'X' ? result.message ?? '' : result.error ?? ''];
    if (result.pull) lines.push('', `Pull: ${result.pull.message}`, ...result.pull.activated_objects.map((o) => `  activated ${o.obj_type} ${o.obj_name}`));
    return lines.join('\n') + '\n';
  },
};
