/**
 * ABAP objects the execution tests add to a demo system: runs that loop for ever, write and then dump, or
 * keep a work process busy long enough to be killed.
 */
import type { EmbeddedSystem } from '../../../src/system/system.js';
import type { AbapObject } from '../../../src/system/objects.js';

export function classObject(name: string, source: string, description = 'Execution test class'): AbapObject {
  return {
    type: 'CLAS',
    name,
    description,
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: description, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: { main: source },
  };
}

/** An executable program (report). */
export function programObject(name: string, source: string): AbapObject {
  return {
    type: 'PROG',
    name,
    description: 'Execution test report',
    metadata: {
      PROGDIR: { NAME: name, SUBC: '1', RLOAD: 'E', FIXPT: 'X', UCCHECK: 'X' },
      TPOOL: [{ ID: 'R', ENTRY: 'Execution test report', LENGTH: '21' }],
    },
    sources: { main: source },
  };
}

/** WRITE of numbers, dates and text with '/', NEW-LINE, SKIP, ULINE and FORMAT (which changes no text). */
export const listReport = programObject(
  'ZTEST_LIST',
  `REPORT ztest_list.

DATA lv_amount TYPE p LENGTH 8 DECIMALS 2 VALUE '-1234.50'.
DATA lv_int TYPE i VALUE 1234567.
DATA lv_date TYPE d VALUE '20250315'.
DATA lv_text TYPE c LENGTH 5 VALUE 'ab'.

START-OF-SELECTION.
  FORMAT COLOR COL_HEADING.
  WRITE 'Header'.
  FORMAT RESET.
  NEW-LINE.
  WRITE: lv_amount, lv_int, lv_date.
  WRITE: / lv_text, 'end'.
  SKIP 2.
  WRITE 'after skip'.
  ULINE.
  WRITE / 'last'.
`,
);

export const listReportOutput = `Header
        1,234.50-  1,234,567  15.03.2025
ab    end


after skip
${'-'.repeat(83)}
last
`;

/** A class-run class whose main method is the given statements. */
export function classRun(name: string, body: string, declarations = ''): AbapObject {
  return classObject(
    name,
    `CLASS ${name.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
${declarations}
ENDCLASS.

CLASS ${name.toLowerCase()} IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
${body}
  ENDMETHOD.
ENDCLASS.
`,
  );
}

/** Never ends: a loop without any statement that waits. */
export const endlessLoop = classRun(
  'ZCL_TEST_ENDLESS',
  `    DATA lv_count TYPE i.
    DO.
      lv_count = lv_count + 1.
      IF lv_count > 1000000.
        lv_count = 0.
      ENDIF.
    ENDDO.`,
);

/** Changes an airline's name, then divides by zero: the change must be rolled back. */
export const writeThenDump = classRun(
  'ZCL_TEST_WRITE_DUMP',
  `    DATA ls_carrier TYPE zdemo_carrier.
    DATA lv_zero TYPE i.
    DATA lv_result TYPE i.
    SELECT SINGLE * FROM zdemo_carrier INTO ls_carrier WHERE carrier_id = 'ZA'.
    ls_carrier-name = 'Renamed before the dump'.
    MODIFY zdemo_carrier FROM ls_carrier.
    out->write( |Renamed { ls_carrier-carrier_id }| ).
    lv_result = 1 / lv_zero.`,
);

/** Counts the airlines of the run's client and writes how many. */
export const countCarriers = classRun(
  'ZCL_TEST_COUNT_CARRIERS',
  `    DATA lv_count TYPE i.
    SELECT COUNT(*) FROM zdemo_carrier INTO lv_count.
    out->write( data = lv_count name = 'Airlines' ).`,
);

/** A class attribute that counts runs: each run starts in a fresh session, so it always writes 1. */
export const staticCounter = classObject(
  'ZCL_TEST_STATIC_COUNTER',
  `CLASS zcl_test_static_counter DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    CLASS-DATA gv_runs TYPE i.
ENDCLASS.

CLASS zcl_test_static_counter IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    gv_runs = gv_runs + 1.
    out->write( data = gv_runs name = 'Runs in this session' ).
  ENDMETHOD.
ENDCLASS.
`,
);

export const executionFixtures = [endlessLoop, writeThenDump, countCarriers, staticCounter];

/** Adds the fixtures as active objects of package ZDEMO_TOOLS. */
export function addExecutionFixtures(system: EmbeddedSystem, objects: AbapObject[] = executionFixtures): void {
  for (const object of objects) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
}

/** Exactly what ZCL_DEMO_CLASSRUN writes: a string, a named integer, a structure and a table. */
export const demoClassRunOutput = `Welcome to the abapdeck demo system
Departures listed
3
Next departure
CARRIER_ID CARRIER_NAME CONNECTION_ID FLIGHT_DATE ROUTE      SEATS_FREE PRICE  CURRENCY
ZA         Zephyr Air   0100          2025-03-15  FRA -> JFK         42 420.00 EUR
Departures
CARRIER_ID CARRIER_NAME  CONNECTION_ID FLIGHT_DATE ROUTE      SEATS_FREE PRICE   CURRENCY
ZA         Zephyr Air    0100          2025-03-15  FRA -> JFK         42  420.00 EUR
KT         Kite Airways  0031          2025-03-16  LHR -> LIS          7  129.50 GBP
PC         Pacific Crest 0808          2025-03-18  SFO -> SYD          0 1180.00 USD
`;

/** The list of ZDEMO_FLIGHT_LIST with its default airline ZA. */
export const demoFlightList = `Flights of ZA  Zephyr Air
${'-'.repeat(83)}

0100 15.03.2025 FRA -> JFK             420.00  EUR           42
0100 22.03.2025 FRA -> JFK             455.00  EUR           29
0100 05.04.2025 FRA -> JFK             389.00  EUR          168
0101 17.03.2025 JFK -> FRA             435.00  EUR           10
0101 24.03.2025 JFK -> FRA             440.00  EUR           81
0240 20.03.2025 FRA -> BCN             129.00  EUR            0
0240 27.03.2025 FRA -> BCN             119.00  EUR           84
0241 21.03.2025 BCN -> FRA             134.00  EUR           37

${'-'.repeat(83)}
Flights listed:          8
`;
