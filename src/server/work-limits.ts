/**
 * Bounds on the work one request may ask for (issue 19): checked before any of the work starts, so one
 * request cannot hold a check worker (or the service) for minutes. A syntax check costs about 0.1 ms a line
 * on the project's machines, so 50,000 lines are about 5 s of one worker.
 */
import { transportErrors } from '../protocol/messages.js';
import { ServiceError } from './errors.js';

export const workLimits = {
  /** Source characters of one object, all parts together (main source, local definitions and implementations, test classes). */
  charactersPerObject: 2 * 1024 * 1024,
  /** Source lines of one object, all parts together. */
  linesPerObject: 50_000,
  /**
   * Objects in one syntax request. The objects of one request are checked together (a new class with its new
   * interface), so a client cannot split a large set without losing that; the lines bound the work instead.
   */
  objectsPerRequest: 2_000,
  /** Source lines of all objects of one syntax request. */
  linesPerRequest: 200_000,
  /** Files in one inspect request. */
  inspectFilesPerRequest: 1_000,
  /** Objects in one where-used request. */
  whereObjectsPerRequest: 200,
} as const;

/** The parts of an object a syntax request sends. */
export interface SentSource {
  type: string;
  name: string;
  source?: string;
  locals_def?: string;
  locals_imp?: string;
  testclasses?: string;
}

/** Lines of a text as an editor counts them (a last line without its newline counts). */
export function lineCount(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** Throws a 413 ServiceError naming the first bound a syntax request goes over. */
export function boundSyntaxRequest(objects: readonly SentSource[]): void {
  if (objects.length > workLimits.objectsPerRequest) {
    throw tooLarge(transportErrors.requestTooLarge('objects', objects.length, workLimits.objectsPerRequest));
  }
  let total = 0;
  for (const object of objects) {
    const parts = [object.source, object.locals_def, object.locals_imp, object.testclasses].filter((part): part is string => part !== undefined);
    const label = `${object.type} ${object.name}`;
    const size = parts.reduce((sum, part) => sum + part.length, 0);
    if (size > workLimits.charactersPerObject) throw tooLarge(transportErrors.objectTooLarge(label, 'characters of source', size, workLimits.charactersPerObject));
    const lines = parts.reduce((sum, part) => sum + lineCount(part), 0);
    if (lines > workLimits.linesPerObject) throw tooLarge(transportErrors.objectTooLarge(label, 'source lines', lines, workLimits.linesPerObject));
    total += lines;
  }
  if (total > workLimits.linesPerRequest) throw tooLarge(transportErrors.requestTooLarge('source lines', total, workLimits.linesPerRequest));
}

/** Throws a 413 ServiceError when a list of a request holds more entries than its bound. */
export function boundCount(what: string, count: number, limit: number): void {
  if (count > limit) throw tooLarge(transportErrors.requestTooLarge(what, count, limit));
}

function tooLarge(message: string): ServiceError {
  return new ServiceError(413, message);
}
