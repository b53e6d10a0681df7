/**
 * Reading and data operations of the embedded system: view (definitions and sources of every object type),
 * preview (rows of tables and CDS views) and customize (customizing entries, recorded on requests).
 *
 *   const reading = new ReadingOperations({ objects, data, db, sid });
 *   reading.view({ objects: ['ZCL_X'], full: true });
 *   reading.preview({ objects: ['ZDEMO_FLIGHT'], where: "CARRIER_ID = 'ZA'" }, client);
 *   reading.customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [...], transport }, client);
 */
import type { CustomizeRequest, CustomizeResult, PreviewRequest, PreviewResult, ViewRequest, ViewResult } from '../../protocol/reading.js';
import type { ApplicationData } from '../data/index.js';
import { dictionaryLookup } from '../data-follower.js';
import type { RepositoryDatabase } from '../repository/database.js';
import type { ObjectStore } from '../repository/objects.js';
import { customizeEntry } from './customize.js';
import { CustomizingRequests } from './customizing-requests.js';
import { previewObjects } from './preview.js';
import { viewObjects, type ViewContext } from './view.js';
import { withKernelObjects } from './kernel-objects.js';

export { previewDenied } from './preview.js';
export { CustomizingRequests, tableKey, type TableKeyField } from './customizing-requests.js';
export { classSections, mainSourceLayout } from './class-sections.js';
export { readInclude, type IncludeSource } from './includes.js';

export interface ReadingParts {
  objects: ObjectStore;
  data: ApplicationData;
  db: RepositoryDatabase;
  /** System id, the prefix of request numbers. */
  sid: string;
  /** The kernel gaps of an active object (directory type). */
  gapsOf?: (type: string, name: string) => Array<{ name: string; file: string; line: number }>;
}

export class ReadingOperations {
  readonly requests: CustomizingRequests;
  private readonly viewContext: ViewContext;

  constructor(private readonly parts: ReadingParts) {
    this.requests = new CustomizingRequests(parts.db, parts.sid);
    const objects = withKernelObjects(parts.objects);
    this.viewContext = {
      objects,
      lookup: dictionaryLookup(objects),
      ddlsDefining: (entity) => ddlsDefining(parts.db, entity),
    };
  }

  view(request: ViewRequest): ViewResult {
    const result = viewObjects(this.viewContext, request);
    const gapsOf = this.parts.gapsOf;
    if (!gapsOf) return result;
    for (const object of result.objects) {
      if (object.not_found) continue;
      const gaps = gapsOf(object.type, object.name);
      if (gaps.length > 0) object.kernel_gaps = gaps.map(({ name, file, line }) => ({ name, file, line }));
    }
    return result;
  }

  preview(request: PreviewRequest, client: string): PreviewResult {
    return previewObjects(this.parts, request, client);
  }

  customize(request: CustomizeRequest, client: string, user = ''): CustomizeResult {
    return customizeEntry({ ...this.parts, requests: this.requests }, request, client, user);
  }
}

/**
 * The DDLS whose source defines a CDS entity of that name (`define [root] view [entity] <name>`), for a
 * structured object named after its entity rather than its data definition. Candidates are found by
 * SQLite's instr on the stored sources, then confirmed by the definition pattern.
 */
function ddlsDefining(db: RepositoryDatabase, entity: string): string | undefined {
  const candidates = db
    .prepare(
      `SELECT obj_name AS name, source FROM object_sources
        WHERE obj_type = 'DDLS' AND part = 'asddls' AND instr(upper(source), ?) > 0
        ORDER BY version, obj_name`,
    )
    .all(entity.toUpperCase()) as Array<{ name: string; source: string }>;
  const definition = /\bdefine\s+(?:root\s+)?(?:view\s+entity|view|table\s+function|abstract\s+entity|custom\s+entity)\s+([\w/]+)/i;
  return candidates.find((c) => definition.exec(c.source)?.[1]?.toUpperCase() === entity.toUpperCase())?.name;
}
