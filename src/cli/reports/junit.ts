/**
 * JUnit XML, the report CI servers read (Jenkins, GitLab, GitHub actions): <testsuites> holding one
 * <testsuite> per class or object, one <testcase> per test method or finding. Counts are derived from
 * the cases, so they cannot disagree with them. Pure model → XML; the commands map their results to it.
 */
import { xmlDocument, type XmlElement } from './xml.js';

export interface JUnitProblem {
  /** One line: what failed. */
  message: string;
  /** The kind, for example FAILURE, ERROR or the finding's severity. */
  type: string;
  /** The whole text (stack, values, where). */
  details?: string;
}

export interface JUnitCase {
  name: string;
  classname: string;
  /** Seconds; left out when the system does not say. */
  time?: number;
  /** A failed assertion or a finding that fails the gate. */
  failure?: JUnitProblem;
  /** An exception or a test that could not run. */
  error?: JUnitProblem;
  /** Skipped with this reason. */
  skipped?: string;
  /** Text shown beside a passing case (a warning, an info). */
  systemOut?: string;
}

export interface JUnitSuite {
  name: string;
  /** Seconds; left out when the system does not say. */
  time?: number;
  /** When the run began, ISO 8601 (UTC, without the zone designator, as the JUnit schema has it). */
  timestamp?: string;
  cases: JUnitCase[];
}

export interface JUnitReport {
  /** What produced the report, e.g. `abapdeck unit`. */
  name: string;
  /** Seconds of the whole run. */
  time?: number;
  suites: JUnitSuite[];
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function countsOf(cases: readonly JUnitCase[]): Counts {
  return {
    tests: cases.length,
    failures: cases.filter((c) => c.failure).length,
    errors: cases.filter((c) => !c.failure && c.error).length,
    skipped: cases.filter((c) => !c.failure && !c.error && c.skipped !== undefined).length,
  };
}

/** Seconds with millisecond precision, as JUnit readers expect (`0.25`). */
export function seconds(value: number | undefined): string | undefined {
  return value === undefined ? undefined : (Math.round(value * 1000) / 1000).toFixed(3);
}

function problem(name: 'failure' | 'error', value: JUnitProblem): XmlElement {
  return { name, attributes: { message: value.message, type: value.type }, text: value.details };
}

function caseElement(testCase: JUnitCase): XmlElement {
  const children: XmlElement[] = [];
  if (testCase.failure) children.push(problem('failure', testCase.failure));
  else if (testCase.error) children.push(problem('error', testCase.error));
  else if (testCase.skipped !== undefined) children.push({ name: 'skipped', attributes: { message: testCase.skipped || undefined } });
  if (testCase.systemOut) children.push({ name: 'system-out', text: testCase.systemOut });
  return { name: 'testcase', attributes: { name: testCase.name, classname: testCase.classname, time: seconds(testCase.time) }, children };
}

function suiteElement(suite: JUnitSuite, id: number): XmlElement {
  const counts = countsOf(suite.cases);
  return {
    name: 'testsuite',
    attributes: { id, name: suite.name, tests: counts.tests, failures: counts.failures, errors: counts.errors, skipped: counts.skipped, time: seconds(suite.time), timestamp: suite.timestamp },
    children: suite.cases.map(caseElement),
  };
}

/** The report as a JUnit XML document. */
export function junitElement(report: JUnitReport): XmlElement {
  const counts = countsOf(report.suites.flatMap((suite) => suite.cases));
  return {
    name: 'testsuites',
    attributes: { name: report.name, tests: counts.tests, failures: counts.failures, errors: counts.errors, skipped: counts.skipped, time: seconds(report.time) },
    children: report.suites.map(suiteElement),
  };
}

export async function junitXml(report: JUnitReport): Promise<string> {
  return xmlDocument(junitElement(report));
}
