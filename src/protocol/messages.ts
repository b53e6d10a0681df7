/**
 * The one catalogue of user-visible texts the spec fixes. Service, client and tests use these, so
 * each exact wording lives here once.
 */
export const messages = {
  // tree
  treeRetrieved: 'Tree retrieved successfully',
  packageDoesNotExistInSystem: (name: string) => `Package ${name} does not exist in the system`,
  invalidPackageName: (name: string) => `Invalid package name: ${name}`,
  packageAccessDenied: 'Access denied to package information',
  depthTooLarge: (max: number) => `Depth value too large (max: ${max})`,
  // list
  packageRequired: 'Package parameter is required',
  packageDoesNotExist: (name: string) => `Package ${name} does not exist`,
  invalidObjectType: (type: string) => `Invalid object type: ${type}`,
  limitTooHigh: (max: number) => `Limit value too high (max: ${max})`,
  // syntax
  allObjectsPassedSyntax: (total: number) => `All ${total} object(s) passed syntax check`,
  objectsHaveSyntaxErrors: (failed: number, total: number) => `${failed} of ${total} object(s) have syntax errors`,
  syntaxCheckPassed: 'Syntax check passed',
  syntaxCheckFailed: (errors: number) => `Syntax check failed with ${errors} error(s)`,
  unsupportedSyntaxType: (type: string) => `Unsupported object type: ${type}. Use 'pull' command instead.`,
  // unit
  allTestsPassed: (count: number) => `All ${count} tests passed`,
  testsFailed: (failed: number, total: number) => `${failed} of ${total} tests failed`,
  // syntax / inspect (client)
  fileNotFound: (path: string) => `File not found: ${path}`,
  invalidFileFormat: (file: string) => `Invalid file format: ${file}`,
  filesParameterRequired: 'Error: --files parameter required',
  // view / preview
  retrievedObjects: (count: number) => `Retrieved ${count} object(s)`,
  retrievedData: 'Retrieved data',
  objectNotFound: (name: string) => `Object not found: ${name}`,
  unsupportedObjectType: (type: string) => `Unsupported object type: ${type}`,
  tableNotFound: (name: string) => `Table not found: ${name}`,
  cdsViewNotFound: (name: string) => `CDS View not found: ${name}`,
  tableAccessDenied: (name: string) => `Access denied to table: ${name}`,
  invalidWherePrefix: 'Invalid WHERE clause: ',
  invalidWhere: (reason: string) => `Invalid WHERE clause: ${reason}`,
  invalidColumn: (name: string) => `Invalid column: ${name}`,
  limitTooLow: (min: number) => `Limit value too low (min: ${min})`,
  offsetNegative: 'Offset value must not be negative',
  // customize
  notCustomizingTable: (name: string, deliveryClass: string) =>
    `Table ${name} is not a customizing table (delivery class: ${deliveryClass})`,
  invalidField: (name: string) => `Invalid field: ${name}`,
  invalidFieldValue: (field: string, reason: string) => `Invalid value for field ${field}: ${reason}`,
  missingKeyField: (field: string) => `Key field ${field} needs a value`,
  customizingEntryWritten: (action: string, table: string) => `Customizing entry ${action} in ${table}`,
  fieldValuesRequired: 'At least one field value is required',
  /** A customize body naming one field twice, in any spelling (issue 33: MANDT twice wrote into the second client). */
  customizingDuplicateField: (field: string) => `Field ${field} is given more than once`,
  customizingOtherClient: (named: string, own: string) =>
    `Client ${named} is not the client of this request (${own}): customizing entries are written into the request's client only`,
  transportNotFound: (number: string) => `Transport ${number} not found`,
  customizingEntryLocked: (table: string, number: string, owner: string) =>
    `This entry of table ${table} is locked in transport request ${number} of ${owner}`,
  transportReleased: (number: string) => `Transport ${number} is already released (not modifiable)`,
  transportNotCustomizing: (number: string) =>
    `Transport ${number} is a workbench request. Customizing entries require a customizing transport.`,
  customizingTransportRequired: (table: string) =>
    `Table ${table} is in a transportable package. Provide a customizing transport or set no_transport.`,
  // dump
  dumpsNotAuthorized: 'Not authorized to read short dumps',
  dumpNotFound: 'Short dump not found',
  dumpRowNotFound: (row: number, found: number) => `Row number ${row} not found in results (found ${found} dump(s))`,
  // pull, import, create (spec and public implementation)
  pullSucceeded: 'Pull completed successfully',
  pullFailed: 'Pull completed with errors',
  whereUsedListError: 'Error updating where-used list',
  importCompleted: 'Import completed successfully',
  importFailed: 'Error during import',
  stagingFiles: (current: number, total: number) => `Staging files (${current} of ${total})`,
  defaultImportMessage: (pkg: string) => `feat: initial import from ABAP package ${pkg}`,
  repositoryCreated: 'Repository created successfully',
  repositoryExists: 'Repository already exists',
  // pull (client safeguards)
  filesRequiredForProject: '--files parameter is required for this project',
  commandDisabled: (command: string) => `${command} command is disabled for this project`,
  contactMaintainer: 'Please contact the project maintainer to enable it.',
  reason: (reason: string) => `Reason: ${reason}`,
  // debugger
  breakpointInvalidPosition: 'Cannot create a breakpoint at this position',
  // ABAP SQL of a run (CX_SY_DYNAMIC_OSQL_SEMANTICS)
  notDictionaryTable: (table: string) => `${table} is not a table or view of the dictionary`,
  /** A run that stands at a breakpoint with no debugger listening (a breakpoint left from an ended session). */
  runWaitsForDebugger:
    'The run stopped at a breakpoint and waits for a debugger (it goes on without stopping when none comes; 10 s on the embedded system).\n' +
    'Attach one: abapdeck debug attach · or remove your breakpoints: abapdeck debug delete --all (abapdeck debug list shows them)',
} as const;

/** Transport-level error texts of our own (protocol-notes: one envelope for these). */
/** A data folder the service refuses to open (issue 33): the file, and how to restore it. */
export const dataFolderMessages = {
  databaseLost: (folder: string, file: string, state: string) =>
    `The data folder ${folder} holds a system, but its database ${file} is ${state}: refusing to start, which would begin a new, ` +
    'empty system. Restore the file from a backup (stop the service first), or move the data folder away to start a new system',
  databaseDamaged: (file: string, reason: string) =>
    `The database ${file} is damaged (${reason}): refusing to start. Restore the file from a backup (stop the service first), ` +
    'or move the data folder away to start a new system',
  credentialsKept: (file: string) =>
    `The initial passwords file ${file} exists but the system in its data folder has no users: refusing to replace it. ` +
    'Restore the data folder from a backup, or move it away to start a new system',
} as const;

export const transportErrors = {
  unauthorized: 'Authentication failed: wrong user or password',
  unknownClient: (client: string) => `Client ${client} does not exist in this system`,
  csrfRequired: 'CSRF token validation failed',
  notAuthorized: (object: string, activity: string) =>
    `Not authorized: authorisation object ${object} with activity ${activity} is missing`,
  malformedBody: 'Request body must be a JSON object',
  malformedPath: (path: string) => `Malformed percent-encoding in the request path: ${path}`,
  illFormedString: (field: string) => `Invalid request: ${field} is not valid Unicode (a lone surrogate)`,
  bodyTooLarge: (limit: number) => `Request body exceeds the limit of ${limit} bytes`,
  objectTooLarge: (object: string, what: string, size: number, limit: number) =>
    `${object} has ${size.toLocaleString('en-US')} ${what}; the limit is ${limit.toLocaleString('en-US')} ${what} per object`,
  requestTooLarge: (what: string, size: number, limit: number) =>
    `The request has ${size.toLocaleString('en-US')} ${what}; the limit is ${limit.toLocaleString('en-US')} ${what} per request`,
  notFound: (method: string, path: string) => `No service at ${method} ${path}`,
  internal: 'Internal error in the service; see the service log',
  tooManyLogons: (what: string, seconds: number) =>
    `Too many failed logons ${what}; logon is refused for ${seconds} second(s), then try again`,
  tooManyConnections: (address: string, limit: number) =>
    `Too many connections from ${address}: at most ${limit} may be open at once; close some, then try again`,
  storageFull: "The disk of the service is full: nothing was changed; free space on the service's disk, then try again",
  databaseBusy: (holder: string, seconds: number) =>
    `The database is locked by ${holder}; the request waited and gave up, try again in ${seconds} second(s)`,
} as const;
