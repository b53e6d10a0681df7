/**
 * {EXCEPTION_TEXT} of a T100 exception at an exception breakpoint, on the engine and the agent without the
 * service: the message with its attributes filled in, as get_text( ) gives it, read while the run is paused
 * (exception-text.ts, the run's own database connection), and the program's SY-MSGV1 stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { openDebugSystem, rowOf, type DebugSystem } from '../../support/debug-fixtures.js';

const TERMINAL = 'EXCEPTION-TEXT-TEST';
const caller = { client: '100', user: 'DEVELOPER' };
let debug: DebugSystem;

const messageSource = `CLASS zcx_debug_message DEFINITION PUBLIC INHERITING FROM cx_static_check CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_t100_message.
    CONSTANTS:
      BEGIN OF status_change,
        msgid TYPE symsgid VALUE 'ZDEMO_BOOKING_MSG',
        msgno TYPE symsgno VALUE '002',
        attr1 TYPE scx_attrname VALUE 'BOOKING_ID',
        attr2 TYPE scx_attrname VALUE 'OLD_STATUS',
        attr3 TYPE scx_attrname VALUE 'NEW_STATUS',
        attr4 TYPE scx_attrname VALUE '',
      END OF status_change.
    DATA booking_id TYPE i READ-ONLY.
    DATA old_status TYPE char1 READ-ONLY.
    DATA new_status TYPE string READ-ONLY.
    METHODS constructor
      IMPORTING
        textid     LIKE if_t100_message=>t100key OPTIONAL
        previous   LIKE previous OPTIONAL
        booking_id TYPE i OPTIONAL
        old_status TYPE char1 OPTIONAL
        new_status TYPE string OPTIONAL.
ENDCLASS.

CLASS zcx_debug_message IMPLEMENTATION.
  METHOD constructor.
    super->constructor( previous = previous ).
    me->booking_id = booking_id.
    me->old_status = old_status.
    me->new_status = new_status.
    if_t100_message~t100key = textid.
  ENDMETHOD.
ENDCLASS.
`;

const runSource = `CLASS zcl_debug_message_run DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_debug_message_run IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lx_message TYPE REF TO zcx_debug_message.
    DATA lv_dummy TYPE string.
    MESSAGE ID 'ZDEMO_BOOKING_MSG' TYPE 'E' NUMBER '001' WITH 'KEEP' INTO lv_dummy.
    TRY.
        RAISE EXCEPTION TYPE zcx_debug_message
          EXPORTING
            textid     = zcx_debug_message=>status_change
            booking_id = 4711
            old_status = 'N'
            new_status = \`confirmed\`.
      CATCH zcx_debug_message INTO lx_message.
        out->write( |msgv1 { sy-msgv1 }| ).
        out->write( lx_message->get_text( ) ).
    ENDTRY.
  ENDMETHOD.
ENDCLASS.
`;

const RAISE_ROW = rowOf(runSource, 'RAISE EXCEPTION TYPE zcx_debug_message');

function classMetadata(name: string, description: string) {
  return { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: description, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } };
}

function addMessageFixtures(system: EmbeddedSystem): void {
  for (const [name, description, main] of [
    ['ZCX_DEBUG_MESSAGE', 'Debugger T100 exception', messageSource],
    ['ZCL_DEBUG_MESSAGE_RUN', 'Debugger T100 raiser', runSource],
  ] as const) {
    system.objects.save({ type: 'CLAS', name, description, metadata: classMetadata(name, description), sources: { main } }, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  }
}

beforeAll(async () => {
  debug = await openDebugSystem({ prepare: addMessageFixtures, execution: { poolSize: 1 } });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

describe('{EXCEPTION_TEXT} of a T100 exception', () => {
  it('is the message with the attributes filled in, as get_text( ) gives it, and the program\'s SY-MSGV1 stays as it was', async () => {
    const [accepted] = await debug.engine.setBreakpoints(caller, { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' }, [
      { kind: 'exception', clientId: TERMINAL, uri: '', exceptionClass: 'ZCX_DEBUG_MESSAGE' },
    ]);
    expect(accepted).not.toHaveProperty('errorMessage');
    const listening = debug.engine.listen(caller, { terminalId: TERMINAL, ideId: TERMINAL, timeoutMillis: 30_000 });
    const run = debug.execution.classRun('ZCL_DEBUG_MESSAGE_RUN', caller);
    const hit = await listening;
    if (hit.kind !== 'hit') throw new Error(`the run did not stop (${hit.kind})`);
    const state = await debug.engine.attach(caller, hit.debuggee.DEBUGGEE_ID);
    const stack = await debug.engine.stack(caller, state.debuggeeId);
    const top = stack.reduce((highest, entry) => (entry.stackPosition > highest.stackPosition ? entry : highest));
    const root = await debug.engine.childVariables(caller, state.debuggeeId, ['@ROOT']);
    expect(top.line).toBe(RAISE_ROW);
    expect(root.variables.find((v) => v.ID === '{EXCEPTION_TEXT}')?.VALUE).toBe('Booking 4711 cannot change from status N to confirmed');
    expect(state.reachedBreakpoints).toEqual([expect.objectContaining({ kind: 'exception', exceptionClass: 'ZCX_DEBUG_MESSAGE', exceptionText: 'Booking 4711 cannot change from status N to confirmed' })]);
    // the run goes on to its end: no second stop
    await expect(debug.engine.step(caller, state.debuggeeId, 'stepContinue')).rejects.toMatchObject({ reason: 'ended' });
    const outcome = await run;
    expect(outcome.kind).toBe('output');
    const output = outcome.kind === 'output' ? outcome.output : '';
    expect(output).toContain('Booking 4711 cannot change from status N to confirmed');
    expect(output).toContain('msgv1 KEEP');
  }, 90_000);
});
