import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Command } from '../command.js';
import { jsonFlag, listFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import { formatFlag, outputFormat, reportText, repositoryPath, repositoryRoot } from '../reports/report-file.js';
import { prepareOutput, preparedOutput } from '../reports/prepared-output.js';
import { findLintConfig, LINT_CONFIG_FILE } from '../lint/lint-config.js';
import type { LintIssue } from '../lint/run-abaplint.js';
import type { LintAnswer } from '../../protocol/assistant-answers.js';

/**
 * What `abapdeck lint` returns (and prints with --json), the shape MCP's abap_lint_run lists as its output schema.
 * Issue files are relative to the working folder; configuration is the abaplint.json used (relative to the working
 * folder), or 'default'.
 */
export type LintResult = LintAnswer & { issues: LintIssue[] };

/** `file:line:column: severity: message [rule]`, then the summary and the configuration used. */
export function renderLint(result: LintResult): string {
  const lines = result.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}: ${issue.severity}: ${issue.message} [${issue.rule}]`);
  const configuration = result.configuration === 'default' ? `default configuration, no ${LINT_CONFIG_FILE}` : result.configuration;
  lines.push(`${result.message} (${configuration})`);
  return lines.join('\n') + '\n';
}

export const lint: Command<LintResult> = {
  name: 'lint',
  examples: [
    { line: 'abapdeck lint', does: 'abaplint over every file of the repository, on this machine' },
    { line: 'abapdeck lint --files src/core/zcl_demo_fare_calculator.clas.abap --format checkstyle', does: 'the findings of one object as checkstyle XML' },
  ],
  flags: {
    files: { type: 'string', value: 'file,...', description: `report only on these objects' files, comma-separated (all files of the repository are read for context)` },
    format: formatFlag,
    json: jsonFlag,
  },
  async run(context, flags) {
    const format = outputFormat(flags);
    const named = listFlag(flags, 'files');
    const wanted = new Set<string>();
    for (const file of named) {
      const absolute = resolve(context.cwd, file);
      if (!existsSync(absolute) || !statSync(absolute).isFile()) throw new UsageError(messages.fileNotFound(file));
      const object = objectFromFileName(file);
      if (!object) throw new UsageError(messages.invalidFileFormat(file));
      wanted.add(`${object.type} ${object.name}`);
    }
    const root = repositoryRoot(context.cwd);
    const source = findLintConfig(context.cwd, root);
    const { lintRepository } = await import('../lint/run-abaplint.js');
    const run = lintRepository(source);
    // the same object's files (a class and its companions), as syntax checks them
    const reported = (file: string) => {
      if (wanted.size === 0) return true;
      const object = objectFromFileName(file);
      return object !== undefined && wanted.has(`${object.type} ${object.name}`);
    };
    const fromCwd = (file: string) => relative(context.cwd, join(source.root, file)).split(sep).join('/');
    const files = run.files.filter(reported).map(fromCwd);
    const issues = run.issues.filter((issue) => reported(issue.file)).map((issue) => ({ ...issue, file: fromCwd(issue.file) }));
    const count = (severity: LintIssue['severity']) => issues.filter((issue) => issue.severity === severity).length;
    const errorCount = count('error');
    const warningCount = count('warning');
    const result: LintResult = {
      success: errorCount === 0,
      command: 'LINT',
      message: errorCount + warningCount === 0 ? `No findings in ${files.length} file(s)` : `${errorCount} error(s), ${warningCount} warning(s) in ${files.length} file(s)`,
      configuration: source.file ? relative(context.cwd, source.file).split(sep).join('/') || LINT_CONFIG_FILE : 'default',
      file_count: files.length,
      error_count: errorCount,
      warning_count: warningCount,
      info_count: count('info'),
      issues,
    };
    if (wanted.size > 0 && files.length === 0) {
      throw new UsageError(`The files are outside the files ${source.file ? LINT_CONFIG_FILE : 'the default configuration'} selects (global.files)`);
    }
    if (format !== 'text') {
      const path = (file: string) => repositoryPath(context.cwd, file, root);
      const byFile = new Map(files.map((file) => [path(file), [] as LintIssue[]]));
      for (const issue of issues) byFile.set(path(issue.file), [...(byFile.get(path(issue.file)) ?? []), issue]);
      // quickfix lines have no source attribute: the rule goes into the text, as the text output has it
      const message = (issue: LintIssue) => (format === 'quickfix' ? `${issue.message} [${issue.rule}]` : issue.message);
      const report = [...byFile].map(([name, found]) => ({
        name,
        findings: found.map((issue) => ({ line: issue.line, column: issue.column, severity: issue.severity, message: message(issue), source: `abaplint.${issue.rule}` })),
      }));
      prepareOutput(result, await reportText(format, report));
    }
    return { data: result, exitCode: result.success ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result) => preparedOutput(result) ?? renderLint(result),
};
