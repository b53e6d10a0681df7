/**
 * SAP HANA information views in the embedded system (POST /dbview): graphical attribute and calculation
 * views deployed as SQL views of the application database, their deploy state, the database's schemas
 * and the logical schema mapping.
 */
export { DatabaseViews, type DbviewCaller, type DbviewSystem } from './database-views.js';
export { DEPLOY_LANGUAGE } from './deployment.js';
export { parseExpression, type Expr } from './expression.js';
export { renderExpression } from './expression-sql.js';
export { generateViewSql, type GeneratedView } from './sql-generator.js';
export { parseViewFile, type ViewFileKind } from './view-file.js';
export { classifyViewFile } from './view-files.js';
export { dictionarySchemaOf, REPOSITORY_SCHEMA, SchemaCatalog, type SchemaColumnDefinition } from './schemas.js';
export type { ViewModel } from './model.js';
export { ViewReading } from './view-reading.js';
