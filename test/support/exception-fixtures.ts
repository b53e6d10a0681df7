/**
 * The exception and watchpoint tests' fixture: an exception class ZCX_DEBUG_PARENT with a subclass
 * ZCX_DEBUG_CHILD, and a class run ZCL_DEBUG_RAISER that raises each (caught), divides by zero (the runtime
 * raises CX_SY_ZERODIVIDE, caught) and changes a counter a few times.
 */
import type { ADTClient } from 'abap-adt-api';
import { element, renderXml } from '../../src/protocol/debugger-xml-writer.js';
import type { EmbeddedSystem } from '../../src/system/system.js';
import { rowOf } from './debug-fixtures.js';

export const parentSource = `CLASS zcx_debug_parent DEFINITION PUBLIC INHERITING FROM cx_static_check CREATE PUBLIC.
  PUBLIC SECTION.
    DATA code TYPE i READ-ONLY.
    METHODS constructor
      IMPORTING
        previous LIKE previous OPTIONAL
        code     TYPE i OPTIONAL.
  PROTECTED SECTION.
    METHODS default_text REDEFINITION.
ENDCLASS.

CLASS zcx_debug_parent IMPLEMENTATION.
  METHOD constructor.
    super->constructor( previous = previous ).
    me->code = code.
  ENDMETHOD.

  METHOD default_text.
    result = |Debug failure { code }|.
  ENDMETHOD.
ENDCLASS.
`;

export const childSource = `CLASS zcx_debug_child DEFINITION PUBLIC INHERITING FROM zcx_debug_parent CREATE PUBLIC.
ENDCLASS.

CLASS zcx_debug_child IMPLEMENTATION.
ENDCLASS.
`;

export const raiserSource = `CLASS zcl_debug_raiser DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    DATA mv_total TYPE i.
  PRIVATE SECTION.
    METHODS fail
      IMPORTING
        iv_child TYPE abap_bool
      RAISING
        zcx_debug_parent.
ENDCLASS.

CLASS zcl_debug_raiser IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_zero TYPE i.
    DATA lv_result TYPE i.
    DATA lv_counter TYPE i.
    TRY.
        fail( abap_false ).
      CATCH zcx_debug_parent.
        out->write( 'parent caught' ).
    ENDTRY.
    TRY.
        fail( abap_true ).
      CATCH zcx_debug_parent.
        out->write( 'child caught' ).
    ENDTRY.
    TRY.
        lv_result = 10 / lv_zero.
      CATCH cx_sy_zerodivide.
        out->write( 'zero caught' ).
    ENDTRY.
    lv_counter = 1.
    lv_result = 5.
    lv_counter = lv_counter + 1.
    lv_counter = lv_counter.
    lv_counter = lv_counter + 40.
    mv_total = lv_counter.
    out->write( |done { lv_counter }| ).
  ENDMETHOD.

  METHOD fail.
    IF iv_child = abap_true.
      RAISE EXCEPTION TYPE zcx_debug_child EXPORTING code = 2.
    ENDIF.
    RAISE EXCEPTION TYPE zcx_debug_parent EXPORTING code = 1.
  ENDMETHOD.
ENDCLASS.
`;

export const raiserRows = {
  childRaise: rowOf(raiserSource, 'RAISE EXCEPTION TYPE zcx_debug_child'),
  parentRaise: rowOf(raiserSource, 'RAISE EXCEPTION TYPE zcx_debug_parent'),
  division: rowOf(raiserSource, 'lv_result = 10 / lv_zero.'),
  counterSet: rowOf(raiserSource, 'lv_counter = 1.'),
  resultSet: rowOf(raiserSource, 'lv_result = 5.'),
  counterPlusOne: rowOf(raiserSource, 'lv_counter = lv_counter + 1.'),
  counterSame: rowOf(raiserSource, 'lv_counter = lv_counter.'),
  counterPlus40: rowOf(raiserSource, 'lv_counter = lv_counter + 40.'),
  totalSet: rowOf(raiserSource, 'mv_total = lv_counter.'),
  write: rowOf(raiserSource, "out->write( |done"),
} as const;

function classMetadata(name: string, description: string) {
  return { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: description, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } };
}

/** Adds the two exception classes and the class run that raises them. */
export function addExceptionFixtures(system: EmbeddedSystem): void {
  for (const [name, description, main] of [
    ['ZCX_DEBUG_PARENT', 'Debugger exception', parentSource],
    ['ZCX_DEBUG_CHILD', 'Debugger exception subclass', childSource],
    ['ZCL_DEBUG_RAISER', 'Debugger raiser', raiserSource],
  ] as const) {
    system.objects.save({ type: 'CLAS', name, description, metadata: classMetadata(name, description), sources: { main } }, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  }
}

export interface ExceptionBreakpoint {
  exceptionClass: string;
  skipCount?: number;
  condition?: string;
}

/**
 * Sets the terminal's exception breakpoints (the full list) with the breakpoints document ADT sends — kind
 * "exception" with exceptionClass, skipCount and condition — through abap-adt-api's HTTP client, which has
 * no call of its own for them. Answers the service's response document.
 */
export async function setExceptionBreakpoints(adt: ADTClient, terminal: string, breakpoints: readonly ExceptionBreakpoint[]): Promise<string> {
  const entries = breakpoints.map((bp) =>
    element('breakpoint', {
      kind: 'exception',
      clientId: terminal,
      skipCount: bp.skipCount ?? 0,
      exceptionClass: bp.exceptionClass,
      condition: bp.condition || undefined,
    }),
  );
  const body = renderXml(
    element(
      'dbg:breakpoints',
      {
        'xmlns:dbg': 'http://www.sap.com/adt/debugger',
        'xmlns:adtcore': 'http://www.sap.com/adt/core',
        scope: 'external',
        debuggingMode: 'user',
        requestUser: 'DEVELOPER',
        terminalId: terminal,
        ideId: terminal,
        systemDebugging: 'false',
        deactivated: 'false',
      },
      element('syncScope', { mode: 'full' }),
      ...entries,
    ),
  );
  const response = await adt.httpClient.request('/sap/bc/adt/debugger/breakpoints', { method: 'POST', headers: { 'Content-Type': 'application/xml', Accept: 'application/xml' }, body });
  return response.body;
}
