/**
 * The activation check of a pull: the pulled objects are laid over the active objects together (so they
 * see each other's new versions) and checked with the syntax rules; every error is an activation error
 * of its object. All errors are reported, with the abapGit file they lie in, root causes first.
 */
import { ABAPObject, ArtifactsObjects, Objects, Severity, type IObject } from '#abaplint/core';
import type { AbapObject } from '../objects.js';
import type { ActiveRegistry } from './active-registry.js';
import { abaplintFiles } from './abaplint-files.js';
import { cachedConfig, syntaxRules } from './check-config.js';
import { ddlRuleFindings } from './ddls-rules.js';
import { fixedPointText, hasFixedPoint, strictOpenSqlFindings } from './fixed-point.js';
import { messageOf } from './issue-text.js';
import { OverlayRegistry } from './overlay-registry.js';
import { ErrorRank, localDeclarations, rankOf, rootCausesFirst } from './root-causes.js';
import type { ActivationCheck, ActivationError, ActivationErrors, ActivationGaps } from './types.js';
import { gapsOf } from './kernel-gaps.js';
import { objectKey } from '../objects.js';


/** Strict: every name must exist (no kernel gaps), as on an application system. */
export function checkActivation(active: ActiveRegistry, objects: readonly AbapObject[], strict = false): ActivationCheck {
  const errors: ActivationErrors = new Map();
  const gaps: ActivationGaps = new Map();
  const overlays: IObject[] = [];
  const ownerOfFile = new Map<string, string>();
  for (const object of objects) {
    const files = abaplintFiles(object);
    if (files.length === 0) continue;
    const checked = ArtifactsObjects.newObject(object.name.toUpperCase(), object.type.toUpperCase());
    for (const file of files) {
      checked.addFile(file);
      ownerOfFile.set(file.getFilename().toUpperCase(), objectKey(object.type, object.name));
    }
    overlays.push(checked);
  }
  if (overlays.length === 0) return { errors, gaps };

  const ranks = new Map<ActivationError, ErrorRank>();
  const add = (key: string, error: ActivationError) => {
    const list = errors.get(key) ?? [];
    if (!list.some((e) => e.file === error.file && e.line === error.line && e.text === error.text)) list.push(error);
    errors.set(key, list);
  };
  try {
    const base = active.ready();
    const namespace = active.errorNamespace(strict, objects.map((object) => object.name));
    const view = new OverlayRegistry(base, cachedConfig('standard', syntaxRules(), namespace), overlays).prepare();
    const found = view.findIssuesOf(overlays).filter((issue) => issue.getSeverity() === Severity.Error);
    if (!strict) {
      for (const object of overlays) {
        const list = gapsOf(object, view);
        if (list.length > 0) gaps.set(objectKey(object.getType(), object.getName()), list);
      }
    }
    const failedObjects = new Set(found.map((issue) => ownerOfFile.get(issue.getFilename().toUpperCase())?.split(' ')[1]).filter((name): name is string => !!name));
    const localNames = new Map(overlays.map((object) => [objectKey(object.getType(), object.getName()), localDeclarations(object.getFiles().map((file) => file.getRaw()))]));
    for (const issue of found) {
      const key = ownerOfFile.get(issue.getFilename().toUpperCase());
      if (!key) continue;
      const error = { file: issue.getFilename(), line: issue.getStart().getRow(), text: messageOf(issue) };
      add(key, error);
      ranks.set(error, rankOf(issue, { owner: key.split(' ')[1]!, failedObjects, localNames: localNames.get(key) ?? new Set() }));
    }
    // new Open SQL in a class or program without fixed point arithmetic, as a real system refuses it
    for (const object of objects) {
      if (hasFixedPoint(object) !== false) continue;
      const overlay = overlays.find((o) => o.getType() === object.type.toUpperCase() && o.getName() === object.name.toUpperCase());
      if (!(overlay instanceof ABAPObject)) continue;
      for (const finding of strictOpenSqlFindings(overlay.getABAPFiles())) {
        add(objectKey(object.type, object.name), { file: finding.filename, line: finding.row, text: fixedPointText });
      }
    }
    for (const object of overlays) {
      if (!(object instanceof Objects.DataDefinition)) continue;
      const file = object.findSourceFile();
      for (const finding of ddlRuleFindings(object.getTree())) {
        add(objectKey('DDLS', object.getName()), { file: file?.getFilename() ?? '', line: finding.row, text: finding.message });
      }
    }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    for (const object of overlays) add(objectKey(object.getType(), object.getName()), { file: '', line: 1, text });
  }
  // root causes first (see root-causes.ts), then by file and line
  for (const [key, list] of errors) {
    list.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
    const ranked = rootCausesFirst(list.map((error) => ({ error, rank: ranks.get(error) ?? ErrorRank.cause })));
    errors.set(key, ranked.map(({ error }) => error));
  }
  return { errors, gaps };
}
