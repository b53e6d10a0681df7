import type { Command } from '../command.js';
import { jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { renderView } from '../render/view.js';
import { localClassSource } from '../sources/local-class-file.js';
import { classMainSource, view as viewObjects } from '../../client/reading.js';
import { globalStartsFromSource } from '../../client/source-lines.js';
import type { Agent } from '../../client/agent.js';
import type { ViewObject, ViewResult } from '../../protocol/reading.js';

/**
 * Global line numbers for servers that do not send global_start: from the class's main file in the working
 * folder when its lines match the system's sections, else from the developer API's class source.
 */
async function fillGlobalStarts(agent: Agent, cwd: string, object: ViewObject): Promise<void> {
  const sections = object.sections ?? [];
  if (object.type !== 'CLAS' || sections.length === 0 || sections.some((s) => s.global_start !== undefined)) return;
  const mainSections = sections.filter((s) => s.lines.length > 0 && !s.file && !['CCDEF', 'CCIMP', 'CCAU'].includes(s.suffix));
  for (const source of [() => localClassSource(cwd, object.name), () => classMainSource(agent, object.name)]) {
    const lines = await source();
    if (!lines) continue;
    const starts = globalStartsFromSource(sections, lines);
    // A local file with edits the system does not have would give wrong numbers: all sections must match.
    if (mainSections.every((s) => starts.has(s))) {
      for (const section of sections) section.global_start = starts.get(section) ?? 0;
      return;
    }
  }
}

export const view: Command<ViewResult> = {
  name: 'view',
  summary: 'show the definition and source of objects',
  usage: 'abapdeck view --objects <name,...> [--type <T>] [--full] [--lines] [--json]',
  flags: {
    objects: { type: 'string', value: 'name,...', description: 'object names, comma-separated (required); source includes too' },
    type: { type: 'string', value: 'T', description: 'CLAS, INTF, TABL, STRU, DTEL, TTYP, DDLS, STOB, PROG, DOMA, MSAG, FUGR, DCLS, ENHO' },
    full: { type: 'boolean', description: 'every section: methods (CM###), local classes, test classes' },
    lines: { type: 'boolean', description: 'with --full: line numbers G [N] and debug hints per method' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const objects = listFlag(flags, 'objects');
    if (objects.length === 0) throw new UsageError('--objects is required');
    if (flags['lines'] && !flags['full']) throw new UsageError('--lines needs --full');
    const service = await context.service();
    const result = await viewObjects(service.agent, { objects, type: stringFlag(flags, 'type'), full: flags['full'] === true });
    if (flags['lines']) for (const object of result.objects) await fillGlobalStarts(service.agent, context.cwd, object);
    if (!result.success && !flags['json']) context.stderr.write(`Error: ${result.error || 'view failed'}\n`);
    return { data: result, exitCode: result.success ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result, flags) => renderView(result, { lines: flags['lines'] === true }),
};
