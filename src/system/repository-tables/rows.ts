/**
 * What the standard directory tables (TADIR, T100, TRDIR, DD02L …) hold for one repository object or for
 * the packages: pure functions from the repository's objects to rows in ABAP internal format. Each object
 * owns a slice of each table, named by a selection (the key fields that carry its name), so the follower can
 * replace an object's rows when it is activated and remove them when it is deleted.
 */
import type { AbapObject, MetadataRecord, PackageInfo } from '../objects.js';
import { formatType } from '../objects.js';
import { classPoolName, interfacePoolName } from '../../protocol/includes.js';
import { recordOf, tableRows, textOf } from '../data/metadata-records.js';
import { resolveDataElement, resolveTable, type ObjectLookup } from '../data/dictionary.js';

export type Row = Record<string, string>;

/** One object's slice of a table: the rows that the selection matches are replaced by `rows`. */
export interface TableSlice {
  table: string;
  selection: Row;
  rows: Row[];
}

/** The object as the directory tables see it: an active object with its package and last change. */
export interface DirectoryObject extends AbapObject {
  package: string;
  changedBy: string;
  changedAt: string;
}

export interface RowContext {
  /** System id, the source system of every object (TADIR-SRCSYSTEM). */
  sid: string;
  /** Dictionary objects for types of fields and data elements (DD03L, DD04L). */
  lookup: ObjectLookup;
}

/** The active version of the dictionary tables: AS4LOCAL A, AS4VERS 0000. */
const ACTIVE = { AS4LOCAL: 'A', AS4VERS: '0000' } as const;

/**
 * The slices of one object: with the object, its rows; without it (deleted), the same selections with no
 * rows. `type` is the object's type in files or in the directory (STRU counts as TABL).
 */
export function objectSlices(type: string, name: string, object: DirectoryObject | undefined, context: RowContext): TableSlice[] {
  const objectType = formatType(type.toUpperCase());
  const objectName = name.toUpperCase();
  const slice = (table: string, selection: Row, rows: () => Row[]): TableSlice => ({ table, selection, rows: object ? rows() : [] });
  const slices = [slice('TADIR', { PGMID: 'R3TR', OBJECT: objectType, OBJ_NAME: objectName }, () => [directoryRow(object!, context)])];
  switch (objectType) {
    case 'MSAG':
      slices.push(
        slice('T100', { ARBGB: objectName }, () => messageRows(object!)),
        slice('T100A', { ARBGB: objectName }, () => [messageClassRow(object!)]),
      );
      break;
    case 'PROG':
      slices.push(slice('TRDIR', { NAME: objectName }, () => [programRow(objectName, textOf(recordOf(object!.metadata, 'PROGDIR'), 'SUBC') || '1', object!)]));
      break;
    case 'CLAS':
    case 'INTF': {
      const pool = objectType === 'CLAS' ? classPoolName(objectName) : interfacePoolName(objectName);
      slices.push(
        slice('TRDIR', { NAME: pool }, () => [programRow(pool, objectType === 'CLAS' ? 'K' : 'J', object!)]),
        slice('SEOCLASS', { CLSNAME: objectName }, () => [{ CLSNAME: objectName, CLSTYPE: objectType === 'CLAS' ? '0' : '1' }]),
        slice('SEOCLASSTX', { CLSNAME: objectName }, () => [{ CLSNAME: objectName, LANGU: 'E', DESCRIPT: object!.description }]),
        slice('SEOCLASSDF', { CLSNAME: objectName }, () => [classDefinitionRow(objectType, object!)]),
      );
      break;
    }
    case 'FUGR': {
      const pool = functionPoolName(objectName);
      slices.push(
        slice('TRDIR', { NAME: pool }, () => [programRow(pool, 'F', object!)]),
        slice('TFDIR', { PNAME: pool }, () => functionRows(pool, object!)),
      );
      break;
    }
    case 'TABL':
      slices.push(
        slice('DD02L', { TABNAME: objectName }, () => [tableRow(object!)]),
        slice('DD02T', { TABNAME: objectName }, () => [{ TABNAME: objectName, DDLANGUAGE: 'E', ...ACTIVE, DDTEXT: object!.description }]),
        slice('DD03L', { TABNAME: objectName }, () => fieldRows(object!, context)),
      );
      break;
    case 'DTEL':
      slices.push(
        slice('DD04L', { ROLLNAME: objectName }, () => [dataElementRow(object!, context)]),
        slice('DD04T', { ROLLNAME: objectName }, () => [dataElementTextRow(object!)]),
      );
      break;
    case 'TTYP':
      slices.push(slice('DD40L', { TYPENAME: objectName }, () => [tableTypeRow(object!)]));
      break;
    case 'DOMA':
      slices.push(
        slice('DD01L', { DOMNAME: objectName }, () => [domainRow(object!)]),
        slice('DD01T', { DOMNAME: objectName }, () => [{ DOMNAME: objectName, DDLANGUAGE: 'E', ...ACTIVE, DDTEXT: object!.description }]),
      );
      break;
  }
  return slices;
}

/** TDEVC, TDEVCT and the packages' own directory entries (R3TR DEVC), each the whole set of packages. */
export function packageSlices(packages: readonly PackageInfo[], context: RowContext): TableSlice[] {
  return [
    {
      table: 'TDEVC',
      selection: {},
      rows: packages.map((pkg) => ({
        DEVCLASS: pkg.name,
        CTEXT: pkg.description,
        PARENTCL: pkg.parent,
        DLVUNIT: pkg.softwareComponent,
        // '$' packages are local: no transport layer, no transports
        KORRFLAG: pkg.name.startsWith('$') ? '' : 'X',
        PACKTYPE: textOf(recordOf(pkg.metadata, 'DEVC'), 'PACKTYPE'),
        MAINPACK: textOf(recordOf(pkg.metadata, 'DEVC'), 'MAINPACK'),
      })),
    },
    { table: 'TDEVCT', selection: {}, rows: packages.map((pkg) => ({ DEVCLASS: pkg.name, SPRAS: 'E', CTEXT: pkg.description })) },
    {
      table: 'TADIR',
      selection: { PGMID: 'R3TR', OBJECT: 'DEVC' },
      rows: packages.map((pkg) => ({ PGMID: 'R3TR', OBJECT: 'DEVC', OBJ_NAME: pkg.name, DEVCLASS: pkg.name, SRCSYSTEM: context.sid, MASTERLANG: 'E' })),
    },
  ];
}

/** The main program of a function group: SAPL<group>, after the namespace of a namespaced group. */
export function functionPoolName(group: string): string {
  const namespaced = /^(\/[^/]+\/)(.+)$/.exec(group.toUpperCase());
  return namespaced ? `${namespaced[1]}SAPL${namespaced[2]}` : `SAPL${group.toUpperCase()}`;
}

function directoryRow(object: DirectoryObject, context: RowContext): Row {
  return {
    PGMID: 'R3TR',
    OBJECT: formatType(object.type),
    OBJ_NAME: object.name.toUpperCase(),
    DEVCLASS: object.package,
    AUTHOR: object.changedBy,
    SRCSYSTEM: context.sid,
    MASTERLANG: 'E',
    CREATED_ON: dateOf(object.changedAt),
  };
}

function messageRows(object: DirectoryObject): Row[] {
  const arbgb = object.name.toUpperCase();
  const rows = new Map<string, Row>();
  for (const message of tableRows(object.metadata['T100'], 'T100')) {
    const row = { SPRSL: textOf(message, 'SPRSL') || 'E', ARBGB: arbgb, MSGNR: textOf(message, 'MSGNR'), TEXT: textOf(message, 'TEXT') };
    rows.set(`${row.SPRSL} ${row.MSGNR}`, row);
  }
  for (const translation of tableRows(object.metadata['T100_TEXTS'], 'item')) {
    const row = { SPRSL: textOf(translation, 'SPRSL'), ARBGB: arbgb, MSGNR: textOf(translation, 'MSGNR'), TEXT: textOf(translation, 'TEXT') };
    if (row.SPRSL !== '') rows.set(`${row.SPRSL} ${row.MSGNR}`, row);
  }
  return [...rows.values()].filter((row) => row.MSGNR !== '');
}

function messageClassRow(object: DirectoryObject): Row {
  const header = recordOf(object.metadata, 'T100A');
  return {
    ARBGB: object.name.toUpperCase(),
    MASTERLANG: textOf(header, 'MASTERLANG') || 'E',
    RESPUSER: textOf(header, 'RESPUSER'),
    LASTUSER: object.changedBy,
    LDATE: dateOf(object.changedAt),
    LTIME: timeOf(object.changedAt),
    STEXT: textOf(header, 'STEXT') || object.description,
  };
}

function programRow(name: string, kind: string, object: DirectoryObject): Row {
  const progdir = recordOf(object.metadata, 'PROGDIR');
  return {
    NAME: name,
    SUBC: kind,
    CNAM: object.changedBy,
    CDAT: dateOf(object.changedAt),
    UNAM: object.changedBy,
    UDAT: dateOf(object.changedAt),
    RSTAT: textOf(progdir, 'RSTAT'),
    RLOAD: textOf(progdir, 'RLOAD') || 'E',
    FIXPT: textOf(progdir, 'FIXPT') || 'X',
    UCCHECK: textOf(progdir, 'UCCHECK') || 'X',
    LDBNAME: textOf(progdir, 'LDBNAME'),
  };
}

function functionRows(pool: string, object: DirectoryObject): Row[] {
  return tableRows(object.metadata['FUNCTIONS'], 'item').map((fn, index) => ({
    FUNCNAME: textOf(fn, 'FUNCNAME').toUpperCase(),
    PNAME: pool,
    INCLUDE: String(index + 1).padStart(2, '0'),
    // FMODE R: remote-enabled; UTASK: the update task's start mode
    FMODE: textOf(fn, 'REMOTE_CALL') === 'R' ? 'R' : '',
    UTASK: textOf(fn, 'UPDATE_TASK'),
  }));
}

function classDefinitionRow(type: string, object: DirectoryObject): Row {
  const header = recordOf(object.metadata, type === 'CLAS' ? 'VSEOCLASS' : 'VSEOINTERF');
  const definition = definitionStatement(type, object);
  return {
    CLSNAME: object.name.toUpperCase(),
    VERSION: '1',
    CATEGORY: textOf(header, 'CATEGORY') || '00',
    EXPOSURE: /\bPUBLIC\b/i.test(definition) ? '2' : textOf(header, 'EXPOSURE') || '2',
    STATE: textOf(header, 'STATE') || '1',
    AUTHOR: object.changedBy,
    CHANGEDBY: object.changedBy,
    CHANGEDON: dateOf(object.changedAt),
    CLSFINAL: /\bFINAL\b/i.test(definition) ? 'X' : '',
    CLSABSTRCT: /\bABSTRACT\b/i.test(definition) ? 'X' : '',
    CLSCCINCL: textOf(header, 'CLSCCINCL'),
    FIXPT: textOf(header, 'FIXPT'),
    UNICODE: textOf(header, 'UNICODE'),
    MSG_ID: textOf(header, 'MSG_ID'),
    WITH_UNIT_TESTS: type === 'CLAS' && (object.sources['testclasses'] ?? '') !== '' ? 'X' : textOf(header, 'WITH_UNIT_TESTS'),
  };
}

/** The options of `CLASS <name> DEFINITION …` (or `INTERFACE <name> …`) up to its period, comments removed. */
function definitionStatement(type: string, object: DirectoryObject): string {
  const code = (object.sources['main'] ?? '')
    .split('\n')
    .filter((line) => !line.startsWith('*'))
    .map((line) => line.replace(/".*$/, ''))
    .join('\n');
  const keyword = type === 'CLAS' ? 'CLASS' : 'INTERFACE';
  const name = object.name.replace(/[/]/g, '\\/');
  return new RegExp(`\\b${keyword}\\s+${name}\\b([^.]*)\\.`, 'i').exec(code)?.[1] ?? '';
}

function tableRow(object: DirectoryObject): Row {
  const header = recordOf(object.metadata, 'DD02V');
  const tableClass = textOf(header, 'TABCLASS') || 'TRANSP';
  return {
    TABNAME: object.name.toUpperCase(),
    ...ACTIVE,
    TABCLASS: tableClass,
    SQLTAB: tableClass === 'TRANSP' ? object.name.toUpperCase() : '',
    CLIDEP: textOf(header, 'CLIDEP'),
    LANGDEP: textOf(header, 'LANGDEP'),
    MAINFLAG: textOf(header, 'MAINFLAG'),
    CONTFLAG: textOf(header, 'CONTFLAG'),
    AUTHCLASS: textOf(header, 'AUTHCLASS'),
    EXCLASS: textOf(header, 'EXCLASS'),
    BUFFERED: textOf(header, 'BUFFERED'),
    MASTERLANG: textOf(header, 'DDLANGUAGE') || 'E',
    AS4USER: object.changedBy,
    AS4DATE: dateOf(object.changedAt),
    AS4TIME: timeOf(object.changedAt),
    ACTFLAG: '',
  };
}

/** DD03L: the table's own rows (fields and .INCLUDE rows) with the types the dictionary resolved for its fields. */
function fieldRows(object: DirectoryObject, context: RowContext): Row[] {
  const resolved = new Map(resolveTable(object, context.lookup).definition.fields.map((field) => [field.field, field]));
  return tableRows(object.metadata['DD03P_TABLE'], 'DD03P').map((field, index): Row => {
    const name = textOf(field, 'FIELDNAME').toUpperCase();
    const typed = resolved.get(name);
    return {
      TABNAME: object.name.toUpperCase(),
      FIELDNAME: name,
      ...ACTIVE,
      POSITION: String(index + 1),
      KEYFLAG: textOf(field, 'KEYFLAG'),
      MANDATORY: textOf(field, 'MANDATORY'),
      ROLLNAME: textOf(field, 'ROLLNAME').toUpperCase(),
      CHECKTABLE: textOf(field, 'CHECKTABLE').toUpperCase(),
      ADMINFIELD: textOf(field, 'ADMINFIELD') || '0',
      INTTYPE: textOf(field, 'INTTYPE'),
      PRECFIELD: textOf(field, 'PRECFIELD').toUpperCase(),
      REFTABLE: textOf(field, 'REFTABLE').toUpperCase(),
      REFFIELD: textOf(field, 'REFFIELD').toUpperCase(),
      NOTNULL: textOf(field, 'NOTNULL'),
      DATATYPE: typed && !['STRU', 'TTYP', 'REF'].includes(typed.type) ? typed.type : textOf(field, 'DATATYPE'),
      LENG: String(typed?.length ?? 0),
      DECIMALS: String(typed?.decimals ?? 0),
      DOMNAME: typed?.domain ?? '',
      COMPTYPE: textOf(field, 'COMPTYPE'),
      REFTYPE: textOf(field, 'REFTYPE'),
    };
  });
}

function dataElementRow(object: DirectoryObject, context: RowContext): Row {
  const header = recordOf(object.metadata, 'DD04V');
  const resolved = resolveDataElement(object.name.toUpperCase(), (type, name) =>
    type === 'DTEL' && name.toUpperCase() === object.name.toUpperCase() ? object : context.lookup(type, name),
  );
  const typed = 'code' in resolved ? undefined : resolved;
  return {
    ROLLNAME: object.name.toUpperCase(),
    ...ACTIVE,
    DOMNAME: textOf(header, 'DOMNAME').toUpperCase(),
    MEMORYID: textOf(header, 'MEMORYID'),
    HEADLEN: textOf(header, 'HEADLEN'),
    SCRLEN1: textOf(header, 'SCRLEN1'),
    SCRLEN2: textOf(header, 'SCRLEN2'),
    SCRLEN3: textOf(header, 'SCRLEN3'),
    DTELMASTER: textOf(header, 'DTELMASTER') || textOf(header, 'DDLANGUAGE') || 'E',
    DATATYPE: typed && typed.type !== 'REF' ? typed.type : textOf(header, 'DATATYPE'),
    LENG: String(typed?.length ?? 0),
    DECIMALS: String(typed?.decimals ?? 0),
    OUTPUTLEN: textOf(header, 'OUTPUTLEN') || '0',
    LOWERCASE: textOf(header, 'LOWERCASE'),
    SIGNFLAG: textOf(header, 'SIGNFLAG'),
    CONVEXIT: textOf(header, 'CONVEXIT'),
    REFKIND: textOf(header, 'REFKIND'),
    REFTYPE: textOf(header, 'REFTYPE'),
    SHLPNAME: textOf(header, 'SHLPNAME'),
    SHLPFIELD: textOf(header, 'SHLPFIELD'),
    AS4USER: object.changedBy,
    AS4DATE: dateOf(object.changedAt),
    AS4TIME: timeOf(object.changedAt),
  };
}

function dataElementTextRow(object: DirectoryObject): Row {
  const header: MetadataRecord = recordOf(object.metadata, 'DD04V');
  return {
    ROLLNAME: object.name.toUpperCase(),
    DDLANGUAGE: textOf(header, 'DDLANGUAGE') || 'E',
    ...ACTIVE,
    DDTEXT: textOf(header, 'DDTEXT') || object.description,
    REPTEXT: textOf(header, 'REPTEXT'),
    SCRTEXT_S: textOf(header, 'SCRTEXT_S'),
    SCRTEXT_M: textOf(header, 'SCRTEXT_M'),
    SCRTEXT_L: textOf(header, 'SCRTEXT_L'),
  };
}

function tableTypeRow(object: DirectoryObject): Row {
  const header = recordOf(object.metadata, 'DD40V');
  return {
    TYPENAME: object.name.toUpperCase(),
    AS4LOCAL: ACTIVE.AS4LOCAL,
    ROWTYPE: textOf(header, 'ROWTYPE').toUpperCase(),
    ROWKIND: textOf(header, 'ROWKIND'),
    DATATYPE: textOf(header, 'DATATYPE'),
    LENG: textOf(header, 'LENG') || '0',
    DECIMALS: textOf(header, 'DECIMALS') || '0',
    ACCESSMODE: textOf(header, 'ACCESSMODE'),
    KEYDEF: textOf(header, 'KEYDEF'),
    KEYKIND: textOf(header, 'KEYKIND'),
    GENERIC: textOf(header, 'GENERIC'),
    AS4USER: object.changedBy,
    AS4DATE: dateOf(object.changedAt),
    AS4TIME: timeOf(object.changedAt),
  };
}

function domainRow(object: DirectoryObject): Row {
  const header = recordOf(object.metadata, 'DD01V');
  const fixedValues = tableRows(object.metadata['DD07V_TAB'], 'DD07V').length > 0;
  return {
    DOMNAME: object.name.toUpperCase(),
    ...ACTIVE,
    DATATYPE: textOf(header, 'DATATYPE'),
    LENG: textOf(header, 'LENG') || '0',
    OUTPUTLEN: textOf(header, 'OUTPUTLEN') || '0',
    DECIMALS: textOf(header, 'DECIMALS') || '0',
    LOWERCASE: textOf(header, 'LOWERCASE'),
    SIGNFLAG: textOf(header, 'SIGNFLAG'),
    VALEXI: textOf(header, 'VALEXI') || (fixedValues ? 'X' : ''),
    ENTITYTAB: textOf(header, 'ENTITYTAB'),
    CONVEXIT: textOf(header, 'CONVEXIT'),
    DOMMASTER: textOf(header, 'DOMMASTER') || textOf(header, 'DDLANGUAGE') || 'E',
    AS4USER: object.changedBy,
    AS4DATE: dateOf(object.changedAt),
    AS4TIME: timeOf(object.changedAt),
  };
}

/** YYYYMMDD of an ISO time stamp ('' when there is none). */
function dateOf(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[1]}${match[2]}${match[3]}` : '';
}

function timeOf(iso: string): string {
  const match = /T(\d{2}):(\d{2}):(\d{2})/.exec(iso);
  return match ? `${match[1]}${match[2]}${match[3]}` : '';
}
