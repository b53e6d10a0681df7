/**
 * Small repositories of real ABAP for the sync tests, written in the abapGit format by the system's own
 * serializer (which the reference files test byte for byte).
 */
import { defaultDotAbapgit, writeRepository, type DotAbapgit } from '../../src/system/abapgit/index.js';
import type { AbapObject, PackageInfo } from '../../src/system/objects.js';

export function pkg(name: string, parent: string, description = `${name} package`): PackageInfo {
  return {
    name,
    parent,
    description,
    softwareComponent: name.startsWith('$') ? 'LOCAL' : 'HOME',
    metadata: { DEVC: { CTEXT: description } },
  };
}

export function intf(name: string, main: string): AbapObject {
  return {
    type: 'INTF',
    name,
    description: `${name} interface`,
    metadata: { VSEOINTERF: { CLSNAME: name, LANGU: 'E', DESCRIPT: `${name} interface`, EXPOSURE: '2', STATE: '1', UNICODE: 'X' } },
    sources: { main },
  };
}

export function clas(name: string, main: string, parts: Record<string, string> = {}): AbapObject {
  return {
    type: 'CLAS',
    name,
    description: `${name} class`,
    metadata: {
      VSEOCLASS: {
        CLSNAME: name,
        LANGU: 'E',
        DESCRIPT: `${name} class`,
        STATE: '1',
        CLSCCINCL: 'X',
        FIXPT: 'X',
        UNICODE: 'X',
        ...(parts['testclasses'] ? { WITH_UNIT_TESTS: 'X' } : {}),
      },
    },
    sources: { main, ...parts },
  };
}

/** A transparent table with character fields (the first ones key fields). */
export function tabl(name: string, fields: Array<{ name: string; length: number; key?: boolean }>): AbapObject {
  return {
    type: 'TABL',
    name,
    description: `${name} table`,
    metadata: {
      DD02V: { TABNAME: name, DDLANGUAGE: 'E', TABCLASS: 'TRANSP', DDTEXT: `${name} table`, CONTFLAG: 'A', EXCLASS: '1' },
      DD09L: { TABNAME: name, AS4LOCAL: 'A', TABKAT: '0', TABART: 'APPL0', BUFALLOW: 'N' },
      DD03P_TABLE: fields.map((field) => ({
        FIELDNAME: field.name.toUpperCase(),
        ...(field.key ? { KEYFLAG: 'X', NOTNULL: 'X' } : {}),
        ADMINFIELD: '0',
        INTTYPE: 'C',
        INTLEN: String(field.length * 2).padStart(6, '0'),
        DATATYPE: 'CHAR',
        LENG: String(field.length).padStart(6, '0'),
        MASK: '  CHAR',
      })),
    },
    sources: {},
  };
}

export const greeterInterface = (method = 'greet') =>
  intf(
    'ZIF_SYNC_GREETER',
    `INTERFACE zif_sync_greeter PUBLIC.
  METHODS ${method}
    IMPORTING
      name          TYPE string
    RETURNING
      VALUE(result) TYPE string.
ENDINTERFACE.
`,
  );

export const greeterClass = (greeting = 'Hello') =>
  clas(
    'ZCL_SYNC_GREETER',
    `CLASS zcl_sync_greeter DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES zif_sync_greeter.
ENDCLASS.



CLASS zcl_sync_greeter IMPLEMENTATION.

  METHOD zif_sync_greeter~greet.
    result = |${greeting} { name }|.
  ENDMETHOD.

ENDCLASS.
`,
  );

/** A class whose method uses a variable it never declares (a syntax error) when broken. */
export const counterClass = (broken: boolean) =>
  clas(
    'ZCL_SYNC_COUNTER',
    `CLASS zcl_sync_counter DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS next
      RETURNING
        VALUE(result) TYPE i.
  PRIVATE SECTION.
    DATA count TYPE i.
ENDCLASS.



CLASS zcl_sync_counter IMPLEMENTATION.

  METHOD next.
    count = count + 1.
    result = ${broken ? 'lv_undeclared' : 'count'}.
  ENDMETHOD.

ENDCLASS.
`,
  );

export const itemTable = () =>
  tabl('ZSYNC_ITEM', [
    { name: 'ID', length: 10, key: true },
    { name: 'TEXT', length: 40 },
  ]);

/** The files of a repository: `.abapgit.xml` (unless dot is null), package files and object files, as path → bytes. */
export function repositoryFiles(
  rootPackage: string,
  packages: PackageInfo[],
  objects: Array<AbapObject & { package: string }>,
  dot: Partial<DotAbapgit> | null = {},
): Record<string, Buffer> {
  const dotAbapgit = { ...defaultDotAbapgit(), ...(dot ?? {}) };
  const files = writeRepository({ dotAbapgit, rootPackage, packages, objects });
  return Object.fromEntries(files.filter((file) => dot !== null || file.path !== '.abapgit.xml').map((file) => [file.path, file.data]));
}

/** The standard sync repository: ZSYNC (interface, two classes) and ZSYNC_DATA (a table). */
export function syncRepository(options: { counterBroken?: boolean; greeting?: string } = {}): Record<string, Buffer> {
  return repositoryFiles(
    'ZSYNC',
    [pkg('ZSYNC', '', 'Sync tests'), pkg('ZSYNC_DATA', 'ZSYNC', 'Sync tests: data')],
    [
      { ...greeterInterface(), package: 'ZSYNC' },
      { ...greeterClass(options.greeting), package: 'ZSYNC' },
      { ...counterClass(options.counterBroken ?? false), package: 'ZSYNC' },
      { ...itemTable(), package: 'ZSYNC_DATA' },
    ],
  );
}
