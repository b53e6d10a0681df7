import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { alignedTable } from '../render/table.js';
import { inspect as inspectFiles } from '../../client/checks.js';
import { baseName, objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import type { InspectResult } from '../../protocol/checks.js';
import { filesFlag } from './syntax.js';

function findingRows(result: InspectResult): string[][] {
  const at = (sobjname: string, line: string) => (sobjname ? `${sobjname}:${line}` : `line ${line}`);
  return [
    ...result.errors.map((e) => ['E', e.method_name, at(e.sobjname, e.line), e.text]),
    ...result.warnings.map((w) => ['W', w.method_name, at(w.sobjname, w.line), w.message]),
    ...result.infos.map((i) => ['I', i.method_name, at(i.sobjname, i.line), i.message]),
  ];
}

/** Per object a count line and its findings (E/W/I, method, include:line, message), then a summary. */
export function renderInspect(results: InspectResult[], variant: string | undefined): string {
  const lines: string[] = [];
  for (const result of results) {
    const label = [result.object_type, result.object_name].filter(Boolean).join(' ');
    lines.push(`${label}: ${result.error_count} error(s), ${result.warnings.length} warning(s), ${result.infos.length} info(s)`);
    const rows = findingRows(result);
    if (rows.length > 0) lines.push(...alignedTable(rows).split('\n').map((row) => `  ${row}`));
  }
  const failed = results.filter((result) => result.success !== 'X').length;
  const warnings = results.reduce((sum, result) => sum + result.warnings.length, 0);
  lines.push(
    `Inspected ${results.length} object(s) with ${variant ? `variant ${variant.toUpperCase()}` : 'the default checks'}: ` +
      `${failed} with errors, ${warnings} warning(s)`,
  );
  return lines.join('\n') + '\n';
}

export const inspect: Command<InspectResult[]> = {
  name: 'inspect',
  summary: 'inspect active objects with a check variant',
  usage: 'abapdeck inspect --files <file,...> [--variant <name>] [--json]',
  flags: {
    files: { type: 'string', value: 'file,...', description: 'files of the objects to inspect, comma-separated (the objects must be active)' },
    variant: { type: 'string', value: 'name', description: 'check variant: EMPTY (the standard checks, also without --variant), DEFAULT (curated) or one the system stores' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const files = filesFlag(flags);
    for (const file of files) {
      const absolute = resolve(context.cwd, file);
      if (!existsSync(absolute) || !statSync(absolute).isFile()) throw new UsageError(messages.fileNotFound(file));
      if (!objectFromFileName(file)) throw new UsageError(messages.invalidFileFormat(file));
    }
    const service = await context.service();
    // Base names in upper case, as the public implementation's client sends them.
    const results = await inspectFiles(service.agent, { files: files.map((file) => baseName(file).toUpperCase()), variant: stringFlag(flags, 'variant') });
    const failed = results.length === 0 || results.some((result) => result.success !== 'X');
    return { data: results, exitCode: failed ? exitCodes.failed : exitCodes.success };
  },
  renderText: (results, flags) => renderInspect(results, stringFlag(flags, 'variant')),
};
