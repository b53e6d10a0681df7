/**
 * `abapdeck unit --junit-output`: one testsuite per tested class or program, one testcase per test method
 * (`<object>.<test class>` as its classname). The system's result names only the failing methods, so the
 * passing ones come from the local test classes; a failure the local files do not know of is still
 * reported, and an error of a whole object (not active, tests not generated) is a testcase of its own.
 * Per-test times are not on the wire: the run's time is the report's. Pure.
 */
import type { UnitError, UnitResult } from '../../protocol/execution.js';
import type { LocalTestClass } from '../unit/test-methods.js';
import type { CheckstyleFile } from './checkstyle.js';
import type { JUnitCase, JUnitReport, JUnitSuite } from './junit.js';

function problemOf(error: UnitError) {
  const [first] = error.error_text.split('\n');
  return { message: first ?? '', type: error.error_kind || 'FAILURE', details: error.error_text };
}

function caseOf(classname: string, name: string, error: UnitError | undefined): JUnitCase {
  if (!error) return { name, classname };
  return error.error_kind.toUpperCase() === 'FAILURE' ? { name, classname, failure: problemOf(error) } : { name, classname, error: problemOf(error) };
}

export function unitJUnit(result: UnitResult, local: ReadonlyArray<Pick<LocalTestClass, 'objectName' | 'testClass' | 'methods'>>, options: { objects: readonly string[]; time?: number; timestamp?: string }): JUnitReport {
  const suites = new Map<string, JUnitSuite>();
  const suiteOf = (object: string) => {
    let suite = suites.get(object);
    if (!suite) suites.set(object, (suite = { name: object, timestamp: options.timestamp, cases: [] }));
    return suite;
  };
  for (const object of options.objects) suiteOf(object);
  const unclaimed = new Set(result.errors);
  const claim = (predicate: (error: UnitError) => boolean) => {
    const error = [...unclaimed].find(predicate);
    if (error) unclaimed.delete(error);
    return error;
  };
  for (const testClass of local) {
    const classname = `${testClass.objectName}.${testClass.testClass}`;
    for (const method of testClass.methods) {
      const error = claim((e) => e.class_name.toUpperCase() === testClass.testClass && e.method_name.toUpperCase() === method);
      suiteOf(testClass.objectName).cases.push(caseOf(classname, method, error));
    }
  }
  for (const error of unclaimed) {
    if (error.method_name === '') {
      // an error of a whole object or run: class_name is the object (or the objects, comma-separated)
      const object = options.objects.find((name) => name === error.class_name.toUpperCase()) ?? error.class_name.toUpperCase();
      suiteOf(object).cases.push(caseOf(object, '(object)', error));
      continue;
    }
    const owner = local.find((testClass) => testClass.testClass === error.class_name.toUpperCase())?.objectName ?? error.class_name.toUpperCase();
    suiteOf(owner).cases.push(caseOf(`${owner}.${error.class_name.toUpperCase()}`, error.method_name.toUpperCase(), error));
  }
  return { name: 'abapdeck unit', time: options.time, suites: [...suites.values()] };
}

export const UNIT_SOURCE = 'abapdeck.unit';

/**
 * `abapdeck unit --format quickfix|checkstyle`: each failure at its test method's line in the local
 * test-class file; a failure the local files do not place, and an error of a whole object, at the first
 * line of the object's file named on the command line (`namedFiles`: upper-case object → repository path),
 * else named by its class. `pathOf` turns a local file into the repository's path.
 */
export function unitCheckstyle(
  result: UnitResult,
  local: readonly LocalTestClass[],
  namedFiles: ReadonlyMap<string, string>,
  pathOf: (file: string) => string,
): CheckstyleFile[] {
  const files: CheckstyleFile[] = [];
  const fileNamed = (name: string): CheckstyleFile => {
    let file = files.find((candidate) => candidate.name === name);
    if (!file) files.push((file = { name, findings: [] }));
    return file;
  };
  const onlyNamed = namedFiles.size === 1 ? [...namedFiles.values()][0] : undefined;
  for (const error of result.errors) {
    const testClass = error.class_name.toUpperCase();
    const method = error.method_name.toUpperCase();
    const kind = (error.error_kind || 'FAILURE').toUpperCase();
    let place: { file: string; line: number };
    let message: string;
    if (method === '') {
      // an error of a whole object or run: class_name is the object
      place = { file: namedFiles.get(testClass) ?? onlyNamed ?? testClass, line: 1 };
      message = `${testClass} (${kind}): ${error.error_text}`;
    } else {
      const owner = local.find((candidate) => candidate.testClass === testClass && candidate.methodLines[method] !== undefined) ?? local.find((candidate) => candidate.testClass === testClass);
      const line = owner?.methodLines[method];
      place = owner ? { file: pathOf(owner.file), line: line ?? 1 } : { file: onlyNamed ?? testClass, line: 1 };
      message = `${testClass}->${method} (${kind}): ${error.error_text}`;
    }
    fileNamed(place.file).findings.push({ line: place.line, severity: 'error', message, source: UNIT_SOURCE });
  }
  return files;
}
