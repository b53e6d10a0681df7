import type { Command } from '../command.js';
import { jsonFlag, listFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import type { UnitResult } from '../../protocol/execution.js';
import { unit as runUnit } from '../../client/execution.js';

/** Failures grouped by test class, one line per failing method, then the summary. */
export function renderUnit(result: UnitResult): string {
  const lines: string[] = [];
  const byClass = new Map<string, UnitResult['errors']>();
  for (const error of result.errors) {
    const list = byClass.get(error.class_name) ?? [];
    list.push(error);
    byClass.set(error.class_name, list);
  }
  for (const [className, errors] of byClass) {
    lines.push(className);
    const width = Math.max(...errors.map((e) => e.method_name.length));
    for (const error of errors) {
      const [first, ...more] = error.error_text.split('\n');
      lines.push(`  ${error.method_name.padEnd(width)}  ${error.error_kind.padEnd(7)}  ${first ?? ''}`);
      for (const line of more) lines.push(`  ${' '.repeat(width)}  ${' '.repeat(7)}  ${line}`);
    }
  }
  if (lines.length > 0) lines.push('');
  const counts = result.test_count > 0 ? ` (${result.passed_count} passed, ${result.failed_count} failed)` : '';
  lines.push(`${result.message}${result.success === 'X' || result.failed_count === 0 ? '' : counts}`);
  return lines.join('\n') + '\n';
}

export const unit: Command<UnitResult> = {
  name: 'unit',
  summary: 'run the ABAP unit tests of classes in the system',
  usage: 'abapdeck unit --files <file,...> [--json]',
  flags: {
    files: { type: 'string', value: 'file,...', description: 'class or test-class files, comma-separated (zcl_x.clas.abap, zcl_x.clas.testclasses.abap)' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const files = listFlag(flags, 'files');
    if (files.length === 0) throw new UsageError(messages.filesParameterRequired.replace(/^Error: /, ''));
    for (const file of files) if (!objectFromFileName(file)) throw new UsageError(messages.invalidFileFormat(file));
    const service = await context.service();
    const result = await runUnit(service.agent, files);
    return { data: result, exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: renderUnit,
};
