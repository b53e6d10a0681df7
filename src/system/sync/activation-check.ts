/**
 * The activation check of a pull: every pulled object is laid over the system's active objects (so
 * pulled objects see each other's new versions) and checked with the syntax rules; each error is an
 * activation error of its object.
 *
 * An adapter over the checks engine: CheckEngine has no activation check of its own yet, so this reads
 * the engine's long-lived registry and uses the engine's overlay view and rule configuration.
 * (Proposed for src/system/checks: `CheckEngine.checkActivation(objects)` with this body.)
 */
import { ArtifactsObjects, Objects, Severity, type IObject } from '@abaplint/core';
import { HANA_VIEW_TYPES } from '../abapgit/index.js';
import type { CheckEngine } from '../checks/index.js';
import type { ActiveRegistry } from '../checks/active-registry.js';
import { abaplintFiles } from '../checks/abaplint-files.js';
import { cachedConfig, syntaxRules } from '../checks/check-config.js';
import { ddlRuleFindings } from '../checks/ddls-rules.js';
import { OverlayRegistry } from '../checks/overlay-registry.js';
import type { AbapObject } from '../objects.js';
import { objectKey } from './repository-links.js';

export interface ActivationError {
  /** File the error lies in (abapGit file name), when known. */
  file: string;
  line: number;
  text: string;
}

/** Errors per object key (abapGit type and name); objects without errors have no entry. */
export type ActivationErrors = Map<string, ActivationError[]>;

const NOT_CHECKED = new Set<string>(Object.values(HANA_VIEW_TYPES));

export function checkActivation(engine: CheckEngine, objects: readonly AbapObject[]): ActivationErrors {
  const errors: ActivationErrors = new Map();
  if (objects.length === 0) return errors;
  const base = activeRegistryOf(engine).ready();
  const overlays: IObject[] = [];
  const ownerOfFile = new Map<string, string>();
  for (const object of objects) {
    // abaplint knows no HANA information views: the dbview deploy checks those
    if (NOT_CHECKED.has(object.type)) continue;
    const files = abaplintFiles(object);
    if (files.length === 0) continue;
    const checked = ArtifactsObjects.newObject(object.name, object.type);
    for (const file of files) {
      checked.addFile(file);
      ownerOfFile.set(file.getFilename().toUpperCase(), objectKey(object.type, object.name));
    }
    overlays.push(checked);
  }
  const view = new OverlayRegistry(base, cachedConfig('standard', syntaxRules()), overlays).prepare();
  const add = (key: string, error: ActivationError) => {
    const list = errors.get(key) ?? [];
    if (!list.some((e) => e.file === error.file && e.line === error.line && e.text === error.text)) list.push(error);
    errors.set(key, list);
  };
  for (const issue of view.findIssuesOf(overlays)) {
    if (issue.getSeverity() !== Severity.Error) continue;
    const key = ownerOfFile.get(issue.getFilename().toUpperCase());
    if (key) add(key, { file: issue.getFilename(), line: issue.getStart().getRow(), text: issue.getMessage() });
  }
  for (const object of overlays) {
    if (!(object instanceof Objects.DataDefinition)) continue;
    const file = object.findSourceFile();
    for (const finding of ddlRuleFindings(object.getTree())) {
      add(objectKey('DDLS', object.getName()), { file: file?.getFilename() ?? '', line: finding.row, text: finding.message });
    }
  }
  for (const list of errors.values()) list.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  return errors;
}

function activeRegistryOf(engine: CheckEngine): ActiveRegistry {
  // TypeScript's private is compile-time only; the engine keeps its registry in `active`.
  return (engine as unknown as { active: ActiveRegistry }).active;
}
