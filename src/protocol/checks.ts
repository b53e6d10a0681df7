/**
 * Wire shapes of POST /syntax, POST /inspect and POST /where (service spec "Syntax check", "Inspect",
 * "POST /syntax", "POST /inspect", "POST /where"; protocol-notes "Syntax request details" and the /where
 * shape), one TypeBox schema each (src/protocol/wire-schema.ts): the service validates the request bodies with
 * them, and answers all three in lower case; the client reads any spelling through them.
 * The embedded system's checks engine answers in these same shapes (the routes type their answers with
 * them, so a drift shows up at compile time); this module imports nothing from src/system.
 *
 * Inspect with several files: the service answers an ARRAY of per-object results, one per object in the
 * order of the files (files of one object collapse into one result), as the public implementation does;
 * also for a single file. A failure that concerns the whole call (an unknown check variant) is one
 * result in that array with object_type 'VARIANT'. The client accepts an array or a single object.
 */
import { CheckVariantList } from './check-variants.js';
import { Pagination, readPagination } from './pagination.js';
import { alsoNamed, readWire, readWith, SapFlag, Type, type Static } from './wire-schema.js';
import { field, integer, list, record, text } from './wire-values.js';

// the constants the checks engine reads in its work processes, which load no schema
export { INSPECT_VARIANT_RESULT_TYPE, UCCHECK_CLOUD, UCCHECK_STANDARD, WHERE_DEFAULT_LIMIT, WHERE_MAX_LIMIT } from './check-limits.js';

// Structure only: an unsupported type, a missing module name or an empty object list are results with
// their own texts, answered by the checks engine.

/** One object of a syntax request. FUGR: one object per function module, name = group. */
export const SyntaxObject = Type.Object({
  type: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 200 }),
  source: Type.String(),
  locals_def: Type.Optional(Type.String()),
  locals_imp: Type.Optional(Type.String()),
  /** Test-class source of a class (protocol-notes). */
  testclasses: Type.Optional(Type.String()),
  /** FIXPT of the object's XML metadata, 'X' or blank. */
  fixpt: Type.Optional(Type.String({ maxLength: 1 })),
  /** FUGR: the function module whose source is in `source`. */
  fugr_include_name: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SyntaxObject = Static<typeof SyntaxObject>;

export const SyntaxRequest = Type.Object({
  objects: Type.Array(SyntaxObject),
  /** 'X' standard ABAP (the default), '5' ABAP for Cloud Development. */
  uccheck: Type.Optional(Type.String({ maxLength: 1 })),
  /** abapdeck: every name must exist (a standard name the kernel lacks is an error, not a kernel gap). */
  strict: Type.Optional(Type.Boolean()),
});
export type SyntaxRequest = Static<typeof SyntaxRequest>;

/** The body the service accepts: the request with the objects, and each one's source, left out read as empty. */
export const SyntaxRequestBody = Type.Object({
  ...SyntaxRequest.properties,
  objects: Type.Optional(Type.Array(Type.Object({ ...SyntaxObject.properties, source: Type.Optional(SyntaxObject.properties.source) }))),
});

/** The part of a class an error lies in. */
export type SyntaxInclude = 'main' | 'locals_def' | 'locals_imp' | 'testclasses' | 'class_pool';

/** A message's text, sent by some systems as `message`. */
const messageText = alsoNamed(Type.String(), 'message');
const maybeText = Type.Optional(Type.String());

/** Where a message of a syntax check lies and what it says. */
const syntaxMessage = {
  /** Line within the supplied source part. */
  line: Type.Integer(),
  text: messageText,
  /** The class part or function group include it lies in (main, locals_def, locals_imp, testclasses, class_pool; a real system may name a function module for FUGR). */
  include: maybeText,
  /** Sent by some systems. */
  column: Type.Optional(Type.Integer()),
};

export const SyntaxError = Type.Object({ ...syntaxMessage, word: maybeText });
export type SyntaxError = Static<typeof SyntaxError>;

/**
 * Warnings: DDLS findings, and kernel gaps (abapdeck: code KERNEL_GAP for a standard name the embedded kernel
 * does not provide, name the missing name).
 */
export const SyntaxWarning = Type.Object({ ...syntaxMessage, severity: maybeText, code: maybeText, name: maybeText });
export type SyntaxWarning = Static<typeof SyntaxWarning>;

export const SyntaxObjectResult = Type.Object({
  object_type: Type.String(),
  object_name: Type.String(),
  success: Type.Boolean(),
  /** Counted from the errors when a system leaves it out. */
  error_count: Type.Integer(),
  warning_count: Type.Optional(Type.Integer()),
  errors: Type.Array(SyntaxError),
  warnings: Type.Array(SyntaxWarning),
  message: Type.String(),
});
export type SyntaxObjectResult = Static<typeof SyntaxObjectResult>;

export const SyntaxResponse = Type.Object({
  success: Type.Boolean(),
  command: Type.Literal('SYNTAX'),
  message: Type.String(),
  results: Type.Array(SyntaxObjectResult),
});
export type SyntaxResponse = Static<typeof SyntaxResponse>;

/** A syntax answer in any spelling; absent counts are counted. */
export function readSyntaxResponse(value: unknown): SyntaxResponse {
  const response = readWire(SyntaxResponse, value);
  const sent = list(field(record(value), 'results')).map(record);
  response.results.forEach((result, index) => {
    const raw = sent[index] ?? {};
    if (integerOrNothing(field(raw, 'error_count')) === undefined) result.error_count = result.errors.length;
    result.warning_count = integerOrNothing(field(raw, 'warning_count')) ?? result.warnings.length;
  });
  return response;
}

/** Where in the user's files a message lies: the file, and the line in the sent source when it differs (an include assembled into its parent). */
const locatedFields = { file: Type.String(), sent_line: Type.Optional(Type.Integer()) };

export const LocatedError = Type.Object({ ...SyntaxError.properties, ...locatedFields });
export type LocatedError = Static<typeof LocatedError>;

export const LocatedWarning = Type.Object({ ...SyntaxWarning.properties, ...locatedFields });
export type LocatedWarning = Static<typeof LocatedWarning>;

/** An object's result located in the user's files. */
export const LocatedResult = Type.Object({
  ...SyntaxObjectResult.properties,
  /** FUGR: the function module that was checked. */
  fugr_include_name: maybeText,
  /** The files that were sent for this object. */
  files: Type.Array(Type.String()),
  /** Include programs checked inside this program. */
  includes: Type.Optional(Type.Array(Type.String())),
  errors: Type.Array(LocatedError),
  warnings: Type.Array(LocatedWarning),
});
export type LocatedResult = Static<typeof LocatedResult>;

/** What `abapdeck syntax` returns (and prints with --json): the service's answer, located in files. */
export const SyntaxRun = Type.Object({
  ...SyntaxResponse.properties,
  results: Type.Array(LocatedResult),
  /** Files the client added and includes it assembled. */
  notes: Type.Array(Type.String()),
});
export type SyntaxRun = Static<typeof SyntaxRun>;

export const InspectRequest = Type.Object({
  /** File names (`zcl_x.clas.abap`, any leading folder is dropped), mapped to objects as for pull. */
  files: Type.Array(Type.String({ maxLength: 1000 })),
  /** Check variant; EMPTY means the standard checks; the system's default when absent. */
  variant: Type.Optional(Type.String({ maxLength: 100 })),
});
export type InspectRequest = Static<typeof InspectRequest>;

/** Where an inspection's message lies: the include (sobjname) and the method it implements. */
const inspectPlace = { sobjname: Type.String(), method_name: Type.String() };

export const InspectError = Type.Object({
  line: Type.String(),
  column: Type.String(),
  text: messageText,
  word: Type.String(),
  /** Include name. */
  ...inspectPlace,
});
export type InspectError = Static<typeof InspectError>;

export const InspectMessage = Type.Object({
  line: Type.String(),
  message: alsoNamed(Type.String(), 'text'),
  ...inspectPlace,
});
export type InspectMessage = Static<typeof InspectMessage>;

export const InspectResult = Type.Object({
  success: SapFlag,
  object_type: Type.String(),
  object_name: Type.String(),
  error_count: Type.Integer(),
  errors: Type.Array(InspectError),
  warnings: Type.Array(InspectMessage),
  infos: Type.Array(InspectMessage),
});
export type InspectResult = Static<typeof InspectResult>;

/** The answer to POST /inspect: one result per object. */
export const InspectResults = Type.Array(InspectResult);
export type InspectResults = Static<typeof InspectResults>;

/**
 * An inspect answer in any spelling, an array or a single object; success follows the errors and the count
 * is counted when a system leaves them out.
 */
export function readInspectResults(value: unknown): InspectResults {
  const sent = Array.isArray(value) ? value : value !== null && typeof value === 'object' ? [value] : [];
  return sent.map((entry) => {
    const result = readWire(InspectResult, entry);
    const raw = record(entry);
    if (field(raw, 'success') === undefined) result.success = result.errors.length === 0 ? 'X' : '';
    if (integerOrNothing(field(raw, 'error_count')) === undefined) result.error_count = result.errors.length;
    return result;
  });
}

/** What `abapdeck inspect` returns: one result per object, or with --list-variants the system's check variants. */
export const InspectData = Type.Union([InspectResults, CheckVariantList]);
export type InspectData = Static<typeof InspectData>;

// Structure only: a missing object list, an unknown type or an object that is not found are results.
export const WhereRequest = Type.Object({
  /** Object names, upper case. */
  objects: Type.Array(Type.String({ maxLength: 200 })),
  /** CLAS, INTF, PROG, TABL (STRU), DTEL, DOMA or TTYP; found by name when absent. */
  type: Type.Optional(Type.String({ maxLength: 40 })),
  /** References per page: default 100, 1 to 500. */
  limit: Type.Optional(Type.Integer()),
  /** References skipped: default 0. */
  offset: Type.Optional(Type.Integer()),
});
export type WhereRequest = Static<typeof WhereRequest>;

/** The body the service accepts: the request with the object list left out read as empty. */
export const WhereRequestBody = Type.Object({ ...WhereRequest.properties, objects: Type.Optional(WhereRequest.properties.objects) });

/**
 * One use of an object (protocol-notes, "Where-used"): OBJECT and OBJECT_TYPE name the using object,
 * INCLUDE_NAME the include holding the use (readable with view; '' for a use in a dictionary object).
 * `line` and `program` are abapdeck's additions (the line in the include, the include's main program).
 */
export const WhereReference = Type.Object({
  object: Type.String(),
  object_type: Type.String(),
  include_name: alsoNamed(Type.String(), 'include'),
  /** The method or function module the include implements, else ''. */
  method_name: Type.String(),
  /** What the include is: method, public_section, local_implementations, test_classes, program, function_module, dictionary … */
  include_type: Type.String(),
  package: Type.String(),
  line: Type.Integer(),
  program: Type.String(),
});
export type WhereReference = Static<typeof WhereReference>;

/**
 * A reference in the public shape (object = the using object's name, object_type, include_name …); earlier
 * abapdeck servers sent object = its type, obj_name, include.
 */
function readReference(value: unknown): WhereReference {
  const reference = readWire(WhereReference, value);
  const earlierName = text(field(record(value), 'obj_name'));
  return earlierName === '' ? reference : { ...reference, object: earlierName, object_type: reference.object };
}

export const WhereObject = Type.Object({
  name: Type.String(),
  type: Type.String(),
  /** References on this page. */
  references: Type.Array(readWith(WhereReference, readReference)),
  /** The references on this page when a system leaves it out. */
  count: Type.Integer(),
  not_found: Type.Boolean(),
  error: Type.String(),
});
export type WhereObject = Static<typeof WhereObject>;

/** total: the references of all objects together. */
export type WherePagination = Pagination;

export const WhereResponse = Type.Object({
  success: Type.Boolean(),
  command: Type.Literal('WHERE'),
  message: Type.String(),
  objects: Type.Array(WhereObject),
  summary: Type.Object({ total_objects: Type.Integer(), total_references: Type.Integer() }),
  pagination: Pagination,
  error: Type.String(),
});
export type WhereResponse = Static<typeof WhereResponse>;

/** A where-used answer in any spelling; a system without paging answers one page holding everything. */
export function readWhereResponse(value: unknown): WhereResponse {
  const response = readWire(WhereResponse, value);
  const body = record(value);
  const sentObjects = list(field(body, 'objects')).map(record);
  response.objects.forEach((object, index) => {
    if (integerOrNothing(field(sentObjects[index] ?? {}, 'count')) === undefined) object.count = object.references.length;
  });
  const shown = response.objects.reduce((sum, object) => sum + object.count, 0);
  const summary = record(field(body, 'summary'));
  const totalReferences = integerOrNothing(field(summary, 'total_references')) ?? shown;
  response.summary = {
    total_objects: integerOrNothing(field(summary, 'total_objects')) ?? integerOrNothing(field(summary, 'total')) ?? response.objects.length,
    total_references: totalReferences,
  };
  response.pagination = readPagination(field(body, 'pagination'), { limit: shown, total: totalReferences });
  return response;
}

/** A count as sent, or undefined when a system leaves it out (or sends no number). */
function integerOrNothing(value: unknown): number | undefined {
  const n = integer(value, Number.NaN);
  return Number.isNaN(n) ? undefined : n;
}
