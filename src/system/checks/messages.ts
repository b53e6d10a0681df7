/**
 * Texts of syntax, inspect and where-used results that the spec does not fix (its wordings are in the one
 * catalogue, src/protocol/messages.ts).
 */
export const checkMessages = {
  // public implementation
  noSyntaxObjects: 'No objects provided for syntax check',
  whereFound: (references: number) => (references === 1 ? 'Found 1 reference' : `Found ${references} references`),
  variantNotFound: (variant: string) => `Check variant "${variant}" not found`,
  // ours
  checkCouldNotRun: (detail: string) => `The check could not run: ${detail}`,
  inspectObjectNotFound: (type: string, name: string) => `Object ${type} ${name} is not active in the system`,
  whereObjectsRequired: 'Objects parameter is required',
  fugrModuleMissing: 'fugr_include_name is required for a function group',
  sqlViewNameMissing: (name: string) => `CDS view ${name} (define view) requires the annotation @AbapCatalog.sqlViewName`,
  sqlViewNameNotAllowed: (name: string) =>
    `CDS view entity ${name} (define view entity) must not carry the annotation @AbapCatalog.sqlViewName`,
  parameterSyntaxInEntity: (parameter: string) =>
    `In a CDS view entity, parameter ${parameter} must be addressed as $parameters.${parameter}`,
} as const;
