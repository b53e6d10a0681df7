import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes } from '../errors.js';
import { actionOf } from '../actions.js';
import { alignedTable } from '../render/table.js';
import { kernelGapsCapability, type KernelGapsResult } from '../../protocol/kernel-gaps.js';

/** Uses listed per gap in the text; --json has them all. */
const USES_SHOWN = 5;

export function renderKernelGaps(result: KernelGapsResult): string {
  if (!result.success || result.gaps.length === 0) return `${result.message}\n`;
  const rows = result.gaps.map((gap) => {
    const shown = gap.objects.slice(0, USES_SHOWN).map((use) => `${use.obj_type} ${use.obj_name}`);
    if (gap.objects.length > shown.length) shown.push(`… ${gap.objects.length - shown.length} more`);
    return [gap.name, String(gap.object_count), shown.join(', ')];
  });
  return `${alignedTable([['NAME', 'OBJECTS', 'USED BY'], ...rows])}\n\n${result.message}\n`;
}

export const kernel: Command<KernelGapsResult> = {
  name: 'kernel',
  examples: [
    { line: 'abapdeck kernel gaps', does: 'the standard names the linked packages use and the embedded kernel lacks, most used first' },
    { line: 'abapdeck kernel gaps --package ZDEMO_CORE --json', does: 'the same for one package (and its subpackages), as JSON' },
  ],
  positionals: true,
  flags: {
    package: { type: 'string', value: 'name', description: 'a package (with its subpackages; default: the packages of every linked repository)' },
    json: jsonFlag,
  },
  async run(context, flags, positionals) {
    actionOf(positionals, { gaps: 0 }, 'kernel takes one action: gaps (abapdeck kernel gaps [--package <name>])');
    const { agent } = await context.service();
    const { requireCapability } = await import('../../client/sync.js');
    await requireCapability(agent, kernelGapsCapability, 'kernel gaps');
    const { kernelGaps } = await import('../../client/kernel-gaps.js');
    const result = await kernelGaps(agent, stringFlag(flags, 'package'));
    return { data: result, exitCode: result.success ? exitCodes.success : exitCodes.failed };
  },
  renderText: renderKernelGaps,
};
