import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { filesBelow } from '../workspace/files-below.js';
import { messages } from '../protocol/messages.js';
import { refused, type Outcome } from '../protocol/outcome.js';
import { basename, join, relative, resolve } from 'node:path';
import { ensureSuccess } from './connection.js';
import { importedFileName } from '../client/dbview.js';
import { filteredIndexes, listFilter } from './list-filter.js';
import { currentLayout } from './ui.js';
import type { SliceContext } from './types.js';
import type { CheckResult, DbviewFile, DeployResult, ListedObject, SchemaField, SchemaInfo, SchemaMapping, SchemaTable } from '../protocol/dbview.js';
import type { DrawerLine } from './drawer.js';

/**
 * The dbview pane (what `abapdeck dbview` does, in the TUI): the HANA views of a package with their deploy
 * and activation state, dropping one; the database's schemas with the logical schema mapping, a schema's
 * tables, a table's columns; Enter or p previews a view's or a table's rows in the preview grid.
 */

export type DbviewLevel = 'views' | 'schemas' | 'tables' | 'fields';

interface DbviewData {
  level: DbviewLevel;
  /** The package whose views are listed (the tree's package when the pane is first shown). */
  package: string;
  views: ListedObject[];
  schemas: SchemaInfo[];
  mappings: SchemaMapping[];
  /** The schema whose tables are listed, and what it resolved to. */
  schema: string;
  physical: string;
  tables: SchemaTable[];
  table: string;
  fields: SchemaField[];
  /** Cursor per level, an index into the level's filtered rows. */
  cursor: Record<DbviewLevel, number>;
  /** The `/` filter per level (list-filter.ts). */
  filter: Record<DbviewLevel, string>;
  loading: boolean;
  loaded: boolean;
  generation: number;
}

export interface DbviewSlice {
  dbview: DbviewData & {
    ensureLoaded(): void;
    showViews(pkg?: string): Promise<void>;
    showSchemas(): Promise<void>;
    /** v: the package's views, or the schemas. */
    toggleLevel(): void;
    move(delta: number): void;
    moveTo(position: 'first' | 'last'): void;
    page(direction: 1 | -1, fraction?: number): void;
    /** Enter: a view's rows, a schema's tables, a table's columns. */
    open(): void;
    /** p: the rows of the view or table under the cursor (or of the table whose columns are shown). */
    previewSelected(): void;
    /** D: drop the view under the cursor (asks first). */
    confirmDrop(): void;
    /** c: check view files of the working folder against the package (paths, comma-separated). */
    checkFiles(paths: string): Promise<void>;
    /** d: check, then deploy the view files (asks first). */
    confirmDeploy(paths: string): void;
    /** I: write the package's view files as the system holds them into a folder. */
    importTo(folder: string): Promise<void>;
    /** m: map a logical schema to the physical one under the cursor ('LOGICAL'), or as named ('LOGICAL PHYSICAL'). */
    mapSchema(text: string): Promise<void>;
    /** u: remove the logical mappings of the schema under the cursor (asks first). */
    confirmUnmap(): void;
    /** The view files below the working folder, for the c and d prompts. */
    viewFileCandidates(): Promise<string[]>;
    setFilter(text: string): void;
    back(): boolean;
    refresh(): Promise<void>;
  };
}

const none: Record<DbviewLevel, number> = { views: 0, schemas: 0, tables: 0, fields: 0 };
const noFilter: Record<DbviewLevel, string> = { views: '', schemas: '', tables: '', fields: '' };

const hotTexts: Record<string, string> = { I: 'not deployed', A: 'deployed', E: 'failed', D: 'dropped' };

/** The rows of a level as text (the filter matches these). */
export function dbviewRows(d: Pick<DbviewData, 'level' | 'views' | 'schemas' | 'mappings' | 'tables' | 'fields'>): string[] {
  switch (d.level) {
    case 'views':
      return d.views.map((v) => `${v.name.padEnd(30)} ${v.type.padEnd(5)} ${(v.deploy_state === 'A' ? 'active' : 'written').padEnd(8)} ${(hotTexts[v.hot_status] ?? v.hot_status).padEnd(13)} ${v.changed_by.padEnd(12)} ${v.message}`);
    case 'schemas':
      return d.schemas.map((s) => {
        const mapped = d.mappings.filter((m) => m.physical === s.schema).map((m) => m.logical);
        return `${s.schema.padEnd(16)} ${s.kind.padEnd(10)} ${String(s.tables).padStart(4)} tables ${String(s.views).padStart(3)} views${mapped.length > 0 ? `  ← ${mapped.join(', ')}` : ''}`;
      });
    case 'tables':
      return d.tables.map((t) => `${t.name.padEnd(40)} ${t.kind}`);
    case 'fields':
      return d.fields.map((f) => `${f.name.padEnd(30)} ${f.type.padEnd(10)} ${String(f.length).padStart(5)} ${String(f.scale).padStart(3)}${f.key ? '  key' : ''}${f.nullable ? '  nullable' : ''}`);
  }
}

/** What the level's header says. */
export function dbviewTitle(d: Pick<DbviewData, 'level' | 'package' | 'schema' | 'physical' | 'table'>): string {
  switch (d.level) {
    case 'views':
      return `views of package ${d.package || '(none)'}`;
    case 'schemas':
      return 'schemas';
    case 'tables':
      return `tables of schema ${d.schema}${d.physical && d.physical !== d.schema ? ` (physical ${d.physical})` : ''}`;
    case 'fields':
      return `columns of ${d.schema}.${d.table}`;
  }
}

/** The level's rows the filter keeps, as indexes into the level's items. */
export function dbviewVisible(d: DbviewData): number[] {
  return filteredIndexes(dbviewRows(d), listFilter(d.filter[d.level]));
}

export function createDbviewSlice({ get, patch, deps: _deps }: SliceContext): DbviewSlice {
  const visibleRows = () => Math.max(1, currentLayout(get().ui, get().drawer.open).mainRows - 1);
  const begin = () => {
    const generation = get().dbview.generation + 1;
    patch('dbview', { loading: true, generation });
    return generation;
  };
  const current = (generation: number) => get().dbview.generation === generation;
  /** The item under the cursor: its index into the level's items. */
  const selectedIndex = (): number | undefined => {
    const d = get().dbview;
    return dbviewVisible(d)[d.cursor[d.level]];
  };
  const setCursor = (index: number) =>
    patch('dbview', (d) => {
      const count = dbviewVisible(d).length;
      return { cursor: { ...d.cursor, [d.level]: Math.max(0, Math.min(Math.max(0, count - 1), index)) } };
    });

  const loadTables = async (schema: string) => {
    const generation = begin();
    const result = await get().connection.call(`dbview tables ${schema}`, async (backend) => ensureSuccess(await backend.dbviewSchema({ subaction: 'tables', schema })));
    if (!current(generation)) return;
    patch('dbview', (d) =>
      result
        ? { loading: false, level: 'tables' as const, schema, physical: result.physical_schema, tables: result.tables, cursor: { ...d.cursor, tables: 0 }, filter: { ...d.filter, tables: '' } }
        : { loading: false },
    );
  };

  const loadFields = async (schema: string, table: string) => {
    const generation = begin();
    const result = await get().connection.call(`dbview fields ${schema}.${table}`, async (backend) => ensureSuccess(await backend.dbviewSchema({ subaction: 'fields', schema, table })));
    if (!current(generation)) return;
    patch('dbview', (d) => (result ? { loading: false, level: 'fields' as const, table, fields: result.fields, cursor: { ...d.cursor, fields: 0 }, filter: { ...d.filter, fields: '' } } : { loading: false }));
  };

  return {
    dbview: {
      level: 'views',
      package: '',
      views: [],
      schemas: [],
      mappings: [],
      schema: '',
      physical: '',
      tables: [],
      table: '',
      fields: [],
      cursor: none,
      filter: noFilter,
      loading: false,
      loaded: false,
      generation: 0,

      ensureLoaded() {
        const d = get().dbview;
        if (d.loaded || d.loading) return;
        void d.showViews(get().tree.selected || get().objects.package);
      },

      async showViews(pkg = get().dbview.package) {
        const name = pkg.trim().toUpperCase();
        patch('dbview', { level: 'views', package: name, loaded: true });
        if (!name) return;
        const generation = begin();
        const result = await get().connection.call(`dbview list ${name}`, async (backend) => ensureSuccess(await backend.dbviewList(name)));
        if (!current(generation)) return;
        patch('dbview', (d) => (result ? { loading: false, views: result.objects, cursor: { ...d.cursor, views: 0 } } : { loading: false }));
      },

      async showSchemas() {
        patch('dbview', { level: 'schemas', loaded: true });
        const generation = begin();
        const result = await get().connection.call('dbview schema list', async (backend) => ensureSuccess(await backend.dbviewSchema({ subaction: 'list' })));
        if (!current(generation)) return;
        patch('dbview', (d) => (result ? { loading: false, schemas: result.schemas, mappings: result.mappings, cursor: { ...d.cursor, schemas: Math.min(d.cursor.schemas, Math.max(0, result.schemas.length - 1)) } } : { loading: false }));
      },

      toggleLevel() {
        const d = get().dbview;
        if (d.level === 'views') void d.showSchemas();
        else void d.showViews();
      },

      move(delta) {
        const d = get().dbview;
        setCursor(d.cursor[d.level] + delta);
      },

      moveTo(position) {
        setCursor(position === 'first' ? 0 : Number.MAX_SAFE_INTEGER);
      },

      page(direction, fraction = 1) {
        get().dbview.move(direction * Math.max(1, Math.floor(visibleRows() * fraction)));
      },

      open() {
        const d = get().dbview;
        const index = selectedIndex();
        if (index === undefined) return;
        if (d.level === 'schemas') void loadTables(d.schemas[index]!.schema);
        else if (d.level === 'tables') void loadFields(d.schema, d.tables[index]!.name);
        else get().dbview.previewSelected();
      },

      previewSelected() {
        const d = get().dbview;
        const index = selectedIndex();
        if (d.level === 'views' && index !== undefined) {
          void get().preview.showRows({ kind: 'view', view: d.views[index]!.sql_view || d.views[index]!.name });
        } else if (d.level === 'tables' && index !== undefined) {
          void get().preview.showRows({ kind: 'table', schema: d.schema, table: d.tables[index]!.name });
        } else if (d.level === 'fields') {
          void get().preview.showRows({ kind: 'table', schema: d.schema, table: d.table });
        } else {
          return;
        }
        get().ui.open('preview');
      },

      confirmDrop() {
        if (get().connection.refuse('drop')) return;
        const d = get().dbview;
        const index = selectedIndex();
        if (d.level !== 'views' || index === undefined) return;
        const view = d.views[index]!;
        get().ui.ask(`Drop view ${view.name}?`, `Its SQL view is deleted and hot_status becomes D; the view stays listed in package ${d.package}.`, () => {
          void (async () => {
            const result = await get().connection.call(`dbview drop ${view.name}`, async (backend) => ensureSuccess(await backend.dbviewDrop({ package: d.package, objects: [view.name] })));
            if (!result) return;
            const warnings = result.warnings.length > 0 ? `; ${result.warnings.join('; ')}` : '';
            get().connection.notify(`${result.message || `dropped ${view.name}`}${warnings}`, result.warnings.length > 0 ? 'error' : 'info');
            await get().dbview.showViews();
          })();
        });
      },

      async checkFiles(paths) {
        const d = get().dbview;
        const files = await readViewFiles(paths);
        if (!files.ok) return get().connection.notify(files.reason, 'error');
        get().drawer.begin(`dbview check ${d.package}`);
        const result = await get().connection.call(`dbview check ${d.package}`, async (backend) => backend.dbviewCheck({ package: d.package, files: files.files }));
        get().drawer.show(`dbview check ${d.package}`, result ? checkLines(result) : undefined);
      },

      confirmDeploy(paths) {
        if (get().connection.refuse('dbview deploy')) return;
        const d = get().dbview;
        get().ui.ask(`Deploy into package ${d.package}?`, `The view files ${paths} are checked, then deployed as SQL views (recorded on a transport for a transportable package).`, () => {
          void (async () => {
            const files = await readViewFiles(paths);
            if (!files.ok) return get().connection.notify(files.reason, 'error');
            const title = `dbview deploy ${d.package}`;
            get().drawer.begin(title);
            const checked = await get().connection.call(title, async (backend) => backend.dbviewCheck({ package: d.package, files: files.files }));
            if (!checked || !checked.success) return get().drawer.show(title, checked ? checkLines(checked) : undefined);
            const deployed = await get().connection.call(title, async (backend) => backend.dbviewDeploy({ package: d.package, files: files.files }));
            get().drawer.show(title, deployed ? [...checkLines(checked), ...deployLines(deployed)] : undefined);
            await get().dbview.showViews();
          })();
        });
      },

      async importTo(folder) {
        const d = get().dbview;
        const result = await get().connection.call(`dbview import ${d.package}`, async (backend) => ensureSuccess(await backend.dbviewImport(d.package)));
        if (!result) return;
        const target = resolve(folder.trim() || '.');
        try {
          await mkdir(target, { recursive: true });
          for (const file of result.files) {
            const named = importedFileName(file.file);
            if (!named.ok) throw new Error(named.reason);
            await writeFile(join(target, named.name), file.content);
          }
        } catch (error) {
          return get().connection.notify(`import: ${(error as Error).message}`, 'error');
        }
        get().connection.notify(`wrote ${result.files.length} view file(s) of ${d.package} to ${relative(process.cwd(), target) || '.'}`, 'info');
      },

      async mapSchema(text) {
        if (get().connection.refuse('schema mapping')) return;
        const d = get().dbview;
        const index = selectedIndex();
        const [logical, named, extra] = text.trim().toUpperCase().split(/\s+/).filter((word) => word !== '');
        const physical = named ?? (d.level === 'schemas' && index !== undefined ? d.schemas[index]!.schema : undefined);
        if (!logical || !physical || extra !== undefined) return get().connection.notify('map takes a logical schema (and a physical one when none is under the cursor): LOGICAL [PHYSICAL]', 'error');
        const result = await get().connection.call(`dbview schema map ${logical}`, async (backend) => ensureSuccess(await backend.dbviewSchema({ subaction: 'map', schema: logical, physical })));
        if (!result) return;
        get().connection.notify(result.message || `${logical} maps to ${physical}`, 'info');
        await get().dbview.showSchemas();
      },

      confirmUnmap() {
        if (get().connection.refuse('schema mapping')) return;
        const d = get().dbview;
        const index = selectedIndex();
        if (d.level !== 'schemas' || index === undefined) return;
        const physical = d.schemas[index]!.schema;
        const logical = d.mappings.filter((m) => m.physical === physical).map((m) => m.logical);
        if (logical.length === 0) return get().connection.notify(`no logical schema maps to ${physical}`, 'error');
        get().ui.ask(`Remove the mapping of ${logical.join(', ')}?`, `${logical.join(', ')} will no longer resolve to ${physical}.`, () => {
          void (async () => {
            for (const name of logical) {
              const result = await get().connection.call(`dbview schema unmap ${name}`, async (backend) => ensureSuccess(await backend.dbviewSchema({ subaction: 'unmap', schema: name })));
              if (!result) return;
            }
            get().connection.notify(`removed the mapping of ${logical.join(', ')}`, 'info');
            await get().dbview.showSchemas();
          })();
        });
      },

      async viewFileCandidates() {
        return findViewFiles(process.cwd());
      },

      setFilter(text) {
        patch('dbview', (d) => ({ filter: { ...d.filter, [d.level]: text }, cursor: { ...d.cursor, [d.level]: 0 } }));
      },

      back() {
        const d = get().dbview;
        if (d.filter[d.level].trim() !== '') {
          get().dbview.setFilter('');
          return true;
        }
        if (d.level === 'fields') {
          patch('dbview', { level: 'tables' });
          return true;
        }
        if (d.level === 'tables') {
          patch('dbview', { level: 'schemas' });
          return true;
        }
        return false;
      },

      async refresh() {
        const d = get().dbview;
        if (d.level === 'views') await d.showViews();
        else if (d.level === 'schemas') await d.showSchemas();
        else if (d.level === 'tables') await loadTables(d.schema);
        else await loadFields(d.schema, d.table);
      },
    },
  };
}

const VIEW_FILE = /\.(?:calculationview|attributeview)$/i;
const SKIPPED = new Set(['node_modules', '.git', 'dist']);

/** View files below a folder (four levels deep), as paths relative to it. */
function findViewFiles(root: string): string[] {
  return filesBelow(root, { wanted: (name) => VIEW_FILE.test(name), maxDepth: 3, skip: (name) => SKIPPED.has(name) })
    .map((path) => relative(root, path))
    .sort();
}

async function readViewFiles(paths: string): Promise<Outcome<{ files: DbviewFile[] }>> {
  const list = paths.split(',').map((path) => path.trim()).filter((path) => path !== '');
  if (list.length === 0) return refused('name the view files: a.calculationview, b.attributeview');
  const files: DbviewFile[] = [];
  for (const path of list) {
    try {
      files.push({ file: basename(path), content: await readFile(resolve(path), 'utf8') });
    } catch {
      return refused(messages.fileNotFound(path));
    }
  }
  return { ok: true, files };
}

function checkLines(result: CheckResult): DrawerLine[] {
  const lines: DrawerLine[] = result.objects.map((o) => ({ text: `${o.status.padEnd(5)} ${(o.name || o.file).padEnd(30)} ${o.type.padEnd(5)} ${o.message}`, tone: o.status === 'OK' ? 'ok' : 'error' }));
  if (result.error) lines.push({ text: result.error, tone: 'error' });
  lines.push({ text: result.message || (result.success ? 'check passed' : 'check failed'), tone: result.success ? 'ok' : 'error' });
  return lines;
}

function deployLines(result: DeployResult): DrawerLine[] {
  const lines: DrawerLine[] = result.objects.map((o) => ({ text: `${(hotTexts[o.hot_status] ?? o.hot_status).padEnd(13)} ${o.name.padEnd(30)} ${o.sql_view} ${o.message}`, tone: o.hot_status === 'A' ? 'ok' : 'error' }));
  if (result.error) lines.push({ text: result.error, tone: 'error' });
  lines.push({ text: result.message || (result.success ? 'deployed' : 'deploy failed'), tone: result.success ? 'ok' : 'error' });
  return lines;
}
