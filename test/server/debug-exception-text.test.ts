/**
 * {EXCEPTION_TEXT} of an exception whose text is a T100 message (issue 17): the message's text with the
 * attributes its T100KEY names (ATTR1 … ATTR3) in &1 … &3, as get_text( ) gives it — read while the program
 * is paused, without running get_text( ) (which reads the message from the database and sets SY-MSGV1 …).
 * The exception uses the demo's message class ZDEMO_BOOKING_MSG (002: 'Booking &1 cannot change from status
 * &2 to &3'). The breakpoints document goes through abap-adt-api's HTTP client; the rest is abap-adt-api's calls.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { collectAdtStops, rowOf, newAdtClient } from '../support/debug-fixtures.js';
import { setExceptionBreakpoints } from '../support/exception-fixtures.js';
import type { EmbeddedSystem } from '../../src/system/system.js';

const TERMINAL = 'EXCEPTION-TEXT-TEST';
const dataDir = tempDir('abapdeck-exception-text-');
let service: TestService;

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
  service = await startTestService({ demo: true, dataDir, prepare: addMessageFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('{EXCEPTION_TEXT} of a T100 exception (driven by abap-adt-api)', () => {
  it('is the message with the attributes filled in, as get_text( ) gives it, and the program\'s SY-MSGV1 stays as it was', async () => {
    const listener = newAdtClient(service);
    await listener.login();
    expect(await setExceptionBreakpoints(listener, TERMINAL, [{ exceptionClass: 'ZCX_DEBUG_MESSAGE' }])).not.toContain('errorMessage');
    const { stops, output } = await collectAdtStops(service, listener, TERMINAL, 'ZCL_DEBUG_MESSAGE_RUN', async (adt, reached) => {
      const stack = await adt.debuggerStackTrace();
      const top = stack.stack.find((entry) => Number(entry.stackPosition) === Math.max(...stack.stack.map((e) => Number(e.stackPosition))))!;
      const root = await adt.debuggerChildVariables(['@ROOT']);
      return { line: top.line, text: root.variables.find((v) => v.ID === '{EXCEPTION_TEXT}')?.VALUE ?? '', reached };
    });
    expect(output).toContain('Booking 4711 cannot change from status N to confirmed');
    expect(output).toContain('msgv1 KEEP');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.line).toBe(RAISE_ROW);
    expect(stops[0]!.text).toBe('Booking 4711 cannot change from status N to confirmed');
    expect(stops[0]!.reached).toEqual([expect.objectContaining({ kind: 'exception', exceptionClass: 'ZCX_DEBUG_MESSAGE', exceptionText: 'Booking 4711 cannot change from status N to confirmed' })]);
  }, 90_000);
});
