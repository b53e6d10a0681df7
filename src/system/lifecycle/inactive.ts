/**
 * Inactive objects (abapdeck extension routes, capability `inactive`): the objects that have an inactive
 * version — left by a pull that failed, a deployment not activated — with the errors that keep each
 * inactive, and their activation as one unit (checked like a pull: the inactive versions laid over the
 * active system together).
 */
import { routeOrigin } from '../repository/origins.js';
import type { StoredObject } from '../repository/objects.js';
import type { EmbeddedSystem } from '../system.js';
import { transportMessages as texts, type ActivateResult, type InactiveResult } from '../../protocol/transports.js';

export function inactiveObjects(system: EmbeddedSystem, scope: 'mine' | 'all', user: string): InactiveResult {
  const versions = system.objects.allInactive().filter((version) => scope === 'all' || version.changedBy === user);
  const errors = versions.length > 0 ? system.checks.checkActivation(versions).errors : new Map();
  return {
    SUCCESS: 'X',
    COMMAND: 'INACTIVE',
    OBJECTS: versions.map((version) => ({
      OBJ_TYPE: version.type,
      OBJ_NAME: version.name,
      PACKAGE: version.package,
      USER: version.changedBy,
      CHANGED_AT: version.changedAt,
      ERRORS: (errors.get(`${version.type} ${version.name}`) ?? []).map((error: { text: string; file: string; line: number }) => ({ TEXT: error.text, FILE: error.file, LINE: error.line })),
    })),
    ERROR: '',
  };
}

export function activateObjects(system: EmbeddedSystem, names: readonly string[], user: string): ActivateResult {
  const wanted = new Set(names.map((name) => name.trim().toUpperCase()).filter(Boolean));
  const versions = system.objects.allInactive().filter((version) => wanted.has(version.name));
  const result: ActivateResult = { SUCCESS: '', COMMAND: 'ACTIVATE', MESSAGE: '', ACTIVATED_OBJECTS: [], FAILED_OBJECTS: [], ERROR: '' };
  if (versions.length === 0) return { ...result, MESSAGE: texts.activateNothing, ERROR: texts.activateNothing };
  const { errors, gaps } = system.checks.checkActivation(versions);
  const passing: StoredObject[] = [];
  for (const version of versions) {
    const found = errors.get(`${version.type} ${version.name}`) ?? [];
    if (found.length === 0) passing.push(version);
    for (const error of found) result.FAILED_OBJECTS.push({ OBJ_TYPE: version.type, OBJ_NAME: version.name, TEXT: `${error.text}${error.file ? ` (${error.file}, line ${error.line})` : ''}` });
  }
  system.db.transaction(() => {
    for (const version of passing) {
      system.objects.discardInactive(version.directoryType, version.name);
      system.objects.save(version, version.package, 'A', { user, origin: version.origin.kind === 'route' && version.origin.route === 'unknown' ? routeOrigin('activate') : version.origin });
      system.gaps.set(version.directoryType, version.name, gaps.get(`${version.type} ${version.name}`) ?? []);
    }
  })();
  const active = passing.map((version) => system.objects.get(version.directoryType, version.name, 'A')!);
  const problems = active.length > 0 ? system.activation.announce({ activated: active, deleted: [] }) : [];
  for (const problem of problems) result.FAILED_OBJECTS.push({ OBJ_TYPE: problem.type, OBJ_NAME: problem.name, TEXT: problem.text });
  const failedNames = new Set(result.FAILED_OBJECTS.map((f) => f.OBJ_NAME));
  result.ACTIVATED_OBJECTS = passing.filter((v) => !failedNames.has(v.name)).map((v) => ({ OBJ_TYPE: v.type, OBJ_NAME: v.name }));
  result.SUCCESS = result.FAILED_OBJECTS.length === 0 ? 'X' : '';
  result.MESSAGE = result.SUCCESS === 'X' ? texts.activated(result.ACTIVATED_OBJECTS.length) : texts.activateFailed;
  return result;
}
