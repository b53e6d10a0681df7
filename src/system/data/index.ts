/**
 * The application data of the embedded system: dictionary resolution, the SQLite tables and views of
 * active objects, the preview WHERE grammar, preview and customizing writes.
 */
export { ApplicationData, BUSY_TIMEOUT_MS, type CdsViewApplied, type ViewApplied, type ViewDefinition } from './application-data.js';
export type { CatalogEntry, CatalogTable, CatalogView } from './catalog.js';
export { translateCdsView, type CdsViewDefinition, type SourceFields } from './cds-view.js';
export {
  deliveryClassOf,
  domainFixedValues,
  isCustomizingDeliveryClass,
  NON_ELEMENTARY_TYPES,
  resolveDataElement,
  resolveTable,
  type DataElementType,
  type DictionaryField,
  type FixedValue,
  type ObjectLookup,
  type TableDefinition,
  type TableResolution,
} from './dictionary.js';
export { initialValue, toExternal, toStored, type SqlValue, type TypedField } from './field-values.js';
export { PREVIEW_LIMITS, type PreviewData, type PreviewField, type PreviewInput } from './preview.js';
export type { DataProblem, DataProblemCode, DataResult } from './problems.js';
export { readRowsPage, ReadStatements, selectColumns } from './row-pages.js';
export { quoteIdentifier } from './sql-identifiers.js';
export { standardDataElement } from './standard-dictionary.js';
export type { TableApplied, TableChange } from './table-schema.js';
export type { CustomizingInput, CustomizingWritten, FieldValue } from './table-rows.js';
export { BLOCKED_WHERE_WORDS, parseWhere, renderWhere, WHERE_LIMITS, type RenderedWhere, type WhereNode, type WhereParse } from './where.js';
