import { messages } from '../../protocol/messages.js';
import { normalizeName } from '../../protocol/names.js';
import { listableTypes, listLimits, type ListRequest, type ListResult } from '../../protocol/results.js';
import type { ObjectStore } from '../repository/objects.js';
import { SUPPORTED_TYPES } from '../abapgit/index.js';
import type { PackageStore } from '../repository/packages.js';

function failure(pkg: string, limit: number, offset: number, error: string): ListResult {
  return { SUCCESS: false, COMMAND: 'LIST', PACKAGE: pkg, TOTAL: 0, LIMIT: limit, OFFSET: offset, OBJECTS: [], BY_TYPE: [], ERROR: error };
}

/**
 * Every type the list shows can be asked for: the spec's list types and every type the object directory
 * holds (message classes, domains, access controls, enhancements, information views …); packages are the
 * tree's. A code that is no object type keeps the spec's error.
 */
const filterableTypes: ReadonlySet<string> = new Set([...listableTypes, ...SUPPORTED_TYPES.filter((type) => type !== 'DEVC')]);

/** Parses the comma-separated type filter; returns the first unknown type as an error. */
function parseTypes(text: string | undefined): { types: string[] } | { invalid: string } {
  const types = (text ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t) => t !== '');
  const invalid = types.find((t) => !filterableTypes.has(t));
  return invalid === undefined ? { types } : { invalid };
}

/** A page of the objects of one package, ordered by type then name (spec: List result). */
export function packageObjectList(
  packages: PackageStore,
  objects: ObjectStore,
  request: ListRequest,
  gapCount: (type: string, name: string) => number = () => 0,
): ListResult {
  const name = normalizeName(request.package ?? '');
  const limit = request.limit ?? listLimits.defaultLimit;
  const offset = request.offset ?? 0;
  if (name === '') return failure(name, limit, offset, messages.packageRequired);
  const parsed = parseTypes(request.type);
  if ('invalid' in parsed) return failure(name, limit, offset, messages.invalidObjectType(parsed.invalid));
  if (limit > listLimits.maxLimit) return failure(name, limit, offset, messages.limitTooHigh(listLimits.maxLimit));
  if (limit < 1) return failure(name, limit, offset, `Invalid limit: ${limit} (min: 1)`);
  if (offset < 0) return failure(name, limit, offset, `Invalid offset: ${offset} (min: 0)`);
  if (name.length > 30 || !packages.exists(name)) return failure(name, limit, offset, messages.packageDoesNotExist(name));

  const page = objects.query({
    packages: [name],
    types: parsed.types,
    namePattern: request.name ? normalizeName(request.name) : undefined,
    limit,
    offset,
  });
  return {
    SUCCESS: true,
    COMMAND: 'LIST',
    PACKAGE: name,
    TOTAL: page.total,
    LIMIT: limit,
    OFFSET: offset,
    OBJECTS: page.entries.map((e) => {
      const gaps = gapCount(e.type, e.name);
      return gaps > 0 ? { TYPE: e.type, NAME: e.name, KERNEL_GAPS: gaps } : { TYPE: e.type, NAME: e.name };
    }),
    BY_TYPE: page.byType.map((t) => ({ TYPE: t.type, COUNT: t.count })),
    ERROR: '',
  };
}
