import { unitCoverage } from '../client/unit-coverage.js';
import { measuredRun, unitMeasured } from '../client/profile.js';
import type { RunMeasurements } from '../protocol/profile.js';
import type { UnitCoverageResult } from '../protocol/unit-coverage.js';
import type { Agent } from '../client/agent.js';
import { inspect, syntax } from '../client/checks.js';
import type { SyntaxRequest, SyntaxResponse } from '../protocol/checks.js';
import { classRun, dumpDetail, dumps, programRun, RunCallError, unit } from '../client/execution.js';
import { classMainSource, preview, view } from '../client/reading.js';
import { capabilities, followImport, offersWorkingFilesPull, previewImport, previewPull, pull, pullWorkingFiles, repositoryStatus, startImport, undoPull } from '../client/sync.js';
import { activateObjects, inactiveObjects, transportRequest } from '../client/transport-requests.js';
import { inactiveCapability, type ActivateResult, type InactiveResult, type TransportRequestBody, type TransportResult } from '../protocol/transports.js';
import { syncCapability, type ImportPreviewRequest, type ImportPreviewResult, type PullPreview, type PullPreviewRequest, type UndoRequest, type UndoResult, type WorkingFilesPullRequest } from '../protocol/sync-extensions.js';
import type { ImportJobStatus, ImportRequest, ImportStartResult, PullRequest, PullResult, StatusResult } from '../protocol/sync.js';
import { list, tree } from '../client/service.js';
import { checkViews, deployViews, dropViews, importViews, listViews, previewTable, previewView, schemaInfo, type RowsRequest } from '../client/dbview.js';
import type { CheckResult as DbviewCheckResult, DbviewFile, DeployResult as DbviewDeployResult, ImportResult as DbviewImportResult, DropResult, ListResult as DbviewListResult, PreviewResult as DbviewPreviewResult, SchemaResult, TablePreviewResult } from '../protocol/dbview.js';
import { whereUsed } from '../client/checks.js';
import * as language from '../client/language.js';
import { languageCapability, type LanguageHover, type LanguageLocation, type LanguageRequest, type PrepareRenameResult, type RenameResult } from '../protocol/language.js';
import type { WhereRequest, WhereResponse } from '../protocol/checks.js';
import { objectFileName } from '../protocol/object-files.js';
import type { ListRequest, ListResult, TreeRequest, TreeResult } from '../protocol/results.js';
import type {
  DumpListRequest,
  DumpResult,
  InspectResult,
  PreviewRequest,
  PreviewResult,
  RunResult,
  UnitResult,
  ViewResult,
} from './wire.js';

/**
 * Everything the store asks of a system. Store actions are the only callers; components never are.
 * One Agent behind all of it (one session, one cookie jar, one CSRF token, one HTTP log).
 */
export interface Backend {
  readonly agent: Agent;
  tree(request: TreeRequest): Promise<TreeResult>;
  list(request: ListRequest): Promise<ListResult>;
  view(request: { objects: string[]; type?: string; full?: boolean }): Promise<ViewResult>;
  /** The assembled main source of a class (developer API), for G line numbers when a server omits global_start. */
  classMainSource(name: string): Promise<string[] | undefined>;
  preview(request: PreviewRequest): Promise<PreviewResult>;
  dumps(request: DumpListRequest): Promise<DumpResult>;
  dumpDetail(id: string): Promise<DumpResult>;
  classRun(name: string): Promise<RunResult>;
  programRun(name: string): Promise<RunResult>;
  unit(object: ObjectRef): Promise<UnitResult>;
  /** Unit tests with statement coverage (an abapdeck extension; a system without it is named plainly). */
  unitCoverage(object: ObjectRef): Promise<UnitCoverageResult>;
  /** A run or unit run with a profile and the SQL trace (the embedded system's; src/client/profile.ts). */
  measuredRun(object: ObjectRef): Promise<RunResult & RunMeasurements>;
  unitMeasured(object: ObjectRef): Promise<UnitResult & RunMeasurements>;
  inspect(object: ObjectRef): Promise<InspectResult[]>;
  syntax(request: SyntaxRequest): Promise<SyntaxResponse>;
  pull(request: PullRequest): Promise<PullResult>;
  /** Whether the system pulls files of the working folder, their contents sent (capability pull.working-files). */
  offersWorkingFilesPull(): Promise<boolean>;
  /** A pull whose named files' contents are the working folder's (a system without the extension is refused). */
  pullWorkingFiles(request: WorkingFilesPullRequest): Promise<PullResult>;
  startImport(request: ImportRequest): Promise<ImportStartResult>;
  /** Polls an import job to its end (every 2 s, as the spec says), reporting each answer. */
  followImport(jobNumber: string, onUpdate: (status: ImportJobStatus) => void): Promise<ImportJobStatus>;
  /** What an import would change (undefined when the system does not offer the preview). */
  previewImport(request: ImportPreviewRequest): Promise<ImportPreviewResult | undefined>;
  /** What a pull would do, with diffs (undefined when the system does not offer the preview). */
  previewPull(request: PullPreviewRequest): Promise<PullPreview | undefined>;
  /** Undoes the link's last pull (undefined when the system keeps no versions to undo with). */
  undoPull(request: UndoRequest): Promise<UndoResult | undefined>;
  /** What undoing the link's last pull would do (undefined when the system does not offer the dry run). */
  previewUndo(request: UndoRequest): Promise<UndoResult | undefined>;
  transport(body: TransportRequestBody): Promise<TransportResult>;
  /** Whether a repository is linked, to which package, and whether its package needs a transport. */
  repositoryStatus(url: string): Promise<StatusResult>;
  /** The language service (capability `language`): definition, implementations, references, hover and rename at a place. */
  language: {
    definition(request: LanguageRequest): Promise<LanguageLocation | null>;
    implementation(request: LanguageRequest): Promise<LanguageLocation[]>;
    references(request: LanguageRequest): Promise<LanguageLocation[]>;
    hover(request: LanguageRequest): Promise<LanguageHover | null>;
    prepareRename(request: LanguageRequest): Promise<PrepareRenameResult>;
    rename(request: LanguageRequest, newName: string): Promise<RenameResult>;
  };
  /** Objects with an inactive version (none when the system does not offer the extension). */
  inactive(scope: 'mine' | 'all'): Promise<InactiveResult>;
  activate(objects: string[]): Promise<ActivateResult>;
  /** Where an object is used (code and dictionary objects). */
  whereUsed(request: WhereRequest): Promise<WhereResponse>;
  /** The database views of a package (dbview list). */
  dbviewList(pkg: string): Promise<DbviewListResult>;
  /** Schemas, a schema's tables, a table's columns (dbview schema list/tables/fields). */
  dbviewSchema(request: { subaction: 'list' | 'tables' | 'fields' | 'map' | 'unmap'; schema?: string; table?: string; physical?: string }): Promise<SchemaResult>;
  /** Phase 1 of a deploy: which of the view files would deploy (dbview check). */
  dbviewCheck(request: { package: string; files: DbviewFile[] }): Promise<DbviewCheckResult>;
  dbviewDeploy(request: { package: string; files: DbviewFile[] }): Promise<DbviewDeployResult>;
  /** The view files of a package as the system holds them (dbview import). */
  dbviewImport(pkg: string): Promise<DbviewImportResult>;
  dbviewPreview(request: { view: string } & RowsRequest): Promise<DbviewPreviewResult>;
  dbviewTablePreview(request: { schema: string; table: string } & RowsRequest): Promise<TablePreviewResult>;
  dbviewDrop(request: { package?: string; objects: string[]; transport?: string }): Promise<DropResult>;
}

export interface ObjectRef {
  type: string;
  name: string;
}


/**
 * A run as the drawer shows it: the output, or why there is none (404 object missing, 403 authorisation
 * missing, 500 a runtime error whose short dump is in pane 5).
 */
async function runOutput(run: () => Promise<string>): Promise<RunResult> {
  try {
    return { success: true, output: await run() };
  } catch (error) {
    if (!(error instanceof RunCallError)) throw error;
    const meaning =
      error.status === 404 ? 'the object does not exist' : error.status === 403 ? 'an authorisation is missing' : error.status >= 500 ? 'a runtime error: its short dump is in pane 5' : '';
    return { success: false, output: '', error: `HTTP ${error.status}${meaning ? ` (${meaning})` : ''}: ${error.message}` };
  }
}

/** A call of the language service; a system without its routes (404) is named plainly. */
async function languageCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof language.LanguageCallError && error.status === 404) {
      throw new Error(`the connected system does not offer the language service (capability ${languageCapability}): abapdeck's own system does`);
    }
    throw error;
  }
}

/** The backend of one Agent. */
export function createBackend(agent: Agent): Backend {
  return {
    agent,
    tree: (request) => tree(agent, request),
    list: (request) => list(agent, request),
    view: (request) => view(agent, request),
    classMainSource: (name) => classMainSource(agent, name),
    preview: (request) => preview(agent, request),
    dumps: (request) => dumps(agent, request),
    dumpDetail: (id) => dumpDetail(agent, id),
    classRun: (name) => runOutput(() => classRun(agent, name)),
    programRun: (name) => runOutput(() => programRun(agent, name)),
    unit: (object) => unit(agent, [objectFileName(object.type, object.name)]),
    unitCoverage: (object) => unitCoverage(agent, [objectFileName(object.type, object.name)]),
    measuredRun: async (object) => {
      let measured: RunMeasurements = {};
      const result = await runOutput(async () => {
        const { output, ...rest } = await measuredRun(agent, object.type === 'CLAS' ? { className: object.name } : { program: object.name }, { profile: true, sqlTrace: true });
        measured = rest;
        return output;
      });
      return { ...result, ...measured };
    },
    unitMeasured: (object) => unitMeasured(agent, [objectFileName(object.type, object.name)], { profile: true, sqlTrace: true }),
    inspect: (object) => inspect(agent, { files: [objectFileName(object.type, object.name)] }),
    syntax: (request) => syntax(agent, request),
    pull: (request) => pull(agent, request),
    offersWorkingFilesPull: () => offersWorkingFilesPull(agent),
    pullWorkingFiles: (request) => pullWorkingFiles(agent, request),
    startImport: (request) => startImport(agent, request),
    followImport: (jobNumber, onUpdate) => followImport(agent, jobNumber, { onUpdate }),
    previewImport: async (request) => ((await capabilities(agent)).includes(syncCapability.importPreview) ? previewImport(agent, request) : undefined),
    previewPull: async (request) => ((await capabilities(agent)).includes(syncCapability.pullPreview) ? previewPull(agent, request) : undefined),
    undoPull: async (request) => ((await capabilities(agent)).includes(syncCapability.versions) ? undoPull(agent, request) : undefined),
    previewUndo: async (request) => ((await capabilities(agent)).includes(syncCapability.undoPreview) ? undoPull(agent, { ...request, dry_run: true }) : undefined),
    transport: (body) => transportRequest(agent, body),
    repositoryStatus: (url) => repositoryStatus(agent, url),
    inactive: async (scope) =>
      (await capabilities(agent)).includes(inactiveCapability) ? inactiveObjects(agent, scope) : { SUCCESS: 'X', COMMAND: 'INACTIVE', OBJECTS: [], ERROR: '' },
    activate: (objects) => activateObjects(agent, objects),
    language: {
      definition: (request) => languageCall(() => language.definition(agent, request)),
      implementation: (request) => languageCall(() => language.implementation(agent, request)),
      references: (request) => languageCall(() => language.references(agent, request)),
      hover: (request) => languageCall(() => language.hover(agent, request)),
      prepareRename: (request) => languageCall(() => language.prepareRename(agent, request)),
      rename: (request, newName) => languageCall(() => language.rename(agent, request, newName)),
    },
    whereUsed: (request) => whereUsed(agent, request),
    dbviewList: (pkg) => listViews(agent, { package: pkg }),
    dbviewSchema: (request) => schemaInfo(agent, request),
    dbviewPreview: (request) => previewView(agent, request),
    dbviewTablePreview: (request) => previewTable(agent, request),
    dbviewDrop: (request) => dropViews(agent, request),
    dbviewCheck: (request) => checkViews(agent, request),
    dbviewDeploy: (request) => deployViews(agent, request),
    dbviewImport: (pkg) => importViews(agent, { package: pkg }),
  };
}
