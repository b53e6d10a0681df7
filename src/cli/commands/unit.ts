import type { Command } from '../command.js';
import { jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import type { UnitResult } from '../../protocol/execution.js';
import { unit as runUnit } from '../../client/execution.js';
import { junitOutputFlag, repositoryRoot, reportTarget, writeReport } from '../reports/report-file.js';

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
  usage: 'abapdeck unit --files <file,...> [--json] [--junit-output <file>]',
  flags: {
    files: { type: 'string', value: 'file,...', description: 'class or test-class files, comma-separated (zcl_x.clas.abap, zcl_x.clas.testclasses.abap)' },
    'junit-output': {
      ...junitOutputFlag,
      description: `${junitOutputFlag.description}; test methods are read from the local test classes`,
    },
    json: jsonFlag,
  },
  async run(context, flags) {
    const files = listFlag(flags, 'files');
    if (files.length === 0) throw new UsageError(messages.filesParameterRequired.replace(/^Error: /, ''));
    for (const file of files) if (!objectFromFileName(file)) throw new UsageError(messages.invalidFileFormat(file));
    const junitFile = stringFlag(flags, 'junit-output');
    const junitTarget = reportTarget(context.cwd, junitFile);
    const service = await context.service();
    const started = new Date();
    const result = await runUnit(service.agent, files);
    const seconds = (Date.now() - started.getTime()) / 1000;
    if (junitTarget) {
      const { scanTestMethods } = await import('../unit/test-methods.js');
      const { unitJUnit } = await import('../reports/unit-reports.js');
      const { junitXml } = await import('../reports/junit.js');
      const scan = await scanTestMethods(context.cwd, repositoryRoot(context.cwd) ?? context.cwd, files);
      const objects = [...new Set(files.map((file) => objectFromFileName(file)!).filter((o) => o.type === 'CLAS' || o.type === 'PROG').map((o) => o.name))];
      const report = unitJUnit(result, scan.classes, { objects, time: seconds, timestamp: started.toISOString().slice(0, 19) });
      writeReport(junitTarget, junitFile!, await junitXml(report));
      if (!flags['json']) {
        if (scan.missing.length > 0) context.stderr.write(`JUnit report: no local test classes of ${scan.missing.join(', ')}; only their failures are listed\n`);
        const listed = scan.classes.reduce((sum, testClass) => sum + testClass.methods.length, 0);
        if (scan.missing.length === 0 && listed !== result.test_count && result.test_count > 0) {
          context.stderr.write(`JUnit report: the local test classes declare ${listed} test method(s), the system ran ${result.test_count}\n`);
        }
      }
    }
    return { data: result, exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: renderUnit,
};
