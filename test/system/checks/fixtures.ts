/** Small active systems of real ABAP for the checks tests. */
import type { AbapObject, MetadataRecord } from '../../../src/system/objects.js';

export function clas(name: string, main: string, parts: Record<string, string> = {}, metadata: MetadataRecord = {}): AbapObject {
  return {
    type: 'CLAS',
    name,
    description: name,
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: name, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X', ...metadata } },
    sources: { main, ...parts },
  };
}

export function intf(name: string, main: string): AbapObject {
  return {
    type: 'INTF',
    name,
    description: name,
    metadata: { VSEOINTERF: { CLSNAME: name, LANGU: 'E', DESCRIPT: name, EXPOSURE: '2', STATE: '1', UNICODE: 'X' } },
    sources: { main },
  };
}

export function prog(name: string, main: string, subc = '1'): AbapObject {
  return {
    type: 'PROG',
    name,
    description: name,
    metadata: { PROGDIR: { NAME: name, STATE: 'A', SUBC: subc, FIXPT: 'X', UCCHECK: 'X' } },
    sources: { main },
  };
}

export function ddls(name: string, source: string): AbapObject {
  return { type: 'DDLS', name, description: name, metadata: { DDLS: { DDLNAME: name, DDLANGUAGE: 'E', SOURCE_TYPE: 'W' } }, sources: { asddls: source } };
}

/** A transparent table with character fields (the first ones key fields). */
export function tabl(name: string, fields: { name: string; length: number; key?: boolean }[]): AbapObject {
  return {
    type: 'TABL',
    name,
    description: name,
    metadata: {
      DD02V: { TABNAME: name, DDLANGUAGE: 'E', TABCLASS: 'TRANSP', DDTEXT: name, CONTFLAG: 'A' },
      DD03P_TABLE: fields.map((field) => ({
        FIELDNAME: field.name.toUpperCase(),
        ...(field.key ? { KEYFLAG: 'X', NOTNULL: 'X' } : {}),
        INTTYPE: 'C',
        INTLEN: String(field.length * 2).padStart(6, '0'),
        DATATYPE: 'CHAR',
        LENG: String(field.length).padStart(6, '0'),
      })),
    },
    sources: {},
  };
}

export const ZIF_GREETER = intf(
  'ZIF_GREETER',
  `INTERFACE zif_greeter PUBLIC.
  TYPES ty_name TYPE string.
  CONSTANTS default_name TYPE ty_name VALUE \`World\`.
  METHODS greet
    IMPORTING
      name          TYPE ty_name
    RETURNING
      VALUE(result) TYPE string.
ENDINTERFACE.
`,
);

export const ZCL_GREETER = clas(
  'ZCL_GREETER',
  `CLASS zcl_greeter DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES zif_greeter.
    INTERFACES if_oo_adt_classrun.
    CLASS-METHODS create
      RETURNING
        VALUE(result) TYPE REF TO zif_greeter.
    METHODS shout
      IMPORTING
        text          TYPE string
      RETURNING
        VALUE(result) TYPE string.
  PROTECTED SECTION.
    DATA greetings TYPE i.
  PRIVATE SECTION.
    METHODS count.
ENDCLASS.



CLASS zcl_greeter IMPLEMENTATION.

  METHOD zif_greeter~greet.
    count( ).
    result = |Hello { name }|.
  ENDMETHOD.

  METHOD create.
    result = NEW zcl_greeter( ).
  ENDMETHOD.

  METHOD if_oo_adt_classrun~main.
    out->write( zif_greeter~greet( zif_greeter=>default_name ) ).
  ENDMETHOD.

  METHOD shout.
    result = to_upper( text ).
  ENDMETHOD.

  METHOD count.
    greetings = greetings + 1.
  ENDMETHOD.

ENDCLASS.
`,
  {
    testclasses: `CLASS ltcl_greeter DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS greets FOR TESTING.
ENDCLASS.

CLASS ltcl_greeter IMPLEMENTATION.
  METHOD greets.
    DATA(greeter) = zcl_greeter=>create( ).
    cl_abap_unit_assert=>assert_equals( act = greeter->greet( \`ABAP\` ) exp = \`Hello ABAP\` ).
  ENDMETHOD.
ENDCLASS.
`,
  },
  { WITH_UNIT_TESTS: 'X' },
);

export const ZCL_USER = clas(
  'ZCL_USER',
  `CLASS zcl_user DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run
      RETURNING
        VALUE(result) TYPE string.
  PRIVATE SECTION.
    DATA greeter TYPE REF TO zif_greeter.
ENDCLASS.



CLASS zcl_user IMPLEMENTATION.

  METHOD run.
    DATA name TYPE zif_greeter=>ty_name.
    greeter = zcl_greeter=>create( ).
    name = zif_greeter=>default_name.
    result = greeter->greet( name ).
  ENDMETHOD.

ENDCLASS.
`,
);

export const ZDEMO_GREET = prog(
  'ZDEMO_GREET',
  `REPORT zdemo_greet.

START-OF-SELECTION.
  DATA(greeter) = zcl_greeter=>create( ).
  WRITE / greeter->greet( zif_greeter=>default_name ).
`,
);

export const ZDEMO_CARRIER = tabl('ZDEMO_CARRIER', [
  { name: 'CLIENT', length: 3, key: true },
  { name: 'CARRIER_ID', length: 3, key: true },
  { name: 'NAME', length: 40 },
]);

/** A function group with a global counter in its TOP include and two modules. */
export const ZDEMO_FG: AbapObject = {
  type: 'FUGR',
  name: 'ZDEMO_FG',
  description: 'Demo functions',
  metadata: {
    AREAT: 'Demo functions',
    INCLUDES: ['LZDEMO_FGTOP', 'SAPLZDEMO_FG'],
    FUNCTIONS: [
      {
        FUNCNAME: 'Z_DEMO_DOUBLE',
        SHORT_TEXT: 'Double a number',
        IMPORT: [{ PARAMETER: 'IV_VALUE', TYP: 'I' }],
        EXPORT: [{ PARAMETER: 'EV_RESULT', TYP: 'I' }],
      },
      {
        FUNCNAME: 'Z_DEMO_GREETING',
        SHORT_TEXT: 'A greeting',
        EXPORT: [{ PARAMETER: 'EV_TEXT', TYP: 'STRING' }],
      },
    ],
  },
  sources: {
    lzdemo_fgtop: 'FUNCTION-POOL zdemo_fg.\n\nDATA gv_calls TYPE i.\n',
    saplzdemo_fg: '  INCLUDE lzdemo_fgtop.\n',
    z_demo_double: 'FUNCTION z_demo_double.\n  gv_calls = gv_calls + 1.\n  ev_result = iv_value * 2.\nENDFUNCTION.\n',
    z_demo_greeting: 'FUNCTION z_demo_greeting.\n  gv_calls = gv_calls + 1.\n  ev_text = zcl_greeter=>create( )->greet( zif_greeter=>default_name ).\nENDFUNCTION.\n',
  },
};

export const DEMO_SYSTEM: readonly AbapObject[] = [ZIF_GREETER, ZCL_GREETER, ZCL_USER, ZDEMO_GREET, ZDEMO_CARRIER, ZDEMO_FG];

/** A class with one method whose body is given. */
export function classWithMethod(name: string, body: string): string {
  return `CLASS ${name} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run.
ENDCLASS.

CLASS ${name} IMPLEMENTATION.
  METHOD run.
${body}
  ENDMETHOD.
ENDCLASS.
`;
}
