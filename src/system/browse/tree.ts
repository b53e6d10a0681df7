import { messages } from '../../protocol/messages.js';
import { isValidPackageName, normalizeName } from '../../protocol/names.js';
import { treeLimits, type TreeRequest, type TreeResult } from '../../protocol/results.js';
import type { ObjectStore } from '../repository/objects.js';
import type { PackageStore } from '../repository/packages.js';

function failure(pkg: string, error: string): TreeResult {
  return {
    SUCCESS: false,
    COMMAND: 'TREE',
    PACKAGE: pkg,
    MESSAGE: '',
    PARENT_PACKAGE: '',
    NODES: [],
    TOTAL_PACKAGES: 0,
    TOTAL_OBJECTS: 0,
    OBJECTS: [],
    ERROR: error,
  };
}

/** The package hierarchy below a package, as a flat node list with object counts (spec: Tree result). */
export function packageTree(packages: PackageStore, objects: ObjectStore, request: TreeRequest): TreeResult {
  const name = normalizeName(request.package ?? '');
  if (name === '') return failure(name, messages.packageRequired);
  if (!isValidPackageName(name)) return failure(name, messages.invalidPackageName(name));
  const depth = request.depth ?? treeLimits.defaultDepth;
  if (depth > treeLimits.maxDepth) return failure(name, messages.depthTooLarge(treeLimits.maxDepth));
  if (depth < 0) return failure(name, `Invalid depth: ${depth}`);
  const root = packages.get(name);
  if (!root) return failure(name, messages.packageDoesNotExistInSystem(name));

  const subtree = packages.subtree(name, depth);
  const names = subtree.map((p) => p.name);
  const counts = objects.countsByPackage(names);
  const nodes = subtree.map((p) => ({
    PACKAGE: p.name,
    PARENT: p.parent,
    DESCRIPTION: p.description,
    DEPTH: p.depth,
    OBJECT_COUNT: counts.get(p.name) ?? 0,
  }));
  return {
    SUCCESS: true,
    COMMAND: 'TREE',
    PACKAGE: name,
    MESSAGE: messages.treeRetrieved,
    PARENT_PACKAGE: root.parent,
    NODES: nodes,
    TOTAL_PACKAGES: nodes.length,
    TOTAL_OBJECTS: nodes.reduce((sum, n) => sum + n.OBJECT_COUNT, 0),
    OBJECTS: request.include_objects
      ? objects.countsByType(names).map(({ type, count }) => ({ OBJECT: type, COUNT: count }))
      : [],
    ERROR: '',
  };
}
