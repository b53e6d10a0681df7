/**
 * Debugger depth (issue 17) on the engine and the agent without the service (the wire of goToStack, the scopes
 * and setVariableValue is test/server/debug-depth.test.ts's subject): any frame and its scopes, a caller that
 * awaits its callee; private, protected and static attributes; globals of a report (PARAMETERS, DATA, TABLES)
 * and of its local classes and of a function group; nested structures, table rows, references, long strings;
 * setVariableValue (converted with the type, or refused); and the values that changed since the previous stop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunOutcome } from '../../../src/system/execution/index.js';
import type { DebugVariable, StackEntry } from '../../../src/protocol/debugger-documents.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { openDebugSystem, probeRows, probeUri, rowOf, type DebugSystem } from '../../support/debug-fixtures.js';

const USER = 'DEVELOPER';
const caller = { client: '100', user: USER };
const TERMINAL = 'DEPTH-TEST';
const registration = { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' };
let debug: DebugSystem;

const depthMain = `CLASS zcl_debug_depth DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    TYPES: BEGIN OF ty_address, city TYPE string, zip TYPE n LENGTH 5, END OF ty_address.
    TYPES: BEGIN OF ty_person, name TYPE string, age TYPE i, address TYPE ty_address, END OF ty_person.
    CLASS-DATA gv_instances TYPE i.
    CONSTANTS gc_limit TYPE i VALUE 10.
    DATA mv_public TYPE string.
    METHODS run_step IMPORTING iv_factor TYPE i RETURNING VALUE(rv_result) TYPE i.
  PROTECTED SECTION.
    DATA mv_protected TYPE i.
  PRIVATE SECTION.
    CLASS-DATA gv_secret TYPE string.
    DATA mv_private TYPE p LENGTH 8 DECIMALS 2.
    DATA ms_person TYPE ty_person.
ENDCLASS.

CLASS zcl_debug_depth IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_long TYPE string.
    DATA lt_people TYPE STANDARD TABLE OF ty_person WITH EMPTY KEY.
    DATA lr_person TYPE REF TO ty_person.
    gv_instances = gv_instances + 1.
    gv_secret = 'hidden'.
    mv_private = '12.50'.
    mv_protected = 7.
    ms_person-name = 'Ada'.
    ms_person-address-city = 'London'.
    APPEND ms_person TO lt_people.
    GET REFERENCE OF ms_person INTO lr_person.
    lv_long = repeat( val = 'x' occ = 20000 ).
    out->write( run_step( 3 ) ).
  ENDMETHOD.
  METHOD run_step.
    rv_result = iv_factor * mv_protected.
    rv_result = rv_result + 1.
  ENDMETHOD.
ENDCLASS.
`;

const globalsReport = `REPORT zdebug_globals.
TABLES zdemo_carrier.
PARAMETERS p_carr TYPE zdemo_carrier_id DEFAULT 'ZA'.
DATA gv_total TYPE i.
DATA gv_note TYPE c LENGTH 5.
DATA gv_date TYPE d.
DATA gt_lines TYPE STANDARD TABLE OF string WITH EMPTY KEY.
CLASS lcl_counter DEFINITION.
  PUBLIC SECTION.
    CLASS-DATA gv_count TYPE i.
    METHODS bump.
  PRIVATE SECTION.
    DATA mv_seen TYPE i.
ENDCLASS.
CLASS lcl_counter IMPLEMENTATION.
  METHOD bump.
    mv_seen = mv_seen + 1.
    gv_count = gv_count + 1.
  ENDMETHOD.
ENDCLASS.
FORM add USING iv_n TYPE i.
  DATA lv_before TYPE i.
  lv_before = gv_total.
  gv_total = gv_total + iv_n.
  gv_note = 'done'.
  gv_date = '20240101'.
ENDFORM.
START-OF-SELECTION.
  DATA lo_counter TYPE REF TO lcl_counter.
  zdemo_carrier-carrier_id = 'ZB'.
  lo_counter = NEW #( ).
  lo_counter->bump( ).
  APPEND p_carr TO gt_lines.
  PERFORM add USING 5.
  WRITE gv_total.
`;

const depthRows = { runStep: rowOf(depthMain, 'rv_result = iv_factor * mv_protected.'), next: rowOf(depthMain, 'rv_result = rv_result + 1.') };
const reportRows = { before: rowOf(globalsReport, 'lv_before = gv_total.') };
const depthUri = (line: number) => `/sap/bc/adt/oo/classes/zcl_debug_depth/source/main#start=${line}`;
const reportUri = (line: number) => `/sap/bc/adt/programs/programs/zdebug_globals/source/main#start=${line}`;

function addDepthFixtures(system: EmbeddedSystem): void {
  system.objects.save(
    {
      type: 'CLAS',
      name: 'ZCL_DEBUG_DEPTH',
      description: 'Debugger depth',
      metadata: { VSEOCLASS: { CLSNAME: 'ZCL_DEBUG_DEPTH', LANGU: 'E', DESCRIPT: 'Debugger depth', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
      sources: { main: depthMain },
    },
    'ZDEMO_TOOLS',
    'A',
    USER,
  );
  // the demo's function group gets a global its function module counts in
  const group = system.objects.get('FUGR', 'ZDEMO_FLIGHTS')!;
  system.objects.save(
    {
      ...group,
      sources: {
        ...group.sources,
        lzdemo_flightstop: `${group.sources['lzdemo_flightstop']}\nDATA gv_route_calls TYPE i.\n`,
        z_demo_format_route: withCount(group.sources['z_demo_format_route']!),
      },
    },
    'ZDEMO_TOOLS',
    'A',
    USER,
  );
  const report = system.objects.get('PROG', 'ZDEMO_FLIGHT_LIST')!;
  const metadata = JSON.parse(JSON.stringify(report.metadata).replaceAll('ZDEMO_FLIGHT_LIST', 'ZDEBUG_GLOBALS')) as typeof report.metadata;
  system.objects.save({ ...report, name: 'ZDEBUG_GLOBALS', metadata, sources: { main: globalsReport } }, 'ZDEMO_TOOLS', 'A', USER);
}


/** The demo's function module counting its calls in a global of its group; the row of the count. */
const COUNT = 'gv_route_calls = gv_route_calls + 1.';
let countRow = 0;
function withCount(source: string): string {
  const changed = source.replace('  ev_route = ', `  ${COUNT}\n  ev_route = `);
  countRow = rowOf(changed, COUNT);
  return changed;
}

beforeAll(async () => {
  debug = await openDebugSystem({ prepare: addDepthFixtures, execution: { poolSize: 1 } });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

const runDepth = () => debug.execution.classRun('ZCL_DEBUG_DEPTH', caller);
const runProbe = () => debug.execution.classRun('ZCL_DEBUG_PROBE', caller);
const runReport = () => debug.execution.programRun('ZDEBUG_GLOBALS', caller);
const runFlightList = () => debug.execution.programRun('ZDEMO_FLIGHT_LIST', caller);

/** A debuggee stopped at the breakpoint and the engine's reads of it, as the service answers ADT's. */
interface Stopped {
  stack(): Promise<StackEntry[]>;
  children(...parentIds: string[]): Promise<{ hierarchies: Array<{ CHILD_ID: string }>; variables: DebugVariable[] }>;
  values(...ids: string[]): Promise<DebugVariable[]>;
  goTo(position: number): Promise<void>;
  set(name: string, value: string): Promise<string>;
  step(): Promise<unknown>;
  stepInto(): Promise<unknown>;
  finish(): Promise<RunOutcome>;
}

/** Sets one breakpoint, listens, starts the run and attaches to its stop. */
async function stopAt(uri: string, start: () => Promise<RunOutcome>): Promise<Stopped> {
  const { engine } = debug;
  await engine.setBreakpoints(caller, registration, [{ kind: 'line', clientId: TERMINAL, uri }]);
  const listening = engine.listen(caller, { terminalId: TERMINAL, ideId: TERMINAL, timeoutMillis: 30_000 });
  const run = start();
  const hit = await listening;
  if (hit.kind !== 'hit') throw new Error(`the run did not stop (${hit.kind})`);
  const { debuggeeId } = await engine.attach(caller, hit.debuggee.DEBUGGEE_ID);
  return {
    stack: () => engine.stack(caller, debuggeeId),
    children: (...parentIds) => engine.childVariables(caller, debuggeeId, parentIds),
    values: (...ids) => engine.variables(caller, debuggeeId, ids),
    goTo: (position) => engine.goToStack(caller, debuggeeId, position),
    set: (name, value) => engine.setVariableValue(caller, debuggeeId, name, value),
    step: () => engine.step(caller, debuggeeId, 'stepOver'),
    stepInto: () => engine.step(caller, debuggeeId, 'stepInto'),
    async finish() {
      await engine.setBreakpoints(caller, registration, []);
      await engine.step(caller, debuggeeId, 'stepContinue').catch(() => undefined);
      return run;
    },
  };
}

/** Runs the test on a stop, then lets the run end. */
async function atStop(uri: string, start: () => Promise<RunOutcome>, test: (stopped: Stopped) => Promise<void>): Promise<void> {
  const stopped = await stopAt(uri, start);
  try {
    await test(stopped);
  } finally {
    await stopped.finish();
  }
}

/** What ABAP FS reads for a frame: goToStack, the scopes of @ROOT, then each scope's variables. */
async function scopesOf(stopped: Stopped, position: number): Promise<Map<string, DebugVariable[]>> {
  await stopped.goTo(position);
  const { hierarchies } = await stopped.children('@ROOT');
  const scopes = new Map<string, DebugVariable[]>();
  for (const h of hierarchies) scopes.set(h.CHILD_ID, (await stopped.children(h.CHILD_ID)).variables);
  return scopes;
}

const byName = (variables: DebugVariable[]) => new Map(variables.map((v) => [v.NAME, v]));
const topOf = (stack: StackEntry[]) => stack.reduce((highest, entry) => (Number(entry.stackPosition) > Number(highest.stackPosition) ? entry : highest));

describe('any frame', () => {
  it('reads the locals and parameters of the frame goToStack selects; a step continues from the top frame', () =>
    atStop(depthUri(depthRows.runStep), runDepth, async (stopped) => {
      const stack = await stopped.stack();
      expect(stack.length).toBe(2);
      const top = topOf(stack);
      const callerFrame = stack.find((s) => s !== top)!;

      const callerScopes = await scopesOf(stopped, Number(callerFrame.stackPosition));
      expect([...byName(callerScopes.get('@LOCALS')!).keys()]).toEqual(expect.arrayContaining(['LV_LONG', 'LT_PEOPLE', 'LR_PERSON']));
      expect(byName(callerScopes.get('@PARAMETERS')!).has('IV_FACTOR')).toBe(false);
      expect((await stopped.values('LT_PEOPLE'))[0]?.TABLE_LINES).toBe('1');

      const topScopes = await scopesOf(stopped, Number(top.stackPosition));
      expect(byName(topScopes.get('@PARAMETERS')!).get('IV_FACTOR')?.VALUE).toBe('3');
      expect(byName(topScopes.get('@LOCALS')!).has('LV_LONG')).toBe(false);

      await stopped.goTo(Number(callerFrame.stackPosition));
      await stopped.step();
      const [result] = await stopped.values('RV_RESULT');
      expect(result?.VALUE).toBe('21');
      expect(await stopped.values('LT_PEOPLE')).toEqual([]);
    }));

  it('shows a caller that awaits its callee with the variables captured when it was stopped in, current', () =>
    atStop(probeUri(probeRows.total), runProbe, async (stopped) => {
      const [main] = await stopped.stack();
      expect(byName((await scopesOf(stopped, Number(main!.stackPosition))).get('@LOCALS')!).get('LV_COUNT')?.VALUE).toBe('3');
      await stopped.stepInto();
      await stopped.step();
      await stopped.step();
      const stack = await stopped.stack();
      expect(stack.length).toBe(2);
      const top = topOf(stack);
      expect(Number(top.line)).toBe(probeRows.totalBody);
      // the loop's first pass has awaited: the caller runs on only when total returns
      const callerFrame = stack.find((s) => s !== top)!;
      const locals = byName((await scopesOf(stopped, Number(callerFrame.stackPosition))).get('@LOCALS')!);
      expect(locals.get('LT_ITEMS')).toMatchObject({ META_TYPE: 'table', TABLE_LINES: '2' });
      expect(locals.get('LV_COUNT')?.VALUE).toBe('3');
      expect(byName((await scopesOf(stopped, Number(top.stackPosition))).get('@PARAMETERS')!).get('IT_ITEMS')?.TABLE_LINES).toBe('2');
    }));

  it('refuses a stack position that does not exist', () =>
    atStop(depthUri(depthRows.runStep), runDepth, async (stopped) => {
      await expect(stopped.goTo(9)).rejects.toMatchObject({ reason: 'invalid', message: expect.stringMatching(/Stack position 9 does not exist/) });
    }));
});

describe('all data', () => {
  it('shows private, protected and static attributes, nested structures, rows, references and long strings', () =>
    atStop(depthUri(depthRows.runStep), runDepth, async (stopped) => {
      const attributes = byName((await stopped.children('ME')).variables);
      expect(attributes.get('MV_PRIVATE')).toMatchObject({ VALUE: '12.50', ACCESS_KIND: 'PRIVATE', KIND: 'ATTRIBUTE' });
      expect(attributes.get('MV_PROTECTED')).toMatchObject({ VALUE: '7', ACCESS_KIND: 'PROTECTED' });
      expect(attributes.get('MV_PUBLIC')).toMatchObject({ ACCESS_KIND: 'PUBLIC' });
      expect(attributes.get('GV_SECRET')).toMatchObject({ ID: 'ZCL_DEBUG_DEPTH=>GV_SECRET', VALUE: 'hidden', ACCESS_KIND: 'PRIVATE', INSTANTIATION_KIND: 'STATIC' });
      expect(attributes.get('GV_INSTANCES')?.VALUE).toBe('1');
      expect(attributes.get('MS_PERSON')?.META_TYPE).toBe('structure');
      expect(attributes.get('GC_LIMIT')).toMatchObject({ VALUE: '10', READ_ONLY: 'X' });
      expect(attributes.get('MV_PRIVATE')?.READ_ONLY).toBe('');
      await expect(stopped.set('ZCL_DEBUG_DEPTH=>GC_LIMIT', '11')).rejects.toMatchObject({ reason: 'invalid', message: expect.stringMatching(/GC_LIMIT: it is a constant/) });
      expect(await stopped.set('ME->MV_PRIVATE', '-3.456')).toBe('-3.46');

      const person = byName((await stopped.children('ME->MS_PERSON')).variables);
      expect(person.get('NAME')?.VALUE).toBe('Ada');
      const address = byName((await stopped.children(person.get('ADDRESS')!.ID)).variables);
      expect(address.get('CITY')).toMatchObject({ ID: 'ME->MS_PERSON-ADDRESS-CITY', VALUE: 'London' });
      expect((await stopped.values('ZCL_DEBUG_DEPTH=>GV_SECRET'))[0]?.VALUE).toBe('hidden');

      await stopped.goTo(1);
      const [people, table, row, reference, long] = await stopped.values('LT_PEOPLE', 'LT_PEOPLE[]', 'LT_PEOPLE[1]-ADDRESS-CITY', 'LR_PERSON', 'LV_LONG');
      expect(people).toMatchObject({ META_TYPE: 'table', TABLE_LINES: '1' });
      expect(table).toMatchObject({ META_TYPE: 'table', TABLE_LINES: '1' });
      expect(row?.VALUE).toBe('London');
      expect(reference?.META_TYPE).toBe('dataref');
      expect((await stopped.children('LR_PERSON->*')).variables.map((v) => v.NAME)).toEqual(['NAME', 'AGE', 'ADDRESS']);
      expect(long).toMatchObject({ IS_VALUE_INCOMPLETE: 'X', LENGTH: '20000' });
      expect(long?.VALUE.length).toBeLessThan(20000);
    }));

  it('shows the globals of a report (PARAMETERS, DATA, TABLES) and the attributes of its local classes', () =>
    atStop(reportUri(reportRows.before), runReport, async (stopped) => {
      const scopes = await scopesOf(stopped, Number(topOf(await stopped.stack()).stackPosition));
      expect([...scopes.keys()]).toEqual(['@PARAMETERS', '@LOCALS', '@GLOBALS', 'SY']);
      expect(byName(scopes.get('@PARAMETERS')!).get('IV_N')?.VALUE).toBe('5');
      expect(byName(scopes.get('@LOCALS')!).get('LV_BEFORE')?.VALUE).toBe('0');
      const globals = byName(scopes.get('@GLOBALS')!);
      expect(globals.get('P_CARR')).toMatchObject({ VALUE: 'ZA', KIND: 'GLOBAL' });
      expect(globals.get('GT_LINES')).toMatchObject({ META_TYPE: 'table', TABLE_LINES: '1' });
      expect(globals.get('ZDEMO_CARRIER')?.META_TYPE).toBe('structure');
      expect(globals.get('LO_COUNTER')?.META_TYPE).toBe('objectref');
      expect((await stopped.values('ZDEMO_CARRIER-CARRIER_ID', 'GT_LINES[1]')).map((v) => v.VALUE)).toEqual(['ZB', 'ZA']);
      const counter = byName((await stopped.children('LO_COUNTER')).variables);
      expect(counter.get('MV_SEEN')).toMatchObject({ VALUE: '1', ACCESS_KIND: 'PRIVATE' });
      expect(counter.get('GV_COUNT')).toMatchObject({ ID: 'LCL_COUNTER=>GV_COUNT', VALUE: '1' });
    }));

  it('shows the globals of a function group in its function module', () =>
    atStop(`/sap/bc/adt/functions/groups/zdemo_flights/fmodules/z_demo_format_route/source/main#start=${countRow}`, runFlightList, async (stopped) => {
      const { hierarchies } = await stopped.children('@ROOT');
      expect(hierarchies.map((h) => h.CHILD_ID)).toContain('@GLOBALS');
      expect(byName((await stopped.children('@GLOBALS')).variables).get('GV_ROUTE_CALLS')).toMatchObject({ VALUE: '0', KIND: 'GLOBAL' });
      expect(byName((await stopped.children('@PARAMETERS')).variables).get('IV_AIRPORT_FROM')?.VALUE).not.toBe('');
      await stopped.step();
      expect((await stopped.values('GV_ROUTE_CALLS'))[0]).toMatchObject({ VALUE: '1', IS_VALUE_CHANGED: 'X' });
    }));
});

describe('set a value, changed values', () => {
  it("sets simple values with their type's conversion, refuses what cannot be converted, and marks what changed at the next stop", () =>
    atStop(reportUri(reportRows.before), runReport, async (stopped) => {
      const first = byName([...(await stopped.children('@LOCALS')).variables, ...(await stopped.children('@GLOBALS')).variables]);
      expect(first.get('LV_BEFORE')?.VALUE).toBe('0');
      expect(first.get('GV_TOTAL')?.READ_ONLY).toBe('');
      expect(first.get('GT_LINES')?.READ_ONLY).toBe('X');
      expect(first.get('GV_TOTAL')?.['IS_VALUE_CHANGED' as keyof DebugVariable]).toBe('');

      expect(await stopped.set('GV_TOTAL', ' 41 ')).toBe('41');
      expect(await stopped.set('GV_NOTE', 'abcdefgh')).toBe('abcde');
      expect(await stopped.set('GV_DATE', '20240131')).toBe('20240131');
      for (const [name, value, why] of [
        ['GV_TOTAL', 'abc', /'abc' is not a number/],
        ['GV_TOTAL', '99999999999', /out of range for type I/],
        ['GV_DATE', '2024-01-31', /not made of digits/],
        ['GT_LINES', 'x', /only elementary data objects/],
        ['LV_NOWHERE', '1', /Variable LV_NOWHERE is not known/],
        ['LO_COUNTER->MV_SEEN', 'x', /'x' is not a number/],
      ] as const) {
        await expect(stopped.set(name, value), `${name} = ${value}`).rejects.toMatchObject({ reason: 'invalid', message: expect.stringMatching(why) });
      }
      expect((await stopped.values('GV_TOTAL'))[0]?.VALUE).toBe('41');

      await stopped.step();
      let now = byName(await stopped.values('LV_BEFORE', 'GV_TOTAL', 'GV_NOTE'));
      expect(now.get('LV_BEFORE')).toMatchObject({ VALUE: '41', IS_VALUE_CHANGED: 'X' });
      expect(now.get('GV_TOTAL')).toMatchObject({ VALUE: '41', IS_VALUE_CHANGED: '' });

      await stopped.step();
      now = byName(await stopped.values('LV_BEFORE', 'GV_TOTAL', 'GV_NOTE'));
      expect(now.get('GV_TOTAL')).toMatchObject({ VALUE: '46', IS_VALUE_CHANGED: 'X' });
      expect(now.get('LV_BEFORE')).toMatchObject({ VALUE: '41', IS_VALUE_CHANGED: '' });
      expect(now.get('GV_NOTE')?.IS_VALUE_CHANGED).toBe('');
    }));
});
