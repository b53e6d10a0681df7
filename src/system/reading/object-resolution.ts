/**
 * Which object a view request means: the type named in the request, else the object directory's, else the
 * spec's guess from the name. Names of 32 or more characters are source includes of classes and
 * interfaces (the names where-used and inspect report), read as programs.
 */
import { isViewType, viewTypes, type ViewType } from '../../protocol/reading.js';
import { typeFromName } from '../../protocol/names.js';
import type { ObjectEntry, ObjectStore, StoredObject } from '../repository/objects.js';

/** Names this long are program includes (class name padded with '=' to 30, then a suffix). */
export const INCLUDE_NAME_MIN_LENGTH = 32;

export type Resolution =
  | { kind: 'object'; type: ViewType; name: string }
  /** A source include, read as PROG. */
  | { kind: 'include'; name: string }
  /** The directory lists the name only under types the view operation does not read. */
  | { kind: 'unsupported'; type: string; name: string };

/**
 * Picks the type of a name listed under several types (a domain and a data element of one name): the
 * first in the spec's order of view types, so a data element wins over its domain.
 */
export function preferredEntry(entries: readonly ObjectEntry[]): ObjectEntry | undefined {
  const rank = (type: string) => {
    const index = (viewTypes as readonly string[]).indexOf(type);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...entries].sort((a, b) => rank(a.type) - rank(b.type))[0];
}

export function resolveViewName(objects: ObjectStore, name: string, requestedType: ViewType | undefined): Resolution {
  if (requestedType) {
    if (requestedType === 'PROG' && name.length >= INCLUDE_NAME_MIN_LENGTH && !objects.entry('PROG', name)) {
      return { kind: 'include', name };
    }
    return { kind: 'object', type: requestedType, name };
  }
  const entries = objects.findByName(name);
  const entry = preferredEntry(entries);
  if (entry && isViewType(entry.type)) return { kind: 'object', type: entry.type, name };
  if (entry) return { kind: 'unsupported', type: entry.type, name };
  if (name.length >= INCLUDE_NAME_MIN_LENGTH) return { kind: 'include', name };
  return { kind: 'object', type: typeFromName(name, 'CLAS'), name };
}

/** The active version of an object, else its inactive one (pulled but not yet activated). */
export function readObject(objects: ObjectStore, type: string, name: string): StoredObject | undefined {
  return objects.get(type, name, 'A') ?? objects.get(type, name, 'I');
}
