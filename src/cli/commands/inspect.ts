import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command, FlagValues } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import type { CommandContext } from '../context.js';
import { exitCodes, UsageError } from '../errors.js';
import { alignedTable } from '../render/table.js';
import { inspect as inspectFiles } from '../../client/checks.js';
import { baseName, objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import type { InspectData, InspectResult } from '../../protocol/checks.js';
import type { CheckVariantList } from '../../protocol/check-variants.js';
import { projectFileName } from '../../workspace/project.js';
import { applySuppressions, exclusionOf } from '../inspect/policy.js';
import { formatFlag, junitOutputFlag, outputFormat, reportTarget, reportText, writeReport } from '../reports/report-file.js';
import { prepareOutput, preparedOutput } from '../reports/prepared-output.js';
import type { ExcludedObject } from '../reports/inspect-reports.js';
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
export function renderInspect(results: InspectResult[], variant: string | undefined, excluded: readonly ExcludedObject[] = []): string {
  const lines: string[] = [];
  for (const result of results) {
    const label = [result.object_type, result.object_name].filter(Boolean).join(' ');
    lines.push(`${label}: ${result.error_count} error(s), ${result.warnings.length} warning(s), ${result.infos.length} info(s)`);
    const rows = findingRows(result);
    if (rows.length > 0) lines.push(...alignedTable(rows).split('\n').map((row) => `  ${row}`));
  }
  if (excluded.length > 0) lines.push(`Not inspected (inspect.exclude of ${projectFileName}): ${excluded.map((object) => `${object.type} ${object.name}`).join(', ')}`);
  const failed = results.filter((result) => result.success !== 'X').length;
  const warnings = results.reduce((sum, result) => sum + result.warnings.length, 0);
  lines.push(
    `Inspected ${results.length} object(s) with ${variant ? `variant ${variant.toUpperCase()}` : 'the default checks'}: ` +
      `${failed} with errors, ${warnings} warning(s)`,
  );
  return lines.join('\n') + '\n';
}

/** Each variant with its description, then its checks (E/W/I, rule, title); the syntax rules once, first. */
export function renderVariantList(list: CheckVariantList): string {
  const lines: string[] = [];
  const syntax = list.variants[0]?.checks.filter((check) => check.syntax) ?? [];
  if (syntax.length > 0) lines.push(`Every variant runs the syntax check (errors): ${syntax.map((check) => check.rule).join(', ')}`, '');
  for (const variant of list.variants) {
    const own = variant.checks.filter((check) => !check.syntax);
    lines.push(`${variant.name}${variant.name === list.default_variant ? ' (default)' : ''}  ${variant.description}`);
    if (own.length === 0) lines.push('  the syntax check only');
    else lines.push(...alignedTable(own.map((check) => [check.severity, check.rule, check.title])).split('\n').map((row) => `  ${row}`));
    lines.push('');
  }
  lines.push(`${list.variants.length} variant(s); E errors fail inspect, W warnings and I infos do not`);
  return lines.join('\n') + '\n';
}

/** The files of the objects to inspect, after the project's exclude patterns. */
function plannedFiles(context: CommandContext, flags: FlagValues, exclude: readonly string[]): { files: string[]; excluded: ExcludedObject[] } {
  const files: string[] = [];
  const excluded: ExcludedObject[] = [];
  for (const file of filesFlag(flags)) {
    const absolute = resolve(context.cwd, file);
    if (!existsSync(absolute) || !statSync(absolute).isFile()) throw new UsageError(messages.fileNotFound(file));
    const object = objectFromFileName(file);
    if (!object) throw new UsageError(messages.invalidFileFormat(file));
    const pattern = exclusionOf(object.name, exclude);
    if (pattern === undefined) files.push(file);
    else if (!excluded.some((known) => known.type === object.type && known.name === object.name)) excluded.push({ ...object, pattern });
  }
  return { files, excluded };
}

export const inspect: Command<InspectData> = {
  name: 'inspect',
  examples: [
    { line: 'abapdeck inspect --files src/core/zcl_demo_fare_calculator.clas.abap', does: 'inspect an active class with the standard checks' },
    { line: 'abapdeck inspect --files src/core/zcl_demo_booking_service.clas.abap --variant DEFAULT --junit-output inspect.xml', does: 'with the curated variant, also as JUnit XML' },
    { line: 'abapdeck inspect --list-variants', does: 'the check variants the system has' },
  ],
  flags: {
    files: { type: 'string', value: 'file,...', description: 'files of the objects to inspect, comma-separated (the objects must be active)' },
    variant: {
      type: 'string',
      value: 'name',
      description: `check variant (else inspect.variant of ${projectFileName}): EMPTY (the standard checks, also without one), DEFAULT (curated) or one the system stores`,
    },
    'list-variants': { type: 'boolean', description: 'list the check variants of the system and what each checks' },
    format: formatFlag,
    'junit-output': junitOutputFlag,
    json: jsonFlag,
  },
  async run(context, flags) {
    if (flags['list-variants']) {
      if (flags['files'] !== undefined || flags['format'] !== undefined || flags['junit-output'] !== undefined) {
        throw new UsageError('--list-variants takes no --files, --format or --junit-output');
      }
      const { checkVariants } = await import('../../client/check-variants.js');
      const list = await checkVariants((await context.service()).agent);
      return { data: list, exitCode: list.success ? exitCodes.success : exitCodes.failed };
    }
    const format = outputFormat(flags);
    const junitFile = stringFlag(flags, 'junit-output');
    const junitTarget = reportTarget(context.cwd, junitFile);
    const policy = context.project().inspect;
    const variant = stringFlag(flags, 'variant') ?? policy.variant;
    const { files, excluded } = plannedFiles(context, flags, policy.exclude);
    const started = new Date();
    let results: InspectResult[] = [];
    if (files.length > 0) {
      const service = await context.service();
      // Base names in upper case, as the public implementation's client sends them.
      const answered = await inspectFiles(service.agent, { files: files.map((file) => baseName(file).toUpperCase()), variant });
      results = applySuppressions(answered, policy.suppress).results;
    }
    const failed = (files.length > 0 && results.length === 0) || results.some((result) => result.success !== 'X');
    if (junitTarget) {
      const { junitXml } = await import('../reports/junit.js');
      const { inspectJUnit } = await import('../reports/inspect-reports.js');
      const report = inspectJUnit(results, excluded, { variant: (variant ?? 'EMPTY').toUpperCase(), time: (Date.now() - started.getTime()) / 1000, timestamp: started.toISOString().slice(0, 19) });
      writeReport(junitTarget, junitFile!, await junitXml(report));
    }
    if (format !== 'text') {
      const { inspectCheckstyleFiles } = await import('../inspect/local-files.js');
      prepareOutput(results, await reportText(format, inspectCheckstyleFiles(context.cwd, files, results)));
    } else if (!flags['json']) {
      prepareOutput(results, renderInspect(results, variant, excluded));
    }
    return { data: results, exitCode: failed ? exitCodes.failed : exitCodes.success };
  },
  renderText: (data, flags) =>
    Array.isArray(data) ? (preparedOutput(data) ?? renderInspect(data, stringFlag(flags, 'variant'))) : renderVariantList(data),
};
