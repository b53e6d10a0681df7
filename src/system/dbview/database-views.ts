import { serializeObject } from '../abapgit/index.js';
import type { ApplicationData } from '../data/index.js';
import type { RepositoryDatabase } from '../repository/database.js';
import type { ObjectStore } from '../repository/objects.js';
import type { PackageStore } from '../repository/packages.js';
import { messages } from '../../protocol/messages.js';
import { isValidPackageName, normalizeName } from '../../protocol/names.js';
import {
  dbviewMessages,
  type CheckResult,
  type DbviewRequest,
  type DeployResult,
  type DroppedObject,
  type DropResult,
  type ImportResult,
  type ListedObject,
  type ListResult,
  type SchemaResult,
} from '../../protocol/dbview.js';
import { base, entryOf, ViewDeployment } from './deployment.js';
import { SchemaMappingStore } from './schema-mappings.js';
import { isValidSchemaName, REPOSITORY_SCHEMA, SchemaCatalog } from './schemas.js';
import { ViewStateStore, type ViewState } from './states.js';
import { VIEW_TYPES } from './view-files.js';
import { ViewTransports } from './view-transports.js';
import { ViewReading } from './view-reading.js';

/**
 * The dbview engine of the embedded system: SAP HANA information views (AVIW .attributeview, CVIW
 * .calculationview) as SQL views of the application database, with their deploy state, the database's
 * schemas and the logical schema mapping. Knows nothing of HTTP: takes the request's fields, returns the
 * wire results of src/protocol/dbview.ts. Deploying is ViewDeployment's (deployment.ts), reading rows and
 * schemas ViewReading's (view-reading.ts).
 */

export interface DbviewSystem {
  sid: string;
  defaultClient: string;
  db: RepositoryDatabase;
  objects: ObjectStore;
  packages: PackageStore;
  data: ApplicationData;
}

export interface DbviewCaller {
  user: string;
  client: string;
}

/** Finds a view object by name (exact, then without regard to case), of one type or either. */
export type ViewFinder = (name: string, type?: string) => { type: string; name: string; package: string } | undefined;

export class DatabaseViews {
  readonly schemas: SchemaCatalog;
  readonly mappings: SchemaMappingStore;
  readonly states: ViewStateStore;
  private readonly transports: ViewTransports;
  private readonly reading: ViewReading;
  private readonly deployment: ViewDeployment;

  constructor(private readonly system: DbviewSystem) {
    this.states = new ViewStateStore(system.db);
    this.mappings = new SchemaMappingStore(system.db);
    this.schemas = new SchemaCatalog(system.data, system.sid, {
      deployed: () => new Map(this.states.withSqlView().map((state) => [state.sqlView, state.name])),
    });
    this.transports = new ViewTransports(system.db, system.sid);
    const findView: ViewFinder = (name, type) => this.findView(name, type);
    this.reading = new ViewReading(this.schemas, this.mappings, this.states, system.data, findView);
    this.deployment = new ViewDeployment(system, this.states, this.mappings, this.schemas, this.transports, findView);
  }

  get read(): ViewReading {
    return this.reading;
  }

  /** Phase 1 of deploy: whether the package is transportable, and per view whether it would deploy. */
  check(request: DbviewRequest, caller: DbviewCaller): CheckResult {
    return this.deployment.check(request, caller);
  }

  /** Phase 2: write, generate, create the SQL view, activate, record on the transport. */
  deploy(request: DbviewRequest, caller: DbviewCaller): DeployResult {
    return this.deployment.deploy(request, caller);
  }

  // -------------------------------------------------------------------------------------------------------
  // schema mapping

  /** Sets (map) or removes (unmap) a logical → physical schema mapping; answers the mappings. */
  mapSchema(request: DbviewRequest, caller: DbviewCaller): SchemaResult {
    const subaction = (request.subaction ?? '').trim();
    const logical = (request.schema ?? '').trim();
    const physical = (request.physical ?? '').trim();
    const result: SchemaResult = {
      success: false, command: 'DBVIEW', action: 'schema', message: '', error: '', subaction, schema: logical,
      physical_schema: '', table: '', schemas: [], mappings: [], tables: [], fields: [],
    };
    const fail = (error: string): SchemaResult => ({ ...result, error, mappings: this.mappings.list() });
    if (logical === '') return fail(dbviewMessages.schemaRequired);
    if (!isValidSchemaName(logical)) return fail(dbviewMessages.invalidSchemaName(logical));
    if (this.isReservedSchema(logical)) return fail(dbviewMessages.reservedSchema(logical));
    if (subaction === 'unmap') {
      if (!this.mappings.remove(logical)) return fail(dbviewMessages.notMapped(logical));
      return { ...result, success: true, message: dbviewMessages.unmapped(logical), mappings: this.mappings.list() };
    }
    if (physical === '') return fail(dbviewMessages.physicalRequired);
    if (!isValidSchemaName(physical)) return fail(dbviewMessages.invalidSchemaName(physical));
    this.mappings.set(logical, physical, caller.user);
    const message = this.schemas.exists(physical) ? dbviewMessages.mapped(logical, physical) : dbviewMessages.mappedToMissing(logical, physical);
    return { ...result, success: true, physical_schema: physical, message, mappings: this.mappings.list() };
  }

  private isReservedSchema(name: string): boolean {
    return [this.schemas.dictionarySchema, REPOSITORY_SCHEMA].some((reserved) => reserved.toUpperCase() === name.toUpperCase());
  }

  // -------------------------------------------------------------------------------------------------------
  // list, import, drop

  list(request: DbviewRequest): ListResult {
    const pkg = normalizeName(request.package ?? '');
    const result: ListResult = { ...base('list'), package: pkg, objects: [] };
    const problem = this.packageProblem(pkg);
    if (problem) return { ...result, error: problem };
    result.objects = this.viewsOf(pkg).map((entry): ListedObject => {
      const state = this.states.get(entry.type, entry.name);
      return {
        name: entry.name,
        type: entry.type,
        deploy_state: state?.deployState ?? (this.system.objects.get(entry.type, entry.name, 'I') ? 'I' : 'A'),
        hot_status: state?.hotStatus ?? 'I',
        sql_view: state?.sqlView ?? '',
        transport: state?.transport ?? '',
        changed_by: state?.changedBy ?? '',
        changed_at: state?.changedAt ?? '',
        message: state?.message ?? 'not deployed',
      };
    });
    return { ...result, success: true, message: dbviewMessages.listed(result.objects.length, pkg) };
  }

  /** The package's view files as written to git (the active version, else the inactive one). */
  import(request: DbviewRequest): ImportResult {
    const pkg = normalizeName(request.package ?? '');
    const result: ImportResult = { ...base('import'), package: pkg, files: [] };
    const problem = this.packageProblem(pkg);
    if (problem) return { ...result, error: problem };
    for (const entry of this.viewsOf(pkg)) {
      const object = this.system.objects.get(entry.type, entry.name, 'A') ?? this.system.objects.get(entry.type, entry.name, 'I');
      if (!object) continue;
      for (const file of serializeObject(object)) result.files.push({ file: file.path, content: file.data.toString('utf8') });
    }
    return { ...result, success: true, message: dbviewMessages.imported(result.files.length, pkg) };
  }

  /** Sets hot_status D and deletes the SQL view; the object stays in the repository and in the list. */
  drop(request: DbviewRequest, caller: DbviewCaller): DropResult {
    const pkg = request.package ? normalizeName(request.package) : '';
    const result: DropResult = { ...base('drop'), package: pkg, transport: '', objects: [], warnings: [] };
    if (pkg) {
      const problem = this.packageProblem(pkg);
      if (problem) return { ...result, error: problem };
    }
    const names = (request.objects ?? []).map((name) => name.trim()).filter((name) => name !== '');
    if (names.length === 0) return { ...result, error: dbviewMessages.objectsRequired };
    const found: Array<{ type: string; name: string; package: string }> = [];
    const missing: string[] = [];
    for (const name of names) {
      const view = this.findView(name);
      if (!view || (pkg && view.package !== pkg)) missing.push(name);
      else if (!found.some((f) => f.type === view.type && f.name === view.name)) found.push(view);
    }
    if (missing.length > 0) return { ...result, error: missing.map(dbviewMessages.viewNotFound).join('; ') };
    const packages = [...new Set(found.map((view) => view.package))];
    for (const viewPackage of packages) {
      const views = found.filter((view) => view.package === viewPackage).map(entryOf);
      const plan = this.transports.plan(viewPackage, views, caller.user, request.transport);
      if (!plan.ok) return { ...result, error: plan.reason };
      const number = this.transports.record(plan, viewPackage, views, caller.user);
      if (number) result.transport = number;
    }
    for (const view of found) {
      const state = this.states.get(view.type, view.name);
      const sqlView = state?.sqlView ?? '';
      let dropped = false;
      if (sqlView && this.system.data.describe(sqlView) && (state?.hotStatus === 'A' || state?.hotStatus === 'E')) {
        const outcome = this.system.data.dropView(sqlView);
        dropped = outcome.ok && outcome.dropped;
        result.warnings.push(...this.deployment.markBrokenReaders(sqlView, view.name, caller.user, true));
      }
      const next: ViewState = {
        type: view.type, name: view.name,
        deployState: state?.deployState ?? (this.system.objects.get(view.type, view.name, 'I') ? 'I' : 'A'),
        hotStatus: 'D', sqlView, columns: state?.columns ?? [], sources: state?.sources ?? [],
        message: dropped ? `dropped: SQL view ${sqlView} deleted` : 'dropped (no SQL view existed)',
        transport: result.transport || state?.transport || '', changedBy: caller.user, changedAt: new Date().toISOString(),
      };
      this.states.put(next);
      result.objects.push({ name: view.name, type: view.type, hot_status: 'D', dropped, message: next.message } satisfies DroppedObject);
    }
    return { ...result, success: true, message: dbviewMessages.droppedCount(result.objects.length) };
  }

  private packageProblem(pkg: string): string | undefined {
    if (pkg === '') return messages.packageRequired;
    if (!isValidPackageName(pkg)) return messages.invalidPackageName(pkg);
    if (!this.system.packages.exists(pkg)) return messages.packageDoesNotExist(pkg);
    return undefined;
  }

  private viewsOf(pkg: string): Array<{ type: string; name: string }> {
    return this.system.objects
      .query({ packages: [pkg], types: [...VIEW_TYPES], limit: 100_000, offset: 0 })
      .entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.type < b.type ? -1 : 1));
  }

  /** A view object by name, exact first, then without regard to case; of the given type or either. */
  findView(name: string, type?: string): { type: string; name: string; package: string } | undefined {
    const types = type ? [type] : [...VIEW_TYPES];
    for (const candidate of types) {
      const entry = this.system.objects.entry(candidate, name);
      if (entry) return entry;
    }
    const row = this.system.db
      .prepare(
        `SELECT obj_type AS type, obj_name AS name, package FROM objects
          WHERE obj_type IN (SELECT value FROM json_each(?)) AND obj_name = ? COLLATE NOCASE ORDER BY obj_type, obj_name LIMIT 1`,
      )
      .get(JSON.stringify(types), name) as { type: string; name: string; package: string } | undefined;
    return row;
  }
}
