/**
 * Message classes and function groups in the view operation: property rows listing their messages and
 * function modules, and (for function groups) the sources of their includes.
 */
import { tableRows, textOf } from '../data/metadata-records.js';
import { propertyRow, splitSourceLines, type ViewComponent, type ViewSection } from '../../protocol/reading.js';
import type { AbapObject, MetadataRecord } from '../objects.js';

/** '<number>: <text>' per message, then a total row. */
export function messageClassRows(messageClass: AbapObject): ViewComponent[] {
  const messages = tableRows(messageClass.metadata['T100'], 'T100')
    .filter((row) => !textOf(row, 'SPRSL') || textOf(row, 'SPRSL') === 'E')
    .map((row) => ({ number: textOf(row, 'MSGNR').padStart(3, '0'), text: textOf(row, 'TEXT') }))
    .sort((a, b) => a.number.localeCompare(b.number));
  return [
    ...messages.map((m) => propertyRow(m.number, `${m.number}: ${m.text}`)),
    propertyRow('TOTAL', `Total: ${messages.length} message(s)`),
  ];
}

export interface FunctionModule {
  name: string;
  shortText: string;
  /** [RFC] for remote-enabled modules, [RFC-Start] for update-task ones, '' otherwise. */
  mark: string;
}

export function functionModules(group: AbapObject): FunctionModule[] {
  return tableRows(group.metadata['FUNCTIONS'], 'item').map((row) => ({
    name: textOf(row, 'FUNCNAME').toUpperCase(),
    shortText: textOf(row, 'SHORT_TEXT'),
    mark: remoteMark(row),
  }));
}

/**
 * REMOTE_CALL 'R' makes a module remote-enabled; UPDATE_TASK (1 start immediately, 2 no restart, 3 delayed,
 * 5 collective run) makes it an update module started through the update task, which the spec marks
 * [RFC-Start] and which wins when both are set.
 */
function remoteMark(row: MetadataRecord): string {
  if (textOf(row, 'UPDATE_TASK')) return '[RFC-Start]';
  if (textOf(row, 'REMOTE_CALL') === 'R') return '[RFC]';
  return '';
}

/** One row per module ('<MODULE> [RFC]: <short text>'), then a count row. */
export function functionGroupRows(group: AbapObject): ViewComponent[] {
  const modules = functionModules(group);
  return [
    ...modules.map((m) =>
      propertyRow(m.name, `${m.name}${m.mark ? ` ${m.mark}` : ''}${m.shortText ? `: ${m.shortText}` : ''}`),
    ),
    propertyRow('COUNT', `Count: ${modules.length} function module(s)`),
  ];
}

/** Main program of a function group: SAPL<group>, or /NS/SAPL<rest> for a namespaced group. */
export function functionPoolName(group: string): string {
  return groupIncludeName(group, 'SAPL', '');
}

/** L<group><suffix>, or /NS/L<rest><suffix>. */
export function groupIncludeName(group: string, prefix: string, suffix: string): string {
  const upper = group.toUpperCase();
  const namespaced = /^(\/[^/]+\/)(.*)$/.exec(upper);
  return namespaced ? `${namespaced[1]}${prefix}${namespaced[2]}${suffix}` : `${prefix}${upper}${suffix}`;
}

export interface GroupInclude {
  /** Include name as the system names it: LZGRPTOP, SAPLZGRP, LZGRPU01 … */
  include: string;
  /** Source part of the object holding it. */
  part: string;
  /** Function module implemented in it, for U## includes. */
  module?: string;
}

/**
 * The includes of a function group with their sources: the listed includes (TOP, the main program, F01 …)
 * and one L<group>U## per function module, numbered in the order of the group's modules as the checks
 * engine numbers them.
 */
export function groupIncludes(group: AbapObject): GroupInclude[] {
  const includes: GroupInclude[] = [];
  for (const name of includeNames(group.metadata)) {
    const part = partName(name);
    if (group.sources[part] !== undefined) includes.push({ include: name.toUpperCase(), part });
  }
  functionModules(group).forEach((module, index) => {
    includes.push({
      include: groupIncludeName(group.name, 'L', `U${String(index + 1).padStart(2, '0')}`),
      part: partName(module.name),
      module: module.name,
    });
  });
  return includes;
}

/** Function group sections (with full): one per include, the module ones labelled with their module. */
export function functionGroupSections(group: AbapObject): ViewSection[] {
  return groupIncludes(group).map((include) => ({
    suffix: include.include,
    description: include.module ? `Function Module ${include.module}` : 'Include',
    method_name: include.module ?? '',
    file: include.part,
    lines: splitSourceLines(group.sources[include.part] ?? ''),
  }));
}

/** INCLUDES is a list of names (strings) in the metadata the abapGit reader produces. */
function includeNames(metadata: MetadataRecord): string[] {
  const value = metadata['INCLUDES'];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value && typeof value === 'object') {
    const inner = (value as MetadataRecord)['SOBJ_NAME'];
    if (Array.isArray(inner)) return inner.filter((v): v is string => typeof v === 'string');
    if (typeof inner === 'string') return [inner];
  }
  return [];
}

/** Source parts of a function group are keyed by the lower-case file-name spelling ('#' for '/'). */
function partName(name: string): string {
  return name.toLowerCase().replaceAll('/', '#');
}
