import { deserializeObjects, serializeObject } from '../abapgit/index.js';
import type { ApplicationData } from '../data/index.js';
import type { RepositoryDatabase } from '../repository/database.js';
import type { ObjectStore } from '../repository/objects.js';
import type { PackageStore } from '../repository/packages.js';
import { messages } from '../../protocol/messages.js';
import { isValidPackageName, normalizeName } from '../../protocol/names.js';
import {
  dbviewMessages,
  type CheckedObject,
  type CheckResult,
  type DbviewFile,
  type DbviewRequest,
  type DeployedObject,
  type DeployResult,
  type DroppedObject,
  type DropResult,
  type ImportResult,
  type ListedObject,
  type ListResult,
  type SchemaResult,
} from '../../protocol/dbview.js';
import { sourcesOf, type ViewModel } from './model.js';
import { SchemaMappingStore } from './schema-mappings.js';
import { isValidSchemaName, REPOSITORY_SCHEMA, SchemaCatalog } from './schemas.js';
import { SourceResolver } from './source-resolver.js';
import { generateViewSql, type GeneratedView } from './sql-generator.js';
import { ViewStateStore, type ViewState } from './states.js';
import { parseViewFile } from './view-file.js';
import { classifyViewFile, isValidViewName, objectTypeOfViewSource, VIEW_TYPES } from './view-files.js';
import { ViewTransports } from './view-transports.js';
import { ViewReading } from './view-reading.js';

/**
 * The dbview engine of the embedded system: SAP HANA information views (AVIW .attributeview, CVIW
 * .calculationview) as SQL views of the application database, with their deploy state, the database's
 * schemas and the logical schema mapping. Knows nothing of HTTP: takes the request's fields, returns the
 * wire results of src/protocol/dbview.ts.
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

/** The language key $$language$$ stands for at deploy time (the system's logon language, English). */
export const DEPLOY_LANGUAGE = 'E';

interface Candidate {
  file: DbviewFile;
  fileName: string;
  type: 'AVIW' | 'CVIW';
  extension: 'attributeview' | 'calculationview';
  name: string;
  /** Why the view cannot be written at all (name, package, naming conflicts). */
  blocked?: string;
  model?: ViewModel;
  refused?: string;
}

type Validated = { ok: true; pkg: string; candidates: Candidate[] } | { ok: false; pkg: string; error: string };

export class DatabaseViews {
  readonly schemas: SchemaCatalog;
  readonly mappings: SchemaMappingStore;
  readonly states: ViewStateStore;
  private readonly transports: ViewTransports;
  private readonly reading: ViewReading;

  constructor(private readonly system: DbviewSystem) {
    this.states = new ViewStateStore(system.db);
    this.mappings = new SchemaMappingStore(system.db);
    this.schemas = new SchemaCatalog(system.data, system.sid, {
      deployed: () => new Map(this.states.withSqlView().map((state) => [state.sqlView, state.name])),
    });
    this.transports = new ViewTransports(system.db, system.sid);
    this.reading = new ViewReading(this.schemas, this.mappings, this.states, system.data, this.findView.bind(this));
  }

  get read(): ViewReading {
    return this.reading;
  }

  // -------------------------------------------------------------------------------------------------------
  // check and deploy

  /** Phase 1 of deploy: whether the package is transportable, and per view whether it would deploy. */
  check(request: DbviewRequest, caller: DbviewCaller): CheckResult {
    const validated = this.validate(request);
    const result: CheckResult = {
      ...base('check'), package: validated.pkg, transportable: false, transport: '', objects: [],
    };
    if (!validated.ok) return { ...result, error: validated.error };
    const { pkg, candidates } = validated;
    const plan = this.transports.plan(pkg, candidates.filter((c) => !c.blocked).map(entryOf), caller.user, request.transport);
    if (!plan.ok) return { ...result, error: plan.reason };
    result.transportable = plan.transportable;
    result.transport = plan.transportable ? plan.transport : '';

    const batch = new Map<string, { type: string; name: string; view: GeneratedView }>();
    for (const candidate of this.deployOrder(candidates)) {
      const checked: CheckedObject = { file: candidate.fileName, name: candidate.name, type: candidate.type, status: 'ERROR', message: '' };
      result.objects.push(checked);
      const problem = candidate.blocked ?? candidate.refused ?? this.occupantProblem(candidate);
      if (problem) {
        checked.message = problem;
        continue;
      }
      const generated = this.generate(candidate.model!, caller, batch);
      if (!generated.ok) {
        checked.message = generated.reason;
        continue;
      }
      const compiled = generated.view.views.some((view) => batch.has(keyOf(view.type, view.name))) ? undefined : this.compile(generated.view.select);
      if (compiled) {
        checked.message = compiled;
        continue;
      }
      batch.set(keyOf(candidate.type, candidate.name), { type: candidate.type, name: candidate.name, view: generated.view });
      checked.status = 'OK';
      checked.message = `would create SQL view ${candidate.name.toUpperCase()} with ${generated.view.columns.length} column(s)`;
    }
    result.objects.sort((a, b) => candidates.findIndex((c) => c.name === a.name) - candidates.findIndex((c) => c.name === b.name));
    const ok = result.objects.filter((o) => o.status === 'OK').length;
    const transport = plan.transportable
      ? `${dbviewMessages.transportablePackage(pkg)}: ${plan.transport ? `transport ${plan.transport}` : 'a new transport request will be created'}`
      : dbviewMessages.localPackage(pkg);
    result.success = ok === result.objects.length;
    result.message = `${transport}. ${dbviewMessages.checked(ok, result.objects.length)}`;
    if (!result.success) result.error = result.objects.filter((o) => o.status !== 'OK').map((o) => `${o.name}: ${o.message}`).join('; ');
    return result;
  }

  /** Phase 2: writes each view, generates and creates its SQL view, activates it and records it on the transport. */
  deploy(request: DbviewRequest, caller: DbviewCaller): DeployResult {
    const validated = this.validate(request);
    const result: DeployResult = { ...base('deploy'), package: validated.pkg, transportable: false, transport: '', objects: [] };
    if (!validated.ok) return { ...result, error: validated.error };
    const { pkg, candidates } = validated;
    const writable = candidates.filter((candidate) => !candidate.blocked);
    const plan = this.transports.plan(pkg, writable.map(entryOf), caller.user, request.transport);
    if (!plan.ok) return { ...result, error: plan.reason };
    result.transportable = plan.transportable;
    result.transport = writable.length > 0 ? this.transports.record(plan, pkg, writable.map(entryOf), caller.user) : '';

    for (const candidate of this.deployOrder(candidates)) {
      result.objects.push(candidate.blocked ? this.blocked(candidate) : this.deployOne(pkg, candidate, caller, result.transport));
    }
    result.objects.sort((a, b) => candidates.findIndex((c) => c.name === a.name) - candidates.findIndex((c) => c.name === b.name));
    const ok = result.objects.filter((o) => o.hot_status === 'A' && o.deploy_state === 'A').length;
    result.success = ok === result.objects.length;
    result.message = dbviewMessages.deployed(ok, result.objects.length);
    if (!result.success) result.error = result.objects.filter((o) => o.hot_status !== 'A').map((o) => `${o.name}: ${o.message}`).join('; ');
    return result;
  }

  private deployOne(pkg: string, candidate: Candidate, caller: DbviewCaller, transport: string): DeployedObject {
    const { type, name } = candidate;
    const { objects } = deserializeObjects([{ path: candidate.fileName, data: Buffer.from(candidate.file.content, 'utf8') }], pkg);
    const object = objects[0] ?? { type, name, description: '', metadata: {}, sources: { view: candidate.file.content } };
    this.system.db.transaction(() => this.system.objects.save(object, pkg, 'I', caller.user))();

    const previous = this.states.get(type, name);
    const now = new Date().toISOString();
    const failed = (reason: string): DeployedObject => {
      // An earlier SQL view stays (applyView replaces it only when the new one is created).
      const keepsView = previous?.sqlView && previous.hotStatus !== 'D' && this.system.data.describe(previous.sqlView) ? previous : undefined;
      const state: ViewState = {
        type, name, deployState: 'I', hotStatus: 'E',
        sqlView: keepsView?.sqlView ?? '', columns: keepsView?.columns ?? [], sources: keepsView?.sources ?? [],
        message: reason, transport: transport || previous?.transport || '', changedBy: caller.user, changedAt: now,
      };
      this.states.put(state);
      return deployedObject(state);
    };
    if (candidate.refused) return failed(candidate.refused);

    const sqlView = name.toUpperCase();
    const occupied = this.occupantProblem(candidate);
    if (occupied) return failed(occupied);
    const generated = this.generate(candidate.model!, caller);
    if (!generated.ok) return failed(generated.reason);
    const applied = this.system.data.applyView({
      name: sqlView, select: generated.view.select, fields: generated.view.fields, sources: generated.view.sources,
    });
    if (!applied.ok) return failed(applied.problems.map((p) => p.message).join('; '));
    this.system.objects.activate(type, name);
    const state: ViewState = {
      type, name, deployState: 'A', hotStatus: 'A', sqlView,
      columns: generated.view.columns, sources: generated.view.sources,
      message: `activated: SQL view ${sqlView} with ${generated.view.columns.length} column(s)`,
      transport: transport || previous?.transport || '', changedBy: caller.user, changedAt: now,
    };
    this.states.put(state);
    this.markBrokenReaders(sqlView, name, caller.user);
    return deployedObject(state);
  }

  /** A table or view of another object holding the SQL view's name in the application database. */
  private occupantProblem(candidate: Candidate): string | undefined {
    const sqlView = candidate.name.toUpperCase();
    const occupant = this.system.data.describe(sqlView);
    const owner = this.states.bySqlView(sqlView);
    if (!occupant || (owner && owner.type === candidate.type && owner.name === candidate.name)) return undefined;
    return `the application database already has a ${occupant.kind.toLowerCase()} ${sqlView} of another object`;
  }

  private blocked(candidate: Candidate): DeployedObject {
    const state = this.states.get(candidate.type, candidate.name);
    return {
      name: candidate.name, type: candidate.type, deploy_state: state?.deployState ?? 'I', hot_status: state?.hotStatus ?? 'I',
      sql_view: state?.sqlView ?? '', columns: state?.columns ?? [], message: candidate.blocked!,
    };
  }

  private generate(model: ViewModel, caller: DbviewCaller, batch?: ReadonlyMap<string, { type: string; name: string; view: GeneratedView }>) {
    const resolver = new SourceResolver(this.schemas, this.mappings, this.states, this.system.data, batch);
    return generateViewSql(model, {
      resolve: (ref, defaultSchema) => resolver.resolve(ref, defaultSchema),
      placeholders: { client: caller.client, language: DEPLOY_LANGUAGE },
    });
  }

  /** Compiles the SELECT without running it; the reason it does not compile, else undefined. */
  private compile(select: string): string | undefined {
    try {
      const statement = this.system.data.schemaConnections().reader.prepare(select);
      return statement.readonly ? undefined : 'the generated statement is not read-only';
    } catch (caught) {
      return `the generated SQL does not compile: ${caught instanceof Error ? caught.message : String(caught)}`;
    }
  }

  /** Views reading this one that no longer compile after its change get hot_status E. */
  private markBrokenReaders(sqlView: string, name: string, user: string, dropped = false): string[] {
    const warnings: string[] = [];
    for (const reader of this.states.withSqlView()) {
      if (reader.sqlView === sqlView || !reader.sources.includes(sqlView)) continue;
      const problem = dropped ? 'dropped' : this.compile(`SELECT * FROM "${reader.sqlView.replace(/"/g, '""')}"`);
      if (!problem) continue;
      const message = `view ${name}, which it reads, was ${dropped ? 'dropped' : `changed: ${problem}`}`;
      this.states.put({ ...reader, hotStatus: 'E', message, changedBy: user, changedAt: new Date().toISOString() });
      warnings.push(`${reader.name}: ${message}`);
    }
    return warnings;
  }

  /** Attribute views first, then calculation views, each after the views of the request it reads. */
  private deployOrder(candidates: Candidate[]): Candidate[] {
    const byKey = new Map(candidates.map((candidate) => [keyOf(candidate.type, candidate.name), candidate]));
    const ordered: Candidate[] = [];
    const visiting = new Set<Candidate>();
    const visit = (candidate: Candidate): void => {
      if (ordered.includes(candidate) || visiting.has(candidate)) return;
      visiting.add(candidate);
      for (const ref of candidate.model ? sourcesOf(candidate.model) : []) {
        const type = ref.kind === 'view' ? objectTypeOfViewSource(ref.viewType) : undefined;
        const dependency = type && byKey.get(keyOf(type, ref.name));
        if (dependency) visit(dependency);
      }
      ordered.push(candidate);
    };
    for (const candidate of [...candidates].sort((a, b) => (a.type === b.type ? 0 : a.type === 'AVIW' ? -1 : 1))) visit(candidate);
    return ordered;
  }

  /** Package, files and per-file checks shared by check and deploy; rejected file types refuse the whole request. */
  private validate(request: DbviewRequest): Validated {
    const pkg = normalizeName(request.package ?? '');
    if (pkg === '') return { ok: false, pkg, error: messages.packageRequired };
    if (!isValidPackageName(pkg)) return { ok: false, pkg, error: messages.invalidPackageName(pkg) };
    if (!this.system.packages.exists(pkg)) return { ok: false, pkg, error: messages.packageDoesNotExist(pkg) };
    const files = request.files ?? [];
    if (files.length === 0) return { ok: false, pkg, error: dbviewMessages.filesRequired };
    const refusals: string[] = [];
    const candidates: Candidate[] = [];
    for (const file of files) {
      const classified = classifyViewFile(file.file);
      if (classified.kind === 'rejected') refusals.push(dbviewMessages.rejectedFileType(classified.file, classified.extension));
      else if (classified.kind === 'unknown') refusals.push(dbviewMessages.unknownFileType(classified.file));
      else candidates.push({ file, fileName: classified.file, type: classified.type, extension: classified.extension, name: classified.name });
    }
    if (refusals.length > 0) return { ok: false, pkg, error: refusals.join('; ') };

    const seen = new Set<string>();
    for (const candidate of candidates) {
      candidate.blocked = this.blockedReason(candidate, pkg, seen);
      seen.add(candidate.name.toUpperCase());
      if (candidate.blocked) continue;
      const parsed = parseViewFile(candidate.extension, candidate.file.content);
      if (!parsed.ok) candidate.refused = parsed.reason;
      else if (parsed.model.id !== candidate.name) candidate.refused = `the view's id ${parsed.model.id} does not match its file name ${candidate.fileName}`;
      else candidate.model = parsed.model;
    }
    return { ok: true, pkg, candidates };
  }

  private blockedReason(candidate: Candidate, pkg: string, seen: ReadonlySet<string>): string | undefined {
    if (!isValidViewName(candidate.name)) return `invalid view name ${candidate.name} (letters, digits and '_', at most 40 characters)`;
    if (seen.has(candidate.name.toUpperCase())) return `view ${candidate.name} is given twice`;
    for (const type of VIEW_TYPES) {
      const existing = this.findView(candidate.name, type);
      if (!existing) continue;
      if (existing.type !== candidate.type || existing.name !== candidate.name) {
        return `the name ${candidate.name} is taken by ${existing.type} ${existing.name}`;
      }
      if (existing.package !== pkg) return `view ${candidate.name} belongs to package ${existing.package}`;
    }
    return undefined;
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
        result.warnings.push(...this.markBrokenReaders(sqlView, view.name, caller.user, true));
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

function base<A extends string>(action: A) {
  return { success: false, command: 'DBVIEW' as const, action, message: '', error: '' };
}

function keyOf(type: string, name: string): string {
  return `${type}\u0000${name.toUpperCase()}`;
}

function entryOf(view: { type: string; name: string }): { type: string; name: string } {
  return { type: view.type, name: view.name };
}

function deployedObject(state: ViewState): DeployedObject {
  return {
    name: state.name, type: state.type, deploy_state: state.deployState, hot_status: state.hotStatus,
    sql_view: state.hotStatus === 'A' || state.hotStatus === 'E' ? state.sqlView : '', columns: state.columns, message: state.message,
  };
}
