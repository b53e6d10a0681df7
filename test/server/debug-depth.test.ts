/**
 * Debugger depth (issue 17, engine and service), driven with abap-adt-api as ABAP FS drives it: go to any
 * frame (PUT on its stackUri, and the older setStackPosition) and read its scopes; private, protected and
 * static attributes; globals of a report (PARAMETERS, DATA, TABLES) and of its local classes; nested
 * structures, table rows, references, long strings; setVariableValue (converted with the type, or refused);
 * and the values that changed since the previous stop.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient, isAdtError, isDebuggee, type DebugStackInfo, type DebugVariable } from 'abap-adt-api';
import { basicAuth, startTestService, testPasswords, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, probeRows, probeUri, rowOf, topOf, adtClients } from '../support/debug-fixtures.js';
import type { EmbeddedSystem } from '../../src/system/system.js';

const USER = 'DEVELOPER';

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
  addDebugFixtures(system);
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

let service: TestService;
const { client, logout: logoutClients } = adtClients(() => service);

/** The demo's function module counting its calls in a global of its group; the row of the count. */
const COUNT = 'gv_route_calls = gv_route_calls + 1.';
let countRow = 0;
function withCount(source: string): string {
  const changed = source.replace('  ev_route = ', `  ${COUNT}\n  ev_route = `);
  countRow = rowOf(changed, COUNT);
  return changed;
}
const runFlightList = async () =>
  (await adtSession(service)).post('/programs/programrun/ZDEMO_FLIGHT_LIST', {
    body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
    contentType: 'application/vnd.sap.adt.programs.programRun+xml',
  });
const runProbe = async () => (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
const runDepth = async () => (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_DEPTH');
const runReport = async () =>
  (await adtSession(service)).post('/programs/programrun/ZDEBUG_GLOBALS', {
    body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
    contentType: 'application/vnd.sap.adt.programs.programRun+xml',
  });

const settle = (millis = 150) => new Promise((resolve) => setTimeout(resolve, millis));

/** Sets a breakpoint, listens, starts the run and attaches a stateful abap-adt-api client. */
async function stopAt(terminal: string, uri: string, run: () => Promise<unknown>) {
  const listener = await client();
  await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, [uri], USER);
  const listening = listener.debuggerListen('user', terminal, terminal, USER);
  await settle();
  const running = run();
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error(`no hit: ${JSON.stringify(debuggee)}`);
  const adt = await client(true);
  await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, USER);
  const finish = async () => {
    await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], USER);
    await adt.debuggerStep('stepContinue').catch(() => undefined);
    await running;
  };
  return { adt, finish };
}

/** What ABAP FS reads for a frame: goToStack, the scopes of @ROOT, then each scope's variables. */
async function scopesOf(adt: ADTClient, stackUri: string): Promise<Map<string, DebugVariable[]>> {
  await adt.debuggerGoToStack(stackUri);
  const { hierarchies } = await adt.debuggerChildVariables(['@ROOT']);
  const scopes = new Map<string, DebugVariable[]>();
  for (const h of hierarchies) scopes.set(h.CHILD_ID, (await adt.debuggerChildVariables([h.CHILD_ID])).variables);
  return scopes;
}

const byName = (variables: DebugVariable[]) => new Map(variables.map((v) => [v.NAME, v]));
const abapStack = (info: DebugStackInfo) => info.stack.filter((s) => 'stackUri' in s) as Array<DebugStackInfo['stack'][number] & { stackUri: string; stackPosition: number }>;

async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string } | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (!isAdtError(error)) throw error;
    return { status: error.err, message: error.message };
  }
}

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDepthFixtures, execution: { poolSize: 1 }, debugger: { listenerGraceMillis: 3000, idleReleaseMillis: 20_000 } });
  await service.execution.ready();
}, 120_000);

afterEach(async () => {
  await logoutClients();
});

afterAll(async () => {
  await service?.stop();
});

describe('any frame', () => {
  it('reads the locals and parameters of the frame goToStack selects; a step continues from the top frame', async () => {
    const { adt, finish } = await stopAt('T-DEPTH-1', depthUri(depthRows.runStep), runDepth);
    try {
      const stack = abapStack(await adt.debuggerStackTrace());
      expect(stack.length).toBe(2);
      const top = topOf(stack);
      const caller = stack.find((s) => s !== top)!;
      expect(caller.stackUri).toMatch(/^\/sap\/bc\/adt\/debugger\/stack\/type\/ABAP\/position\/\d+$/);

      const callerScopes = await scopesOf(adt, caller.stackUri);
      expect([...byName(callerScopes.get('@LOCALS')!).keys()]).toEqual(expect.arrayContaining(['LV_LONG', 'LT_PEOPLE', 'LR_PERSON']));
      expect(byName(callerScopes.get('@PARAMETERS')!).has('IV_FACTOR')).toBe(false);

      const topScopes = await scopesOf(adt, top.stackUri);
      expect(byName(topScopes.get('@PARAMETERS')!).get('IV_FACTOR')?.VALUE).toBe('3');
      expect(byName(topScopes.get('@LOCALS')!).has('LV_LONG')).toBe(false);

      // the older form selects by position, and an id read afterwards is the selected frame's
      await adt.debuggerGoToStack(Number(caller.stackPosition));
      expect((await adt.debuggerVariables(['LT_PEOPLE']))[0]?.TABLE_LINES).toBe(1);

      await adt.debuggerStep('stepOver');
      const [result] = await adt.debuggerVariables(['RV_RESULT']);
      expect(result?.VALUE).toBe('21');
      expect(await adt.debuggerVariables(['LT_PEOPLE'])).toEqual([]);
    } finally {
      await finish();
    }
  });

  it('shows a caller that awaits its callee with the variables captured when it was stopped in, current', async () => {
    const { adt, finish } = await stopAt('T-DEPTH-6', probeUri(probeRows.total), runProbe);
    try {
      const [main] = abapStack(await adt.debuggerStackTrace());
      expect(byName((await scopesOf(adt, main!.stackUri)).get('@LOCALS')!).get('LV_COUNT')?.VALUE).toBe('3');
      await adt.debuggerStep('stepInto');
      await adt.debuggerStep('stepOver');
      await adt.debuggerStep('stepOver');
      const stack = abapStack(await adt.debuggerStackTrace());
      expect(stack.length).toBe(2);
      const top = topOf(stack);
      expect(Number(top.line)).toBe(probeRows.totalBody);
      // the loop's first pass has awaited: the caller runs on only when total returns
      const caller = stack.find((s) => s !== top)!;
      const locals = byName((await scopesOf(adt, caller.stackUri)).get('@LOCALS')!);
      expect(locals.get('LT_ITEMS')).toMatchObject({ META_TYPE: 'table', TABLE_LINES: 2 });
      expect(locals.get('LV_COUNT')?.VALUE).toBe('3');
      expect(byName((await scopesOf(adt, top.stackUri)).get('@PARAMETERS')!).get('IT_ITEMS')?.TABLE_LINES).toBe(2);
    } finally {
      await finish();
    }
  });

  it('refuses a stack position that does not exist', async () => {
    const { adt, finish } = await stopAt('T-DEPTH-2', depthUri(depthRows.runStep), runDepth);
    try {
      const refused = await refusal(adt.debuggerGoToStack('/sap/bc/adt/debugger/stack/type/ABAP/position/9'));
      expect(refused?.status).toBe(400);
      expect(refused?.message).toMatch(/Stack position 9 does not exist/);
    } finally {
      await finish();
    }
  });
});

describe('all data', () => {
  it('shows private, protected and static attributes, nested structures, rows, references and long strings', async () => {
    const { adt, finish } = await stopAt('T-DEPTH-3', depthUri(depthRows.runStep), runDepth);
    try {
      const attributes = byName((await adt.debuggerChildVariables(['ME'])).variables);
      expect(attributes.get('MV_PRIVATE')).toMatchObject({ VALUE: '12.50', ACCESS_KIND: 'PRIVATE', KIND: 'ATTRIBUTE' });
      expect(attributes.get('MV_PROTECTED')).toMatchObject({ VALUE: '7', ACCESS_KIND: 'PROTECTED' });
      expect(attributes.get('MV_PUBLIC')).toMatchObject({ ACCESS_KIND: 'PUBLIC' });
      expect(attributes.get('GV_SECRET')).toMatchObject({ ID: 'ZCL_DEBUG_DEPTH=>GV_SECRET', VALUE: 'hidden', ACCESS_KIND: 'PRIVATE', INSTANTIATION_KIND: 'STATIC' });
      expect(attributes.get('GV_INSTANCES')?.VALUE).toBe('1');
      expect(attributes.get('MS_PERSON')?.META_TYPE).toBe('structure');
      expect(attributes.get('GC_LIMIT')).toMatchObject({ VALUE: '10', READ_ONLY: 'X' });
      expect(attributes.get('MV_PRIVATE')?.READ_ONLY).toBe('');
      expect((await refusal(adt.debuggerSetVariableValue('ZCL_DEBUG_DEPTH=>GC_LIMIT', '11')))?.message).toMatch(/GC_LIMIT: it is a constant/);
      expect(await adt.debuggerSetVariableValue('ME->MV_PRIVATE', '-3.456')).toBe('-3.46');

      const person = byName((await adt.debuggerChildVariables(['ME->MS_PERSON'])).variables);
      expect(person.get('NAME')?.VALUE).toBe('Ada');
      const address = byName((await adt.debuggerChildVariables([person.get('ADDRESS')!.ID])).variables);
      expect(address.get('CITY')).toMatchObject({ ID: 'ME->MS_PERSON-ADDRESS-CITY', VALUE: 'London' });
      expect((await adt.debuggerVariables(['ZCL_DEBUG_DEPTH=>GV_SECRET']))[0]?.VALUE).toBe('hidden');

      const caller = abapStack(await adt.debuggerStackTrace()).find((s) => Number(s.stackPosition) === 1)!;
      await adt.debuggerGoToStack(caller.stackUri);
      const [people, table, row, reference, long] = await adt.debuggerVariables(['LT_PEOPLE', 'LT_PEOPLE[]', 'LT_PEOPLE[1]-ADDRESS-CITY', 'LR_PERSON', 'LV_LONG']);
      expect(people).toMatchObject({ META_TYPE: 'table', TABLE_LINES: 1 });
      expect(table).toMatchObject({ META_TYPE: 'table', TABLE_LINES: 1 });
      expect(row?.VALUE).toBe('London');
      expect(reference?.META_TYPE).toBe('dataref');
      expect((await adt.debuggerChildVariables(['LR_PERSON->*'])).variables.map((v) => v.NAME)).toEqual(['NAME', 'AGE', 'ADDRESS']);
      expect(long).toMatchObject({ IS_VALUE_INCOMPLETE: 'X', LENGTH: 20000 });
      expect(long?.VALUE.length).toBeLessThan(20000);
    } finally {
      await finish();
    }
  });

  it('shows the globals of a report (PARAMETERS, DATA, TABLES) and the attributes of its local classes', async () => {
    const { adt, finish } = await stopAt('T-DEPTH-4', reportUri(reportRows.before), runReport);
    try {
      const top = topOf(abapStack(await adt.debuggerStackTrace()));
      const scopes = await scopesOf(adt, top.stackUri);
      expect([...scopes.keys()]).toEqual(['@PARAMETERS', '@LOCALS', '@GLOBALS', 'SY']);
      expect(byName(scopes.get('@PARAMETERS')!).get('IV_N')?.VALUE).toBe('5');
      expect(byName(scopes.get('@LOCALS')!).get('LV_BEFORE')?.VALUE).toBe('0');
      const globals = byName(scopes.get('@GLOBALS')!);
      expect(globals.get('P_CARR')).toMatchObject({ VALUE: 'ZA', KIND: 'GLOBAL' });
      expect(globals.get('GT_LINES')).toMatchObject({ META_TYPE: 'table', TABLE_LINES: 1 });
      expect(globals.get('ZDEMO_CARRIER')?.META_TYPE).toBe('structure');
      expect(globals.get('LO_COUNTER')?.META_TYPE).toBe('objectref');
      expect((await adt.debuggerVariables(['ZDEMO_CARRIER-CARRIER_ID', 'GT_LINES[1]'])).map((v) => v.VALUE)).toEqual(['ZB', 'ZA']);
      const counter = byName((await adt.debuggerChildVariables(['LO_COUNTER'])).variables);
      expect(counter.get('MV_SEEN')).toMatchObject({ VALUE: '1', ACCESS_KIND: 'PRIVATE' });
      expect(counter.get('GV_COUNT')).toMatchObject({ ID: 'LCL_COUNTER=>GV_COUNT', VALUE: '1' });
    } finally {
      await finish();
    }
  });
});

describe('function groups', () => {
  it('shows the globals of a function group in its function module', async () => {
    const { adt, finish } = await stopAt('T-DEPTH-7', `/sap/bc/adt/functions/groups/zdemo_flights/fmodules/z_demo_format_route/source/main#start=${countRow}`, runFlightList);
    try {
      const { hierarchies } = await adt.debuggerChildVariables(['@ROOT']);
      expect(hierarchies.map((h) => h.CHILD_ID)).toContain('@GLOBALS');
      expect(byName((await adt.debuggerChildVariables(['@GLOBALS'])).variables).get('GV_ROUTE_CALLS')).toMatchObject({ VALUE: '0', KIND: 'GLOBAL' });
      expect(byName((await adt.debuggerChildVariables(['@PARAMETERS'])).variables).get('IV_AIRPORT_FROM')?.VALUE).not.toBe('');
      await adt.debuggerStep('stepOver');
      expect((await adt.debuggerVariables(['GV_ROUTE_CALLS']))[0]).toMatchObject({ VALUE: '1', IS_VALUE_CHANGED: 'X' });
    } finally {
      await finish();
    }
  });
});

describe('set a value, changed values', () => {
  it('sets simple values with their type\'s conversion, refuses what cannot be converted, and marks what changed at the next stop', async () => {
    const { adt, finish } = await stopAt('T-DEPTH-5', reportUri(reportRows.before), runReport);
    try {
      const first = byName([...(await adt.debuggerChildVariables(['@LOCALS'])).variables, ...(await adt.debuggerChildVariables(['@GLOBALS'])).variables]);
      expect(first.get('LV_BEFORE')?.VALUE).toBe('0');
      expect(first.get('GV_TOTAL')?.READ_ONLY).toBe('');
      expect(first.get('GT_LINES')?.READ_ONLY).toBe('X');
      expect(first.get('GV_TOTAL')?.['IS_VALUE_CHANGED' as keyof DebugVariable]).toBe('');

      expect(await adt.debuggerSetVariableValue('GV_TOTAL', ' 41 ')).toBe('41');
      expect(await adt.debuggerSetVariableValue('GV_NOTE', 'abcdefgh')).toBe('abcde');
      expect(await adt.debuggerSetVariableValue('GV_DATE', '20240131')).toBe('20240131');
      for (const [name, value, why] of [
        ['GV_TOTAL', 'abc', /'abc' is not a number/],
        ['GV_TOTAL', '99999999999', /out of range for type I/],
        ['GV_DATE', '2024-01-31', /not made of digits/],
        ['GT_LINES', 'x', /only elementary data objects/],
        ['LV_NOWHERE', '1', /Variable LV_NOWHERE is not known/],
        ['LO_COUNTER->MV_SEEN', 'x', /'x' is not a number/],
      ] as const) {
        const refused = await refusal(adt.debuggerSetVariableValue(name, value));
        expect(refused?.status, `${name} = ${value}`).toBe(400);
        expect(refused?.message).toMatch(why);
      }
      expect((await adt.debuggerVariables(['GV_TOTAL']))[0]?.VALUE).toBe('41');

      await adt.debuggerStep('stepOver');
      let now = byName(await adt.debuggerVariables(['LV_BEFORE', 'GV_TOTAL', 'GV_NOTE']));
      expect(now.get('LV_BEFORE')).toMatchObject({ VALUE: '41', IS_VALUE_CHANGED: 'X' });
      expect(now.get('GV_TOTAL')).toMatchObject({ VALUE: '41', IS_VALUE_CHANGED: '' });

      await adt.debuggerStep('stepOver');
      now = byName(await adt.debuggerVariables(['LV_BEFORE', 'GV_TOTAL', 'GV_NOTE']));
      expect(now.get('GV_TOTAL')).toMatchObject({ VALUE: '46', IS_VALUE_CHANGED: 'X' });
      expect(now.get('LV_BEFORE')).toMatchObject({ VALUE: '41', IS_VALUE_CHANGED: '' });
      expect(now.get('GV_NOTE')?.IS_VALUE_CHANGED).toBe('');
    } finally {
      await finish();
    }
  });

  it('names the changed values extension among the capabilities of /health', async () => {
    const health = (await (await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: basicAuth(USER, testPasswords.DEVELOPER) } })).json()) as { capabilities: string[] };
    expect(health.capabilities).toContain('debugger.changed-values');
  });

  it('answers setVariableValue without a name or an attached session with a clear error', async () => {
    const session = await adtSession(service);
    const unattached = await session.post('/debugger?method=setVariableValue&variableName=GV_TOTAL', { body: '1', stateful: true });
    expect(unattached.status).toBe(400);
    expect(unattached.body).toContain('No session attached');
  });
});
