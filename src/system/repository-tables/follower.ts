/**
 * The standard directory tables of an application system — TADIR, TDEVC, T100, TRDIR, TFDIR, DD02L, DD03L,
 * DD04L, DD01L, DD40L, SEOCLASS … — as real tables of the application database, kept in step with the repository
 * by following activation. Their definitions are the kernel's TABL objects (so abaplint and the transpiler
 * type them); their rows come from the active objects and the packages (rows.ts).
 *
 * Why tables and not SQL views over the repository: the repository is a separate database file, SQLite
 * views cannot read attached databases, and ABAP SELECTs reach the application database from the work
 * processes' own connections, which know only that file and its catalogue.
 *
 * A new data folder, or one whose tables changed definition (a new kernel), is filled completely when the
 * system opens; after that every activation replaces the slices of the objects it names, and the package
 * tables as a whole (packages are saved only by pull and the seed, which activate afterwards).
 */
import type { ActivationChange, ActivationFollower, ActivationProblem, ObjectKey } from '../activation.js';
import type { ApplicationData, DictionaryField, ObjectLookup, TableDefinition } from '../data/index.js';
import { resolveTable } from '../data/index.js';
import { dictionaryLookup } from '../data-follower.js';
import { loadKernel } from '../kernel/index.js';
import type { AbapObject } from '../objects.js';
import type { ObjectStore } from '../repository/objects.js';
import type { PackageStore } from '../repository/packages.js';
import { objectSlices, packageSlices, type DirectoryObject, type Row, type RowContext, type TableSlice } from './rows.js';

/**
 * The tables this module fills; the kernel defines each (src/system/kernel/abap/<name>.tabl.xml). SEOCOMPODF,
 * TVDIR, E070, E071, REPOSRC, VARID, VARIT, CROSS (no where-used index), TFO01 (no SAPscript fonts), CVERS and
 * CVERS_REF (software components), OBJH (transport objects) and DD09L (technical settings) get no rows yet: they
 * exist so that SELECTs find nothing.
 */
export const REPOSITORY_TABLES = [
  'TADIR', 'TDEVC', 'TDEVCT', 'T100', 'T100A', 'TRDIR', 'TFDIR', 'DD02L', 'DD02T', 'DD03L', 'DD04L', 'DD04T',
  'DD01L', 'DD01T', 'DD40L', 'SEOCLASS', 'SEOCLASSTX', 'SEOCLASSDF', 'SEOCOMPODF', 'TVDIR', 'E070', 'E071', 'REPOSRC',
  'VARID', 'VARIT', 'CROSS', 'TFO01', 'CVERS', 'CVERS_REF', 'OBJH', 'DD09L',
] as const;

interface KernelDictionary {
  definitions: TableDefinition[];
  /** Message classes of the kernel (00, SY), whose messages T100 lists too. */
  messageClasses: AbapObject[];
}

let kernelDictionary: KernelDictionary | undefined;

/** The kernel's definitions of the repository tables, resolved once per process. */
function kernelTables(): KernelDictionary {
  if (!kernelDictionary) {
    const kernel = loadKernel();
    const byKey = new Map(kernel.map((object) => [`${object.type} ${object.name}`, object]));
    const lookup = (type: string, name: string) => byKey.get(`${type} ${name.toUpperCase()}`);
    const definitions = REPOSITORY_TABLES.map((name) => {
      const table = lookup('TABL', name);
      if (!table) throw new Error(`the kernel does not define the table ${name}`);
      const { definition, problems } = resolveTable(table, lookup);
      if (problems.length > 0) throw new Error(`kernel table ${name}: ${problems.map((p) => p.message).join('; ')}`);
      return definition;
    });
    kernelDictionary = { definitions, messageClasses: kernel.filter((object) => object.type === 'MSAG') };
  }
  return kernelDictionary;
}

export interface RepositoryTablesSources {
  data: ApplicationData;
  objects: ObjectStore;
  packages: PackageStore;
  sid: string;
}

/**
 * Creates (or brings up to date) the tables, fills them when they are new, and returns the follower that
 * keeps them in step. Problems of the opening fill have no object to be logged against and are thrown.
 */
export function repositoryTablesFollower(sources: RepositoryTablesSources): ActivationFollower {
  const { data, objects, packages } = sources;
  const lookup = dictionaryLookup(objects);
  const { definitions, messageClasses } = kernelTables();
  const fieldsOf = new Map(definitions.map((definition) => [definition.name, clipLengths(definition.fields)]));
  /** Writes slices with one replacer (its statements prepared once); answers the problems. Run inside a transaction. */
  const writer = () => {
    const replacer = data.rowReplacer();
    // a dictionary object is looked up once per write, not once per field that uses it
    const context: RowContext = { sid: sources.sid, lookup: memoised(lookup) };
    const write = (slices: TableSlice[]): string[] =>
      slices.flatMap((slice) => {
        const rows = slice.rows.map((row) => clipped(row, fieldsOf.get(slice.table)!));
        const result = replacer.replace(slice.table, slice.selection, rows);
        return result.ok ? [] : result.problems.map((p) => `${slice.table}: ${p.message}`);
      });
    return { write, context };
  };

  let changed = false;
  for (const definition of definitions) {
    const applied = data.applyTable(definition);
    if (!applied.ok) throw new Error(`table ${definition.name}: ${applied.problems.map((p) => p.message).join('; ')}`);
    if (applied.change !== 'unchanged') changed = true;
  }
  const opening = data.inTransaction(() => {
    const { write, context } = writer();
    const problems: string[] = [];
    if (changed) {
      // Emptied first: rows of objects deleted while the tables were out of date go too.
      for (const table of REPOSITORY_TABLES) problems.push(...write([{ table, selection: {}, rows: [] }]));
      for (const object of objects.allActive()) problems.push(...write(objectSlices(object.type, object.name, object, context)));
      problems.push(...write(packageSlices(packages.all(), context)));
    }
    // The kernel's message classes come with the installation, which may be newer than the data folder.
    for (const messageClass of messageClasses) {
      const kernelObject: DirectoryObject = { ...messageClass, package: '', changedBy: 'SAP', changedAt: '' };
      problems.push(...write(objectSlices('MSAG', messageClass.name, kernelObject, context).filter((slice) => slice.table !== 'TADIR')));
    }
    return problems;
  });
  if (opening.length > 0) throw new Error(`the repository tables cannot be filled:\n${opening.join('\n')}`);

  /** The rows of the objects given (undefined: deleted), then of the packages when asked. */
  const writeObjects = (entries: ReadonlyArray<{ key: ObjectKey; object: DirectoryObject | undefined }>, withPackages: boolean) => {
    const { write, context } = writer();
    const problems: ActivationProblem[] = [];
    for (const { key, object } of entries) {
      for (const text of write(objectSlices(key.type, key.name, object, context))) problems.push({ type: key.type, name: key.name, text });
    }
    if (withPackages) for (const text of write(packageSlices(packages.all(), context))) problems.push({ type: 'DEVC', name: '', text });
    return problems;
  };

  return {
    name: 'repository tables',
    follow(change: ActivationChange): ActivationProblem[] {
      const entries = [
        ...change.activated.map((object) => ({ key: { type: object.type, name: object.name }, object })),
        ...change.deleted.map((key) => ({ key, object: undefined })),
      ];
      return data.inTransaction(() => writeObjects(entries, true));
    },
    *parts(change: ActivationChange): Iterable<() => ActivationProblem[]> {
      // the key problems are reported under, and the directory key the object is read by
      const keys = [
        ...change.activated.map((object) => ({ key: { type: object.type, name: object.name }, stored: { type: object.directoryType, name: object.name } })),
        ...change.deleted.map((key) => ({ key, stored: key })),
      ];
      for (let start = 0; start < keys.length; start += OBJECTS_PER_PART) {
        const group = keys.slice(start, start + OBJECTS_PER_PART);
        // read when the part runs: an activation announced since (between parts) is what the tables show
        yield () => data.inTransaction(() => writeObjects(group.map(({ key, stored }) => ({ key, object: objects.get(stored.type, stored.name, 'A') })), false));
      }
      yield () => data.inTransaction(() => writeObjects([], true));
    },
  };
}

/** Objects whose rows one part of a large activation writes (about ten slices each; a part takes a few milliseconds of CPU). */
const OBJECTS_PER_PART = 10;

function memoised(lookup: ObjectLookup): ObjectLookup {
  const known = new Map<string, ReturnType<ObjectLookup>>();
  return (type, name) => {
    const key = `${type} ${name.toUpperCase()}`;
    if (!known.has(key)) known.set(key, lookup(type, name));
    return known.get(key);
  };
}

/** The lengths of a table's CHAR fields, by field name. */
function clipLengths(fields: DictionaryField[]): Map<string, number> {
  return new Map(fields.filter((field) => field.type === 'CHAR').map((field) => [field.field, field.length]));
}

/** Texts longer than their column (a long description) are cut to the column, as the dictionary's fields are. */
function clipped(row: Row, lengths: ReadonlyMap<string, number>): Row {
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => {
      const length = lengths.get(field);
      return [field, length !== undefined && value.length > length ? value.slice(0, length) : value];
    }),
  );
}
