/**
 * The syntax check of an enhancement implementation (ENHO): its source is checked where it takes effect,
 * inside the object it enhances, as the active version of that object with the enhancement put in.
 * - A hook implementation's file names its place in its first line (`"Name: \TY:ZCL_X\ME:RUN\SE:BEGIN\EI`,
 *   `\PR:ZPROG\FO:FORM\SE:END\EI`, `\PR:ZPROG\EX:POINT\EI`): the code goes after the METHOD or FORM
 *   statement (BEGIN), before its end (END), or after the ENHANCEMENT-POINT.
 * - A class enhancement's source (local classes made friends of the class) joins the class's local
 *   implementations.
 * Only errors inside the enhancement's own lines are reported, at its own line numbers.
 */
import { ArtifactsObjects, MemoryFile, Objects, type IObject, type IRegistry } from '#abaplint/core';
import type { CheckedObject } from './syntax-objects.js';
import { classPartFileName } from '../../protocol/object-files.js';

/** Where the enhancement's lines sit in the checked object: the file and its first line there. */
export interface EnhancementPlacement {
  file: string;
  firstLine: number;
  lineCount: number;
}

export type EnhancementCheck = { checked: CheckedObject; placement: EnhancementPlacement } | { error: string };

export function enhancementObject(source: string, registry: IRegistry): EnhancementCheck {
  const lines = source.split(/\r?\n/);
  const hook = /^\s*"Name:\s*(\S+)/i.exec(lines.find((line) => line.trim() !== '') ?? '');
  return hook ? hookImplementation(hook[1]!, lines, registry) : classEnhancement(lines, registry);
}

function hookImplementation(fullName: string, lines: readonly string[], registry: IRegistry): EnhancementCheck {
  const part = (key: string) => new RegExp(`\\\\${key}:([^\\\\]+)`, 'i').exec(fullName)?.[1]?.toUpperCase();
  const className = part('TY');
  const program = part('PR');
  const target = className ? registry.getObject('CLAS', className) : program ? registry.getObject('PROG', program) : undefined;
  if (!target) return { error: `The enhanced object ${className ?? program ?? fullName} is not active in the system` };
  const method = part('ME');
  const form = part('FO');
  const point = part('EX');
  const edge = part('SE');
  for (const file of target.getFiles()) {
    if (!file.getFilename().endsWith('.abap')) continue;
    const rows = file.getRaw().split(/\r?\n/);
    const at = insertionRow(rows, { method, form, point, end: edge === 'END' });
    if (at !== undefined) return placed(target, file.getFilename(), rows, at, lines);
  }
  return { error: `The enhancement's place ${fullName} was not found in ${target.getType()} ${target.getName()}` };
}

/** The row (0-based) before which the enhancement goes. */
function insertionRow(rows: readonly string[], place: { method?: string; form?: string; point?: string; end: boolean }): number | undefined {
  const opening = place.method ? /^\s*METHOD\s+([^\s.]+)\s*\./i : place.form ? /^\s*FORM\s+([^\s.]+)/i : /^\s*ENHANCEMENT-POINT\s+([^\s.]+)/i;
  const closing = place.method ? /^\s*ENDMETHOD\s*\./i : /^\s*ENDFORM\s*\./i;
  const wanted = (place.method ?? place.form ?? place.point ?? '').toUpperCase();
  const start = rows.findIndex((row) => opening.exec(row)?.[1]?.toUpperCase() === wanted);
  if (start < 0) return undefined;
  if (!place.end || place.point) return start + 1;
  const end = rows.findIndex((row, index) => index > start && closing.test(row));
  return end < 0 ? undefined : end;
}

function classEnhancement(lines: readonly string[], registry: IRegistry): EnhancementCheck {
  const friends = lines.map((line) => /^\s*CLASS\s+(\S+)\s+DEFINITION\s+LOCAL\s+FRIENDS\b/i.exec(line)?.[1]).find((name) => name);
  const target = friends ? registry.getObject('CLAS', friends.toUpperCase()) : undefined;
  if (!(target instanceof Objects.Class)) return { error: `The enhanced class ${friends?.toUpperCase() ?? '(no LOCAL FRIENDS statement)'} is not active in the system` };
  const fileName = classPartFileName(target.getName(), 'locals_imp');
  const existing = target.getFiles().find((file) => file.getFilename().toLowerCase() === fileName);
  const rows = existing ? existing.getRaw().split(/\r?\n/) : [];
  return placed(target, fileName, rows, rows.length, lines);
}

function placed(target: IObject, fileName: string, rows: readonly string[], at: number, lines: readonly string[]): EnhancementCheck {
  const object = ArtifactsObjects.newObject(target.getName(), target.getType());
  for (const file of target.getFiles()) if (file.getFilename() !== fileName) object.addFile(file);
  object.addFile(new MemoryFile(fileName, [...rows.slice(0, at), ...lines, ...rows.slice(at)].join('\n')));
  return {
    checked: { object, sentParts: new Map([[fileName.toUpperCase(), 'main']]) },
    placement: { file: fileName.toUpperCase(), firstLine: at + 1, lineCount: lines.length },
  };
}
