import type { Command, FlagValues } from '../command.js';
import { answerOf, keepAnswer } from '../../client/wire-values.js';
import { jsonFlag, listFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { messages } from '../../protocol/messages.js';
import { UCCHECK_CLOUD, UCCHECK_STANDARD } from '../../protocol/checks.js';
import { syntax as checkSyntax } from '../../client/checks.js';
import { collectSyntaxObjects } from '../syntax/collect.js';
import { locateResults, type LocatedResult, type SyntaxRun } from '../syntax/locate.js';
import { formatFlag, outputFormat, reportText, repositoryPath, repositoryRoot } from '../reports/report-file.js';
import { prepareOutput, preparedOutput } from '../reports/prepared-output.js';

/** The spec's text is 'Error: --files parameter required'; the one error exit prints the 'Error: ' itself. */
export const filesRequired = messages.filesParameterRequired.replace(/^Error: /, '');

/** The comma-separated --files list, or the spec's refusal without one. */
export function filesFlag(flags: FlagValues): string[] {
  const files = listFlag(flags, 'files');
  if (files.length === 0) throw new UsageError(filesRequired);
  return files;
}

function objectLabel(result: LocatedResult): string {
  const label = `${result.object_type} ${result.object_name}`;
  if (result.fugr_include_name) return `${label} (${result.fugr_include_name})`;
  if (result.includes?.length) return `${label} (with include ${result.includes.join(', ')})`;
  return label;
}

/** `file:line: word: message`, one line per error, then one line per object and the summary. */
export function renderSyntax(run: SyntaxRun): string {
  const lines: string[] = [];
  for (const result of run.results) {
    for (const error of result.errors) {
      const where = error.include === 'class_pool' ? `${error.file}: class pool line ${error.line}` : `${error.file}:${error.line}`;
      lines.push(`${where}: error: ${error.word ? `${error.word}: ` : ''}${error.text}`);
    }
    for (const warning of result.warnings) lines.push(`${warning.file}:${warning.line}: warning: ${warning.code ? `${warning.code}: ` : ''}${warning.text}`);
    lines.push(`${objectLabel(result)}: ${result.message}`);
  }
  lines.push(run.message);
  return lines.join('\n') + '\n';
}

export const syntax: Command<SyntaxRun> = {
  name: 'syntax',
  examples: [
    { line: 'abapdeck syntax --files src/core/zcl_demo_fare_calculator.clas.abap', does: 'check a class (with its local and test class files) before pulling it' },
    { line: 'abapdeck syntax --files src/tools/zdemo_flight_list.prog.abap --format quickfix', does: 'findings as file:line:col lines for an editor' },
  ],
  flags: {
    files: { type: 'string', value: 'file,...', description: 'source files, comma-separated (CLAS, INTF, PROG, DDLS, FUGR, ENHO files)' },
    cloud: { type: 'boolean', description: 'check as ABAP for Cloud Development' },
    strict: { type: 'boolean', description: 'every name must exist: a standard name the embedded kernel lacks is an error, not a kernel gap (default: project kernel.strict)' },
    format: formatFlag,
    json: jsonFlag,
  },
  async run(context, flags) {
    const format = outputFormat(flags);
    const files = filesFlag(flags);
    const plan = collectSyntaxObjects(files, context.cwd);
    if (!flags['json']) for (const note of plan.notes) context.stderr.write(`${note}\n`);
    const service = await context.service();
    const response = await checkSyntax(service.agent, {
      objects: plan.objects.map((planned) => planned.object),
      uccheck: flags['cloud'] ? UCCHECK_CLOUD : UCCHECK_STANDARD,
      ...(flags['strict'] === true || context.project().kernel.strict ? { strict: true } : {}),
    });
    // --json prints the system's answer; the text maps its lines back to the local files
    const run = keepAnswer(locateResults(response, plan), answerOf(response));
    if (format !== 'text') {
      const { syntaxCheckstyle } = await import('../reports/syntax-reports.js');
      const root = repositoryRoot(context.cwd);
      const files = syntaxCheckstyle(run, (file) => repositoryPath(context.cwd, file, root));
      prepareOutput(run, await reportText(format, files));
    }
    return { data: run, exitCode: run.success ? exitCodes.success : exitCodes.failed };
  },
  renderText: (run) => preparedOutput(run) ?? renderSyntax(run),
};
