/**
 * The checks' constants (src/protocol/checks.ts re-exports them): kept apart from the schemas so that the
 * checks engine in its work processes reads them without loading a schema.
 */

/** uccheck values: standard ABAP, and ABAP for Cloud Development (--cloud). */
export const UCCHECK_STANDARD = 'X';
export const UCCHECK_CLOUD = '5';

/** The object type of the one result that answers an unknown check variant. */
export const INSPECT_VARIANT_RESULT_TYPE = 'VARIANT';

/** Where-used references per page: the default and the most. */
export const WHERE_DEFAULT_LIMIT = 100;
export const WHERE_MAX_LIMIT = 500;
