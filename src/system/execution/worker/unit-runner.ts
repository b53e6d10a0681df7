/**
 * The ABAP Unit runner of a work process. Per test class: CLASS_SETUP, then per test method a fresh
 * instance with SETUP, the method, TEARDOWN, and a rollback of the database changes the method left
 * uncommitted; then CLASS_TEARDOWN. A test method
 * - passes when it returns and no assertion reported a failure,
 * - is a FAILURE when an assertion of CL_ABAP_UNIT_ASSERT failed (CX_AUNIT_FAILURE: message, expected, actual;
 *   assertions with quit = no are collected and reported after the method),
 * - is an ERROR when any other exception ends it (also in SETUP or TEARDOWN; in CLASS_SETUP for every method).
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import './abap-global.js';
import type { UnitMethodResult, UnitOutcome, UnitRunning } from '../pool/protocol.js';
import type { UnitTestClass } from '../transpile/runtime-build.js';
import { attributeText, describeAbort, isAssertionFailure } from './aborts.js';
import type { FrameMapper } from './stack-frames.js';
import { consoleText } from './abap-values.js';
// CL_ABAP_TESTDOUBLE's run-time half: installed with the runner, which every work process loads at start
import './test-doubles.js';

type TestClass = (new () => { constructor_(): Promise<TestInstance> }) & Record<string, unknown>;
type TestInstance = Record<string, unknown> & { FRIENDS_ACCESS_INSTANCE?: Record<string, unknown> };

export interface UnitRunHooks {
  /** Ends the database unit of work of a test method (rollback of what it did not commit). */
  rollback(): void;
  /** A test module was loaded (its classes join the session state). */
  loaded(): void;
  /** A test method is about to run (awaited: the news leaves the process before the method can block it). */
  starting?(running: UnitRunning): Promise<void>;
  /** A test method ended with this result. */
  finished?(result: UnitMethodResult): Promise<void>;
}

/** A method of an instance or class, public or private (FRIENDS_ACCESS_INSTANCE), or undefined. */
function methodOf(target: Record<string, unknown>, name: string): (() => Promise<unknown>) | undefined {
  const direct = target[name];
  if (typeof direct === 'function') return direct.bind(target) as () => Promise<unknown>;
  const friends = (target as TestInstance).FRIENDS_ACCESS_INSTANCE;
  const viaFriends = friends?.[name];
  if (typeof viaFriends === 'function') return viaFriends as () => Promise<unknown>;
  const superFriends = (friends?.['SUPER'] as Record<string, unknown> | undefined)?.[name];
  return typeof superFriends === 'function' ? (superFriends as () => Promise<unknown>) : undefined;
}

async function collectedFailures(): Promise<unknown[]> {
  const failureClass = abap.Classes['CX_AUNIT_FAILURE'] as { take_collected?: () => Promise<{ array(): Array<{ get(): unknown }> }> } | undefined;
  const table = await failureClass?.take_collected?.();
  return table ? table.array().map((ref) => ref.get()) : [];
}

/** Kernel classes a failure passes through on its way from the test: the failure is reported where the test called them. */
const TOOLING_FILES = ['cl_abap_unit_assert.', 'cx_aunit_failure.', 'cl_abap_testdouble.', 'cl_abap_testdouble_config.', 'cl_osql_test_environment.'];

async function outcomeOf(error: unknown, frames: FrameMapper): Promise<UnitOutcome> {
  if (isAssertionFailure(error)) {
    const kind = attributeText(error, 'kind');
    if (kind === 'SKIP') return { kind: 'skipped', text: attributeText(error, 'msg') };
    return {
      kind: 'failure',
      message: attributeText(error, 'msg'),
      expected: attributeText(error, 'expected'),
      actual: attributeText(error, 'actual'),
      detail: attributeText(error, 'detail'),
      frames: frames.framesOf(error).filter((frame) => !TOOLING_FILES.some((prefix) => frame.file.startsWith(prefix))),
    };
  }
  return { kind: 'error', abort: await describeAbort(error, frames) };
}

function quitsClass(error: unknown): boolean {
  return isAssertionFailure(error) && Number(consoleText((error as Record<string, unknown>)['quit'])) >= 2;
}

export async function runUnitTests(
  generationDir: string,
  testClasses: readonly UnitTestClass[],
  frames: FrameMapper,
  hooks: UnitRunHooks,
): Promise<UnitMethodResult[]> {
  const results: UnitMethodResult[] = [];
  for (const entry of testClasses) {
    const started = Date.now();
    const record = async (method: string, outcome: UnitOutcome, since = started) => {
      const result = { objectName: entry.objectName, testClass: entry.testClass, method, outcome, millis: Date.now() - since };
      results.push(result);
      await hooks.finished?.(result);
    };
    let testClass: TestClass | undefined;
    await hooks.starting?.({ objectName: entry.objectName, testClass: entry.testClass, method: 'CLASS_SETUP' });
    try {
      const module = (await import(pathToFileURL(join(generationDir, entry.module)).href)) as Record<string, unknown>;
      hooks.loaded();
      testClass = module[entry.testClass.toLowerCase()] as TestClass | undefined;
      if (!testClass) throw new Error(`test class ${entry.testClass} is not in ${entry.module}`);
      await methodOf(testClass, 'class_setup')?.();
    } catch (error) {
      const outcome = await outcomeOf(error, frames);
      hooks.rollback();
      for (const method of entry.methods) await record(method, outcome);
      continue;
    }
    let classQuit = false;
    for (const method of entry.methods) {
      const since = Date.now();
      if (classQuit) {
        await record(method, { kind: 'skipped', text: 'not run: an assertion ended the test class' }, since);
        continue;
      }
      await hooks.starting?.({ objectName: entry.objectName, testClass: entry.testClass, method });
      let outcome: UnitOutcome = { kind: 'passed' };
      try {
        const instance = await new testClass().constructor_();
        await methodOf(instance, 'setup')?.();
        try {
          const test = methodOf(instance, method.toLowerCase());
          if (!test) throw new Error(`test method ${method} not found in ${entry.testClass}`);
          await test();
        } finally {
          await methodOf(instance, 'teardown')?.();
        }
        const collected = await collectedFailures();
        if (collected.length > 0) outcome = await outcomeOf(collected[0], frames);
      } catch (error) {
        outcome = await outcomeOf(error, frames);
        classQuit = quitsClass(error);
        await collectedFailures();
      }
      hooks.rollback();
      await record(method, outcome, since);
    }
    try {
      await methodOf(testClass, 'class_teardown')?.();
    } catch {
      // a failing class teardown does not change the results of the methods
    }
    hooks.rollback();
  }
  return results;
}
