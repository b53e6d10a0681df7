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

/**
 * The standard sync objects under a name prefix (default SYNC): ZIF_<P>_GREETER, ZCL_<P>_GREETER,
 * ZCL_<P>_COUNTER and the table Z<P>_ITEM, in packages Z<P> and Z<P>_DATA. Tests sharing one system use
 * a prefix each.
 */
export const names = (prefix = 'SYNC') => ({
  root: `Z${prefix}`,
  data: `Z${prefix}_DATA`,
  intf: `ZIF_${prefix}_GREETER`,
  greeter: `ZCL_${prefix}_GREETER`,
  counter: `ZCL_${prefix}_COUNTER`,
  table: `Z${prefix}_ITEM`,
});

export const greeterInterface = (prefix = 'SYNC', method = 'greet') => {
  const n = names(prefix);
  return intf(
    n.intf,
    `INTERFACE ${n.intf.toLowerCase()} PUBLIC.
  METHODS ${method}
    IMPORTING
      name          TYPE string
    RETURNING
      VALUE(result) TYPE string.
ENDINTERFACE.
`,
  );
};

export const greeterClass = (prefix = 'SYNC', greeting = 'Hello') => {
  const n = names(prefix);
  return clas(
    n.greeter,
    `CLASS ${n.greeter.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES ${n.intf.toLowerCase()}.
ENDCLASS.



CLASS ${n.greeter.toLowerCase()} IMPLEMENTATION.

  METHOD ${n.intf.toLowerCase()}~greet.
    result = |${greeting} { name }|.
  ENDMETHOD.

ENDCLASS.
`,
  );
};

/** A class whose method uses a variable it never declares (a syntax error, line 16) when broken. */
export const counterClass = (prefix = 'SYNC', broken = false) => {
  const n = names(prefix);
  return clas(
    n.counter,
    `CLASS ${n.counter.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS next
      RETURNING
        VALUE(result) TYPE i.
  PRIVATE SECTION.
    DATA count TYPE i.
ENDCLASS.



CLASS ${n.counter.toLowerCase()} IMPLEMENTATION.

  METHOD next.
    count = count + 1.
    result = ${broken ? 'lv_undeclared' : 'count'}.
  ENDMETHOD.

ENDCLASS.
`,
  );
};

export const itemTable = (prefix = 'SYNC') =>
  tabl(names(prefix).table, [
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

export interface SyncRepositoryOptions {
  prefix?: string;
  counterBroken?: boolean;
  greeting?: string;
  /** false: without the table and its package. */
  withTable?: boolean;
  /** null: without .abapgit.xml. */
  dot?: Partial<DotAbapgit> | null;
}

/** The standard sync repository: Z<P> (interface, two classes) and Z<P>_DATA (a table). */
export function syncRepository(options: SyncRepositoryOptions = {}): Record<string, Buffer> {
  const prefix = options.prefix ?? 'SYNC';
  const n = names(prefix);
  const withTable = options.withTable ?? true;
  return repositoryFiles(
    n.root,
    [pkg(n.root, '', 'Sync tests'), ...(withTable ? [pkg(n.data, n.root, 'Sync tests: data')] : [])],
    [
      { ...greeterInterface(prefix), package: n.root },
      { ...greeterClass(prefix, options.greeting), package: n.root },
      { ...counterClass(prefix, options.counterBroken ?? false), package: n.root },
      ...(withTable ? [{ ...itemTable(prefix), package: n.data }] : []),
    ],
    options.dot === undefined ? {} : options.dot,
  );
}
