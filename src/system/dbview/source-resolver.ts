import type { ApplicationData, DictionaryField } from '../data/index.js';
import type { SourceRef } from './model.js';
import type { SchemaMappingStore } from './schema-mappings.js';
import { isValidSchemaName, REPOSITORY_SCHEMA, type SchemaCatalog } from './schemas.js';
import type { GeneratedView, SourceResolution } from './sql-generator.js';
import type { ViewStateStore } from './states.js';
import { objectTypeOfViewSource } from './view-files.js';

/**
 * Finds the table or view an information view reads:
 *
 * - a table `schema.name` (the view's default schema when it names none): the schema goes through the
 *   logical → physical mapping, then the table is looked up in that physical schema;
 * - an attribute or calculation view: the deployed view of that name (hot_status A); an analytic view (not
 *   deployable here) or an undeployed view: a table of _SYS_BIC named `<package>/<NAME>`, as HANA names
 *   activated views in its catalogue.
 *
 * `batch` holds views of the same deploy request generated before this one (check does not create them).
 */
export class SourceResolver {
  constructor(
    private readonly schemas: SchemaCatalog,
    private readonly mappings: SchemaMappingStore,
    private readonly states: ViewStateStore,
    private readonly data: ApplicationData,
    private readonly batch: ReadonlyMap<string, { type: string; name: string; view: GeneratedView }> = new Map(),
  ) {}

  resolve(ref: SourceRef, defaultSchema: string): SourceResolution {
    return ref.kind === 'table' ? this.table(ref.schema || defaultSchema, ref.name) : this.view(ref);
  }

  private table(schema: string, name: string): SourceResolution {
    if (!schema) return { ok: false, reason: `table "${name}" names no schema and the view has no default schema` };
    const physical = this.mappings.resolve(schema);
    const via = physical !== schema ? ` (logical schema ${schema} maps to ${physical})` : '';
    if (!isValidSchemaName(physical)) return { ok: false, reason: `invalid schema name ${physical}${via}` };
    const table = this.schemas.table(physical, name);
    if (!table) return { ok: false, reason: `table "${physical}"."${name}" not found${via}` };
    const owner = table.origin === 'repository' ? this.states.bySqlView(table.sqliteName) : undefined;
    return {
      ok: true,
      source: {
        sqliteName: table.sqliteName,
        columns: owner ? this.viewColumns(table.sqliteName, owner.columns) : table.columns.map((column) => ({ name: column.name, field: column.field })),
        view: owner ? { type: owner.type, name: owner.name } : undefined,
      },
    };
  }

  private view(ref: Extract<SourceRef, { kind: 'view' }>): SourceResolution {
    const type = objectTypeOfViewSource(ref.viewType);
    if (type) {
      const pending = this.batch.get(`${type}\u0000${ref.name.toUpperCase()}`);
      if (pending) {
        return {
          ok: true,
          source: {
            sqliteName: pending.name.toUpperCase(),
            columns: pending.view.columns.map((column, index) => ({ name: column.name, field: { ...pending.view.fields[index]!, field: column.name } })),
            view: { type: pending.type, name: pending.name },
          },
        };
      }
      const state = this.states.get(type, ref.name) ?? this.states.findByName(type, ref.name);
      if (state?.hotStatus === 'A' && this.data.describe(state.sqlView)) {
        return {
          ok: true,
          source: { sqliteName: state.sqlView, columns: this.viewColumns(state.sqlView, state.columns), view: { type, name: state.name } },
        };
      }
    }
    const table = this.schemas.table(REPOSITORY_SCHEMA, `${ref.package}/${ref.name}`);
    if (table) return { ok: true, source: { sqliteName: table.sqliteName, columns: table.columns.map((c) => ({ name: c.name, field: c.field })) } };
    const kind = ref.viewType.toLowerCase().replace('_', ' ');
    return {
      ok: false,
      reason: `${kind} ${ref.package}/${ref.name} is not available: ${type ? `no deployed view ${ref.name} and ` : ''}no table "${REPOSITORY_SCHEMA}"."${ref.package}/${ref.name}"`,
    };
  }

  /** Columns of a deployed view, named as the view names them, typed as the catalogue has them. */
  private viewColumns(sqlView: string, columns: ReadonlyArray<{ name: string }>): Array<{ name: string; field: DictionaryField }> {
    const entry = this.data.describe(sqlView);
    const fields = entry?.kind === 'VIEW' ? entry.fields : [];
    return columns.map((column) => {
      const field = fields.find((candidate) => candidate.field === column.name.toUpperCase());
      return {
        name: column.name,
        field: field ? { ...field, field: column.name } : { field: column.name, key: false, type: 'STRG', length: 0, decimals: 0, dataElement: '', domain: '', description: '' },
      };
    });
  }
}
