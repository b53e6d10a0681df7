import { deserializeObjects } from '../abapgit/index.js';
import type { Refusal } from '../../protocol/outcome.js';
import { quoteIdentifier } from '../data/index.js';
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
} from '../../protocol/dbview.js';
import type { DbviewCaller, DbviewSystem, ViewFinder } from './database-views.js';
import { sourcesOf, type ViewModel } from './model.js';
import type { SchemaMappingStore } from './schema-mappings.js';
import type { SchemaCatalog } from './schemas.js';
import { SourceResolver } from './source-resolver.js';
import { generateViewSql, type GeneratedView } from './sql-generator.js';
import type { ViewState, ViewStateStore } from './states.js';
import { parseViewFile } from './view-file.js';
import { classifyViewFile, isValidViewName, objectTypeOfViewSource, VIEW_TYPES } from './view-files.js';
import type { ViewTransports } from './view-transports.js';
import { routeOrigin } from '../repository/origins.js';

/**
 * Deploying information views, in the two phases of the spec: check (is the package transportable, would
 * each view deploy) and deploy (write the content as an inactive version, parse it, generate and create the
 * SQL view, activate, record on the transport), with deploy_state and hot_status kept in step. Views of one
 * request are deployed attribute views first, each after the views of the request it reads.
 */

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

type Validated = { ok: true; pkg: string; candidates: Candidate[] } | (Refusal & { pkg: string });

export class ViewDeployment {
  constructor(
    private readonly system: DbviewSystem,
    private readonly states: ViewStateStore,
    private readonly mappings: SchemaMappingStore,
    private readonly schemas: SchemaCatalog,
    private readonly transports: ViewTransports,
    private readonly findView: ViewFinder,
  ) {}

  /** Phase 1 of deploy: whether the package is transportable, and per view whether it would deploy. */
  check(request: DbviewRequest, caller: DbviewCaller): CheckResult {
    const validated = this.validate(request);
    const result: CheckResult = {
      ...base('check'), package: validated.pkg, transportable: false, transport: '', objects: [],
    };
    if (!validated.ok) return { ...result, error: validated.reason };
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
    if (!validated.ok) return { ...result, error: validated.reason };
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
    this.system.db.transaction(() => this.system.objects.save(object, pkg, 'I', { user: caller.user, origin: routeOrigin('dbview deploy') }))();

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
  markBrokenReaders(sqlView: string, name: string, user: string, dropped = false): string[] {
    const warnings: string[] = [];
    for (const reader of this.states.withSqlView()) {
      if (reader.sqlView === sqlView || !reader.sources.includes(sqlView)) continue;
      const problem = dropped ? 'dropped' : this.compile(`SELECT * FROM ${quoteIdentifier(reader.sqlView)}`);
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
    if (pkg === '') return { ok: false, pkg, reason: messages.packageRequired };
    if (!isValidPackageName(pkg)) return { ok: false, pkg, reason: messages.invalidPackageName(pkg) };
    if (!this.system.packages.exists(pkg)) return { ok: false, pkg, reason: messages.packageDoesNotExist(pkg) };
    const files = request.files ?? [];
    if (files.length === 0) return { ok: false, pkg, reason: dbviewMessages.filesRequired };
    const refusals: string[] = [];
    const candidates: Candidate[] = [];
    for (const file of files) {
      const classified = classifyViewFile(file.file);
      if (classified.kind === 'rejected') refusals.push(dbviewMessages.rejectedFileType(classified.file, classified.extension));
      else if (classified.kind === 'unknown') refusals.push(dbviewMessages.unknownFileType(classified.file));
      else candidates.push({ file, fileName: classified.file, type: classified.type, extension: classified.extension, name: classified.name });
    }
    if (refusals.length > 0) return { ok: false, pkg, reason: refusals.join('; ') };

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
}

export function base<A extends string>(action: A) {
  return { success: false, command: 'DBVIEW' as const, action, message: '', error: '' };
}

function keyOf(type: string, name: string): string {
  return `${type}\u0000${name.toUpperCase()}`;
}

export function entryOf(view: { type: string; name: string }): { type: string; name: string } {
  return { type: view.type, name: view.name };
}

function deployedObject(state: ViewState): DeployedObject {
  return {
    name: state.name, type: state.type, deploy_state: state.deployState, hot_status: state.hotStatus,
    sql_view: state.hotStatus === 'A' || state.hotStatus === 'E' ? state.sqlView : '', columns: state.columns, message: state.message,
  };
}
