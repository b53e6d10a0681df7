/**
 * `abapdeck unit --junit-output`: one testsuite per tested class or program, one testcase per test method
 * (`<object>.<test class>` as its classname). The system's result names only the failing methods, so the
 * passing ones come from the local test classes; a failure the local files do not know of is still
 * reported, and an error of a whole object (not active, tests not generated) is a testcase of its own.
 * Per-test times are not on the wire: the run's time is the report's. Pure.
 */
import type { UnitError, UnitResult } from '../../protocol/execution.js';
import type { LocalTestClass } from '../unit/test-methods.js';
import type { JUnitCase, JUnitReport, JUnitSuite } from './junit.js';

function problemOf(error: UnitError) {
  const [first] = error.error_text.split('\n');
  return { message: first ?? '', type: error.error_kind || 'FAILURE', details: error.error_text };
}

function caseOf(classname: string, name: string, error: UnitError | undefined): JUnitCase {
  if (!error) return { name, classname };
  return error.error_kind.toUpperCase() === 'FAILURE' ? { name, classname, failure: problemOf(error) } : { name, classname, error: problemOf(error) };
}

export function unitJUnit(result: UnitResult, local: readonly LocalTestClass[], options: { objects: readonly string[]; time?: number; timestamp?: string }): JUnitReport {
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
