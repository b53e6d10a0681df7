import type { Command } from '../command.js';
import { integerFlag, jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import { executionMessages, unitTimeoutLimits, type UnitResult } from '../../protocol/execution.js';
import { unit as runUnit } from '../../client/execution.js';
import { watchForWaitingBreakpoint } from '../waiting-breakpoint.js';
import { formatFlag, junitOutputFlag, outputFormat, repositoryPath, repositoryRoot, reportTarget, reportText, writeReport } from '../reports/report-file.js';
import { prepareOutput, preparedOutput } from '../reports/prepared-output.js';
import type { UnitCoverageResult } from '../../protocol/unit-coverage.js';
import { coverageVerdict, localCoveragePaths, renderCoverage, type CoverageVerdict } from '../unit/coverage-gate.js';
import { answerOf, keepAnswer } from '../../client/wire-values.js';
import { keysToUpper } from '../../protocol/keys.js';
import { measureOf, profileFlags, writeCpuProfile } from '../profile-flags.js';
import { renderMeasurements } from '../render/profile.js';
import type { RunMeasurements } from '../../protocol/profile.js';
import { chosenTests, parseTestMethod, testMethodText, unitMethodMessages } from '../../protocol/unit-method.js';

/** A unit run with coverage (--coverage): the system's result and the client's verdict of the gate. */
export type UnitCoverageData = UnitCoverageResult & { coverage_gate: CoverageVerdict };
type UnitData = (UnitResult & RunMeasurements) | UnitCoverageData;

const COVERAGE_FORMATS = ['cobertura', 'lcov', 'jacoco'] as const;
type CoverageFormat = (typeof COVERAGE_FORMATS)[number];

/** --coverage-format, else lcov for a .info or .lcov file, else cobertura. */
function coverageFormat(format: string | undefined, file: string | undefined): CoverageFormat {
  if (format === undefined) return file && /\.(info|lcov)$/i.test(file) ? 'lcov' : 'cobertura';
  const wanted = format.toLowerCase();
  if (!(COVERAGE_FORMATS as readonly string[]).includes(wanted)) throw new UsageError(`--coverage-format must be cobertura, lcov or jacoco, got '${format}'`);
  return wanted as CoverageFormat;
}

function coverageThreshold(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) throw new UsageError(`--coverage-threshold must be a number from 0 to 100, got '${value}'`);
  return n;
}

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

export const unit: Command<UnitData> = {
  name: 'unit',
  examples: [
    { line: 'abapdeck unit --files src/core/zcl_demo_fare_calculator.clas.testclasses.abap', does: "run a class's unit tests" },
    { line: 'abapdeck unit --files src/core/zcl_demo_fare_calculator.clas.testclasses.abap --method ltcl_fares=>adult_fare', does: 'run one test method' },
    { line: 'abapdeck unit --files src/core/zcl_demo_fare_calculator.clas.abap --coverage --coverage-threshold 80', does: 'with statement coverage; fails below 80 percent' },
    { line: 'abapdeck unit --files src/core/zcl_demo_booking_service.clas.abap --junit-output unit.xml', does: 'also write JUnit XML for CI' },
  ],
  flags: {
    files: { type: 'string', value: 'file,...', description: 'class or test-class files, comma-separated (zcl_x.clas.abap, zcl_x.clas.testclasses.abap)' },
    method: {
      type: 'string',
      value: 'NAME',
      description: 'run only this test method (NAME, or TEST_CLASS=>NAME for one test class; an abapdeck extension of the system)',
    },
    'junit-output': {
      ...junitOutputFlag,
      description: `${junitOutputFlag.description}; test methods are read from the local test classes`,
    },
    coverage: { type: 'boolean', description: 'also measure statement coverage per class and method (an abapdeck extension of the system)' },
    'coverage-output': { type: 'string', value: 'file', description: 'write the coverage report to this file (implies --coverage)' },
    'coverage-format': { type: 'string', value: 'cobertura|lcov|jacoco', description: 'format of --coverage-output (default cobertura; lcov for a .info or .lcov file)' },
    'coverage-threshold': {
      type: 'string',
      value: 'N',
      description: 'fail when a class covers less than N percent of its statements (implies --coverage; else coverage.threshold of .abapgit-agent.json)',
    },
    format: {
      ...formatFlag,
      description: `${formatFlag.description}; failures at their test methods' lines in the local test classes`,
    },
    timeout: { type: 'string', value: 'seconds', description: "the run's time limit, 1 to 3600 s (default: unit.timeoutSeconds of .abapgit-agent.json, else the system's)" },
    ...profileFlags,
    json: jsonFlag,
  },
  async run(context, flags) {
    const files = listFlag(flags, 'files');
    if (files.length === 0) throw new UsageError(messages.filesParameterRequired.replace(/^Error: /, ''));
    for (const file of files) if (!objectFromFileName(file)) throw new UsageError(messages.invalidFileFormat(file));
    const outputAs = outputFormat(flags);
    const junitFile = stringFlag(flags, 'junit-output');
    const junitTarget = reportTarget(context.cwd, junitFile);
    const coverageFile = stringFlag(flags, 'coverage-output');
    const coverageTarget = reportTarget(context.cwd, coverageFile);
    const format = coverageFormat(stringFlag(flags, 'coverage-format'), coverageFile);
    const threshold = coverageThreshold(stringFlag(flags, 'coverage-threshold'));
    const measure = flags['coverage'] === true || coverageFile !== undefined || threshold !== undefined;
    const measuring = measureOf(flags, context.cwd);
    if (measure && measuring) throw new UsageError('--profile and --sql-trace measure a run of their own: not with --coverage');
    if (!measure && flags['coverage-format'] !== undefined) throw new UsageError('--coverage-format needs --coverage-output');
    const methodText = stringFlag(flags, 'method');
    const method = methodText === undefined ? undefined : parseTestMethod(methodText);
    if (methodText !== undefined && !method) throw new UsageError(unitMethodMessages.invalid(methodText));
    if (method && (measure || measuring)) throw new UsageError('--method runs one test method: not with --coverage, --profile or --sql-trace');
    const policy = measure ? context.project().coverage : undefined;
    const timeout = integerFlag(flags, 'timeout') ?? context.project().unit.timeoutSeconds;
    if (timeout !== undefined && (timeout < unitTimeoutLimits.min || timeout > unitTimeoutLimits.max)) throw new UsageError(`--${executionMessages.invalidTimeout}`);
    const service = await context.service();
    const started = new Date();
    let result: UnitData;
    const watching = outputAs === 'text' && !flags['json'] ? watchForWaitingBreakpoint(service.agent, context.stderr) : undefined;
    try {
      if (measure) {
        const { unitCoverage } = await import('../../client/unit-coverage.js');
        const measured = await unitCoverage(service.agent, files, timeout);
        const paths = localCoveragePaths(context.cwd, files, measured.coverage);
        const pathOf = (file: string) => paths.get(file) ?? file;
        const verdict = coverageVerdict(measured.coverage, { ...policy!, threshold: threshold ?? policy!.threshold }, (entry) => entry.files.map((file) => pathOf(file.file)));
        result = keepAnswer({ ...measured, coverage_gate: verdict }, { ...(answerOf(measured) as object), COVERAGE_GATE: keysToUpper(verdict) });
        if (coverageTarget) {
          const { coverageReport } = await import('../reports/coverage-reports.js');
          const { packageVersion } = await import('../../version.js');
          writeReport(coverageTarget, coverageFile!, await coverageReport(format, measured.coverage, { pathOf, timestamp: started.getTime(), version: packageVersion() }));
        }
      } else if (measuring) {
        const { unitMeasured } = await import('../../client/profile.js');
        result = await unitMeasured(service.agent, files, measuring.measure, timeout);
        await writeCpuProfile(measuring.output, result);
      } else if (method) {
        const { unitMethod } = await import('../../client/unit-method.js');
        result = await unitMethod(service.agent, files, testMethodText(method), timeout);
      } else {
        result = await runUnit(service.agent, files, timeout);
      }
    } finally {
      watching?.stop();
    }
    const seconds = (Date.now() - started.getTime()) / 1000;
    const root = repositoryRoot(context.cwd);
    const localTests = junitTarget || outputAs !== 'text' ? await (await import('../unit/test-methods.js')).scanTestMethods(context.cwd, root ?? context.cwd, files) : undefined;
    // with --method the reports list the method run, not every method of the local test classes
    const scanned = localTests && method ? { ...localTests, classes: chosenTests(localTests.classes, method) } : localTests;
    if (outputAs !== 'text') {
      const { unitCheckstyle } = await import('../reports/unit-reports.js');
      const pathOf = (file: string) => repositoryPath(context.cwd, file, root);
      const named = new Map<string, string>();
      for (const file of files) {
        const object = objectFromFileName(file)!;
        if (!named.has(object.name)) named.set(object.name, pathOf(file));
      }
      prepareOutput(result, await reportText(outputAs, unitCheckstyle(result, scanned!.classes, named, pathOf)));
    }
    if (junitTarget) {
      const { unitJUnit } = await import('../reports/unit-reports.js');
      const { junitXml } = await import('../reports/junit.js');
      const scan = scanned!;
      const objects = [...new Set(files.map((file) => objectFromFileName(file)!).filter((o) => o.type === 'CLAS' || o.type === 'PROG').map((o) => o.name))];
      const report = unitJUnit(result, scan.classes, { objects, time: seconds, timestamp: started.toISOString().slice(0, 19) });
      writeReport(junitTarget, junitFile!, await junitXml(report));
      if (!flags['json']) {
        if (scan.missing.length > 0) context.stderr.write(`JUnit report: no local test classes of ${scan.missing.join(', ')}; only their failures are listed\n`);
        const listed = scan.classes.reduce((sum, testClass) => sum + testClass.methods.length, 0);
        if (!method && scan.missing.length === 0 && listed !== result.test_count && result.test_count > 0) {
          context.stderr.write(`JUnit report: the local test classes declare ${listed} test method(s), the system ran ${result.test_count}\n`);
        }
      }
    }
    const gatePassed = !('coverage_gate' in result) || result.coverage_gate.passed;
    return { data: result, exitCode: result.success === 'X' && gatePassed ? exitCodes.success : exitCodes.failed };
  },
  renderText: (data) => {
    const prepared = preparedOutput(data);
    if (prepared !== undefined) return prepared;
    if (!('coverage_gate' in data)) return data.profile || data.sql_trace ? `${renderUnit(data)}\n${renderMeasurements(data)}` : renderUnit(data);
    return `${renderUnit(data)}\n${renderCoverage(data.coverage, data.coverage_gate)}`;
  },
};
