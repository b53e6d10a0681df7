/**
 * Short dumps of the embedded system: records written when a run ends abnormally (dump-report.ts) and the
 * store POST /dump reads (dump-store.ts), with the runtime error names (runtime-errors.ts).
 */
export { DumpStore, instantOf, localDateTime, utcTimestamp, type CallStackEntry, type DumpDetail, type DumpEntry, type DumpListEntry, type DumpQuery, type NewDump } from './dump-store.js';
export { abortDump, processDump, programOfRequest, type DumpSite } from './dump-report.js';
export { processErrors, runtimeErrorOf } from './runtime-errors.js';
export { defaultWindowStart, dumpDetail, dumpFailure, listDumps } from './dump-query.js';
