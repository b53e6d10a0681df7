/**
 * Source includes read by name, as where-used, inspect and short dumps report them: the includes of
 * class pools (ZCL_X=========================CM001, …CU, …CCAU), of interface pools (…IU) and of function
 * groups (SAPLZGRP, LZGRPTOP, LZGRPU01 …). The view operation shows them as programs.
 */
import { parseIncludeName } from '../../protocol/includes.js';
import { classSectionInfo, methodSectionDescription, splitSourceLines, type ViewSection } from '../../protocol/reading.js';
import type { ObjectStore, StoredObject } from '../repository/objects.js';
import { mainSourceLayout } from './class-sections.js';
import { readObject } from './object-resolution.js';
import { groupIncludes } from './text-objects.js';

export interface IncludeSource {
  /** Upper-case include name. */
  include: string;
  /** The class, interface or function group holding it. */
  owner: StoredObject;
  section: ViewSection;
}

const LOCAL_PARTS: Record<string, { part: string; suffix: keyof typeof classSectionInfo | 'CCMAC' }> = {
  local_definitions: { part: 'locals_def', suffix: 'CCDEF' },
  local_implementations: { part: 'locals_imp', suffix: 'CCIMP' },
  test_classes: { part: 'testclasses', suffix: 'CCAU' },
  macros: { part: 'macros', suffix: 'CCMAC' },
};

const DEFINITION_KINDS: Record<string, 'CU' | 'CO' | 'CP'> = {
  public_section: 'CU',
  protected_section: 'CO',
  private_section: 'CP',
};

/** The include's source, or undefined when no object of the system holds an include of that name. */
export function readInclude(objects: ObjectStore, name: string): IncludeSource | undefined {
  return readPoolInclude(objects, name) ?? readGroupInclude(objects, name);
}

function readPoolInclude(objects: ObjectStore, include: string): IncludeSource | undefined {
  const parsed = parseIncludeName(include);
  if (!parsed) return undefined;
  const section = (suffix: string, description: string, lines: string[], extra: Partial<ViewSection> = {}): ViewSection => ({
    suffix,
    description,
    method_name: '',
    file: '',
    lines,
    ...extra,
  });
  if (parsed.kind === 'interface_section' || parsed.kind === 'interface_pool') {
    const intf = readObject(objects, 'INTF', parsed.objectName);
    if (!intf) return undefined;
    const lines = splitSourceLines(intf.sources['main'] ?? '');
    return { include, owner: intf, section: section(parsed.suffix, 'Interface Section', lines, { global_start: 1 }) };
  }
  const cls = readObject(objects, 'CLAS', parsed.objectName);
  if (!cls) return undefined;
  const main = splitSourceLines(cls.sources['main'] ?? '');
  const local = LOCAL_PARTS[parsed.kind];
  if (local) {
    const source = cls.sources[local.part];
    const description = local.suffix === 'CCMAC' ? 'Macros' : classSectionInfo[local.suffix].description;
    return {
      include,
      owner: cls,
      section: section(parsed.suffix, description, splitSourceLines(source ?? ''), { file: source === undefined ? '' : local.part, global_start: 0 }),
    };
  }
  if (parsed.kind === 'class_pool') {
    return { include, owner: cls, section: section(parsed.suffix, 'Class Pool', main, { global_start: 1 }) };
  }
  const layout = mainSourceLayout(cls);
  if (parsed.kind === 'method') {
    const method = layout.find((s) => s.kind === 'method' && s.methodNumber === parsed.methodNumber);
    if (!method) return undefined;
    return {
      include,
      owner: cls,
      section: section(parsed.suffix, methodSectionDescription, main.slice(method.startRow - 1, method.endRow), {
        method_name: method.methodName ?? '',
        global_start: method.startRow,
      }),
    };
  }
  const viewSuffix = DEFINITION_KINDS[parsed.kind];
  if (!viewSuffix) return undefined;
  const found = layout.find((s) => s.kind === parsed.kind);
  const lines = found ? main.slice(found.startRow - 1, found.endRow) : [];
  return {
    include,
    owner: cls,
    section: section(parsed.suffix, classSectionInfo[viewSuffix].description, lines, { global_start: found ? found.startRow : 0 }),
  };
}

/**
 * Function group includes: SAPL<group> is the main program; L<group><3 characters> (TOP, U01, F01 …)
 * an include, so the group's name is what lies between the L and the last three characters.
 */
function readGroupInclude(objects: ObjectStore, include: string): IncludeSource | undefined {
  const namespaced = /^(\/[^/]+\/)(.*)$/.exec(include);
  const [namespace, local] = namespaced ? [namespaced[1]!, namespaced[2]!] : ['', include];
  let group: string | undefined;
  if (local.startsWith('SAPL')) group = namespace + local.slice(4);
  else if (local.startsWith('L') && local.length > 4) group = namespace + local.slice(1, -3);
  if (!group) return undefined;
  const owner = readObject(objects, 'FUGR', group);
  if (!owner) return undefined;
  const found = groupIncludes(owner).find((i) => i.include === include);
  // Includes the group's metadata does not list are still found by their file-name spelling.
  const part = found?.part ?? include.toLowerCase().replaceAll('/', '#');
  if (owner.sources[part] === undefined) return undefined;
  return {
    include,
    owner,
    section: {
      suffix: include,
      description: found?.module ? `Function Module ${found.module}` : 'Include',
      method_name: '',
      file: part,
      lines: splitSourceLines(owner.sources[part] ?? ''),
    },
  };
}
