import Database from 'better-sqlite3';
import { Catalog, columnsOf, createCatalogSql, type CatalogEntry, type CatalogView } from './catalog.js';
import { translateCdsView } from './cds-view.js';
import type { DictionaryField, TableDefinition } from './dictionary.js';
import { RowReplacer } from './row-replacer.js';
import { PreviewQuery, type PreviewData, type PreviewInput } from './preview.js';
import { failure, problem, type DataProblem, type DataResult } from './problems.js';
import { INTERNAL_PREFIX, isDictionaryName, quoteIdentifier } from './sql-identifiers.js';
import { applyTableDefinition, brokenViews, type TableApplied } from './table-schema.js';
import { loadTableRows, replaceTableRows, writeCustomizingEntry, type CustomizingInput, type CustomizingWritten } from './table-rows.js';

/**
 * The application database of the embedded system: one SQLite file holding a table for every active
 * transparent table and an SQL view for every active CDS view, which preview, customize and ABAP code
 * all read. Writes go through the writer connection; preview runs on a second, read-only connection.
 */

export interface ViewDefinition {
  name: string;
  /** A single SELECT statement written by the system (CDS translation, dbview engine), never request text. */
  select: string;
  /** Elements with their dictionary types; taken from the SELECT's source columns when absent. */
  fields?: DictionaryField[];
  /** Tables and views the SELECT reads, to report views broken by a table change. */
  sources?: string[];
}

export interface ViewApplied {
  name: string;
  fields: DictionaryField[];
}

export interface CdsViewApplied extends ViewApplied {
  sqlViewName: string;
  select: string;
}

/** Milliseconds a connection waits for another's write lock (a debuggee may hold it inside a transaction). */
export const BUSY_TIMEOUT_MS = 5000;

export class ApplicationData {
  private readonly catalog: Catalog;
  private readonly preview: PreviewQuery;

  private constructor(
    private readonly writer: Database.Database,
    private readonly reader: Database.Database,
  ) {
    this.catalog = new Catalog(writer);
    this.preview = new PreviewQuery(reader, reader === writer ? this.catalog : new Catalog(reader));
  }

  /**
   * Opens (creating when missing) the data file. With ':memory:' there is one connection only and preview
   * relies on its statement check alone; a file gets a separate read-only connection for preview.
   */
  static open(path: string): ApplicationData {
    const writer = new Database(path);
    writer.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    writer.pragma('journal_mode = WAL');
    writer.pragma('synchronous = NORMAL');
    writer.pragma('foreign_keys = ON');
    writer.prepare(createCatalogSql()).run();
    if (path === ':memory:' || path === '') return new ApplicationData(writer, writer);
    const reader = new Database(path, { readonly: true, fileMustExist: true });
    reader.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    reader.pragma('query_only = ON');
    return new ApplicationData(writer, reader);
  }

  close(): void {
    if (this.reader !== this.writer) this.reader.close();
    this.writer.close();
  }

  /** What the database holds under that name: a table with its definition or a view with its elements. */
  describe(name: string): CatalogEntry | undefined {
    return this.catalog.get(name);
  }

  objects(): CatalogEntry[] {
    return this.catalog.list();
  }

  /** Creates, alters or rebuilds the table of an active TABL; structures (INTTAB) have none. */
  applyTable(definition: TableDefinition): DataResult<TableApplied> {
    return applyTableDefinition(this.writer, this.catalog, definition);
  }

  applyView(view: ViewDefinition): DataResult<ViewApplied> {
    const name = view.name.toUpperCase();
    if (!isDictionaryName(name) || name.startsWith(INTERNAL_PREFIX)) return failure('invalid-name', `Invalid view name ${name}`);
    const existing = this.catalog.get(name);
    if (existing?.kind === 'TABLE') return failure('invalid-name', `${name} is a table in the database, not a view`);
    try {
      return this.writer.transaction((): DataResult<ViewApplied> => {
        this.writer.prepare(`DROP VIEW IF EXISTS ${quoteIdentifier(name)}`).run();
        // prepare() takes exactly one statement, so the SELECT cannot smuggle in a second one.
        this.writer.prepare(`CREATE VIEW ${quoteIdentifier(name)} AS ${view.select}`).run();
        const probe = this.writer.prepare(`SELECT * FROM ${quoteIdentifier(name)} LIMIT 0`);
        const columns = probe.columns();
        const fields = view.fields ?? columns.map((column) => this.fieldOfColumn(column.name, column.table, column.column));
        const names = columns.map((column) => column.name.toUpperCase());
        const mismatch = fields.find((field, index) => names[index] !== field.field);
        if (mismatch || names.length !== fields.length) {
          throw new ViewFailed(problem('database', `View ${name} columns (${names.join(', ')}) do not match its elements`));
        }
        const entry: CatalogView = { kind: 'VIEW', name, fields, select: view.select, sources: (view.sources ?? []).map((s) => s.toUpperCase()) };
        this.catalog.put(entry);
        return { ok: true, name, fields };
      })();
    } catch (caught) {
      if (caught instanceof ViewFailed) return { ok: false, problems: [caught.problem] };
      // RangeError: better-sqlite3's answer to a SELECT carrying a second statement.
      if (caught instanceof Database.SqliteError || caught instanceof RangeError) {
        return failure('database', `View ${name} cannot be created: ${caught.message}`);
      }
      throw caught;
    }
  }

  /** Translates a CDS data definition and creates its view (and its @AbapCatalog.sqlViewName alias). */
  applyCdsView(name: string, source: string): DataResult<CdsViewApplied> {
    const translated = translateCdsView(source, (sourceName) => {
      const entry = this.catalog.get(sourceName);
      return entry ? columnsOf(entry) : undefined;
    });
    if (!translated.ok) return translated;
    const view = translated.view;
    if (view.name !== name.toUpperCase()) {
      return failure('cds-syntax', `CDS source defines ${view.name}, not ${name.toUpperCase()}`);
    }
    const applied = this.applyView({ name: view.name, select: view.select, fields: view.fields, sources: view.sources });
    if (!applied.ok) return applied;
    if (view.sqlViewName && view.sqlViewName !== view.name) {
      const alias = this.applyView({
        name: view.sqlViewName,
        select: `SELECT * FROM ${quoteIdentifier(view.name)}`,
        fields: view.fields,
        sources: [view.name],
      });
      if (!alias.ok) return alias;
    }
    return { ok: true, name: view.name, fields: applied.fields, sqlViewName: view.sqlViewName, select: view.select };
  }

  dropTable(name: string): DataResult<{ dropped: boolean; warnings: DataProblem[] }> {
    return this.drop(name, 'TABLE');
  }

  dropView(name: string): DataResult<{ dropped: boolean; warnings: DataProblem[] }> {
    return this.drop(name, 'VIEW');
  }

  /** Seeds rows (values in ABAP internal format); existing rows with the same key are replaced. */
  loadRows(table: string, rows: ReadonlyArray<Readonly<Record<string, string>>>): DataResult<{ loaded: number }> {
    return loadTableRows(this.writer, this.catalog, table, rows);
  }

  /** Replaces the rows matching a selection (field → value; {} for all rows) by the given rows, in one transaction. */
  replaceRows(
    table: string,
    selection: Readonly<Record<string, string>>,
    rows: ReadonlyArray<Readonly<Record<string, string>>>,
  ): DataResult<{ deleted: number; loaded: number }> {
    return replaceTableRows(this.writer, this.catalog, table, selection, rows);
  }

  /** replaceRows for many slices in one go (row-replacer.ts): run it inside inTransaction, keep it no longer than that. */
  rowReplacer(): RowReplacer {
    return new RowReplacer(this.writer, this.catalog);
  }

  /** Runs the work in one transaction of the writer: several tables changed together, or none. */
  inTransaction<T>(work: () => T): T {
    return this.writer.transaction(work)();
  }

  previewRows(input: PreviewInput): DataResult<PreviewData> {
    return this.preview.run(input);
  }

  writeCustomizingEntry(input: CustomizingInput): DataResult<CustomizingWritten> {
    return writeCustomizingEntry(this.writer, this.catalog, input);
  }

  /**
   * The writer and the read-only connection, for the dbview engine's schema tables only
   * (src/system/dbview/schemas.ts): tables outside the dictionary, named `<SCHEMA>.<table>`, that the
   * catalogue does not hold. Dictionary tables and views go through the methods above.
   */
  schemaConnections(): { writer: Database.Database; reader: Database.Database } {
    return { writer: this.writer, reader: this.reader };
  }

  private drop(name: string, kind: 'TABLE' | 'VIEW'): DataResult<{ dropped: boolean; warnings: DataProblem[] }> {
    const upper = name.toUpperCase();
    const entry = this.catalog.get(upper);
    if (!entry) return { ok: true, dropped: false, warnings: [] };
    if (entry.kind !== kind) return failure('invalid-name', `${upper} is a ${entry.kind.toLowerCase()}, not a ${kind.toLowerCase()}`);
    this.writer.transaction(() => {
      this.writer.prepare(`DROP ${kind} IF EXISTS ${quoteIdentifier(upper)}`).run();
      this.catalog.remove(upper);
    })();
    return { ok: true, dropped: true, warnings: brokenViews(this.writer, this.catalog, upper) };
  }

  /** Field of a raw SELECT's column: the source column's definition when known, text otherwise. */
  private fieldOfColumn(name: string, table: string | null, column: string | null): DictionaryField {
    const source = table ? this.catalog.get(table) : undefined;
    const known = source && column ? columnsOf(source).find((field) => field.field === column.toUpperCase()) : undefined;
    const base: DictionaryField = known ?? {
      field: name, key: false, type: 'STRG', length: 0, decimals: 0, dataElement: '', domain: '', description: '',
    };
    return { ...base, field: name.toUpperCase(), key: false };
  }
}

class ViewFailed extends Error {
  constructor(readonly problem: DataProblem) {
    super(problem.message);
  }
}
