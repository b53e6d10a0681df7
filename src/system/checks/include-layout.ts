/**
 * Where a position of an object's source lies in the includes an application system would hold it in.
 *
 * A class's main source splits into CU (from CLASS … DEFINITION to the line before the next section),
 * CO (PROTECTED SECTION …), CI (PRIVATE SECTION … ENDCLASS), one CM### include per METHOD … ENDMETHOD
 * block, and CP for every other line (CLASS … IMPLEMENTATION, ENDCLASS, lines between). Line numbers are
 * relative to the include: the first line of a section or METHOD statement is line 1; CP keeps the line
 * of the main source. Local definitions, local implementations, test classes and macros are CCDEF,
 * CCIMP, CCAU, CCMAC with their own line numbers.
 *
 * Method numbering (CM001, CM002 … in base 36): the methods the class declares, in declaration order,
 * then the implemented methods it does not declare itself (interface methods), in the order of their
 * METHOD blocks. Only implemented methods get a number, so abstract methods take none.
 */
import {
  ABAPFile,
  ABAPParser,
  Expressions,
  MemoryFile,
  Objects,
  Statements,
  Structures,
  type IObject,
  type IRegistry,
  type Nodes,
} from '#abaplint/core';
import { classPoolName, includeName, interfacePoolName, methodIncludeSuffix } from '../../protocol/includes.js';
import { sourcePartOfFile } from './abaplint-files.js';
import { classPartFileName } from '../../protocol/object-files.js';

export type IncludeKind =
  | 'public_section'
  | 'protected_section'
  | 'private_section'
  | 'class_pool'
  | 'method'
  | 'local_definitions'
  | 'local_implementations'
  | 'test_classes'
  | 'macros'
  | 'interface_section'
  | 'program'
  | 'function_module'
  | 'ddl_source';

export interface IncludeSection {
  include: string;
  kind: IncludeKind;
  /** Rows of the main source file, 1-based, inclusive. */
  startRow: number;
  endRow: number;
  /** Upper-case method name (CM### includes), e.g. ZIF_X~RUN. */
  methodName?: string;
  methodNumber?: number;
}

export interface ClassLayout {
  className: string;
  sections: IncludeSection[];
}

export interface IncludePosition {
  /** Include name (sobjname), e.g. ZCL_X=========================CM001. */
  include: string;
  kind: IncludeKind;
  /** Line within the include. */
  line: number;
  /** Upper-case method name for method includes, else ''. */
  methodName: string;
  /** Main program, e.g. the class pool ZCL_X=========================CP. */
  program: string;
}

const layouts = new WeakMap<ABAPFile, ClassLayout>();

/** The include sections of a global class's main source file. */
export function classLayout(className: string, main: ABAPFile): ClassLayout {
  const cached = layouts.get(main);
  if (cached) return cached;
  const name = className.toUpperCase();
  const sections: IncludeSection[] = [];
  const structure = main.getStructure();
  const definition = structure?.findFirstStructure(Structures.ClassDefinition);
  if (definition) {
    // CU starts at CLASS … DEFINITION; CO and CI start at their SECTION statements
    const protectedSection = definition.findDirectStructure(Structures.ProtectedSection);
    const privateSection = definition.findDirectStructure(Structures.PrivateSection);
    const starts = [
      { kind: 'public_section' as const, suffix: 'CU', startRow: rowOf(definition, 'first') },
      ...(protectedSection ? [{ kind: 'protected_section' as const, suffix: 'CO', startRow: rowOf(protectedSection, 'first') }] : []),
      ...(privateSection ? [{ kind: 'private_section' as const, suffix: 'CI', startRow: rowOf(privateSection, 'first') }] : []),
    ];
    const definitionEnd = rowOf(definition, 'last');
    starts.forEach((section, index) => {
      sections.push({
        include: includeName(name, section.suffix),
        kind: section.kind,
        startRow: section.startRow,
        endRow: (starts[index + 1]?.startRow ?? definitionEnd + 1) - 1,
      });
    });
  }
  const methods = structure?.findFirstStructure(Structures.ClassImplementation)?.findAllStructures(Structures.Method) ?? [];
  const implemented = methods.map((node) => ({
    name: node.findFirstStatement(Statements.MethodImplementation)?.findFirstExpression(Expressions.MethodName)?.concatTokens().toUpperCase() ?? '',
    node,
  }));
  const declared = [...(main.getInfo().listClassDefinitions().find((d) => d.name.toUpperCase() === name)?.methods ?? [])]
    .sort((a, b) => a.identifier.getStart().getRow() - b.identifier.getStart().getRow() || a.identifier.getStart().getCol() - b.identifier.getStart().getCol())
    .map((method) => method.name.toUpperCase());
  const order = [
    ...declared.filter((method) => implemented.some((i) => i.name === method)),
    ...implemented.map((i) => i.name).filter((method) => !declared.includes(method)),
  ];
  for (const method of implemented) {
    const methodNumber = order.indexOf(method.name) + 1;
    sections.push({
      include: includeName(name, methodIncludeSuffix(methodNumber)),
      kind: 'method',
      startRow: rowOf(method.node, 'first'),
      endRow: rowOf(method.node, 'last'),
      methodName: method.name,
      methodNumber,
    });
  }
  sections.sort((a, b) => a.startRow - b.startRow);
  const layout = { className: name, sections };
  layouts.set(main, layout);
  return layout;
}

/** The include sections of a global class, from the text of its main source. */
export function classLayoutOfSource(className: string, mainSource: string): ClassLayout {
  const file = new ABAPParser().parse([new MemoryFile(classPartFileName(className, 'main'), mainSource)]).output[0];
  return file ? classLayout(className, file) : { className: className.toUpperCase(), sections: [] };
}

/** The include, include line and main program of a row of one of an object's files. */
export function includePosition(registry: IRegistry, object: IObject, filename: string, row: number): IncludePosition {
  const name = object.getName().toUpperCase();
  const part = sourcePartOfFile(filename);
  if (object instanceof Objects.Class) {
    const program = classPoolName(name);
    const local = LOCAL_INCLUDES[part ?? ''];
    if (local) return { include: includeName(name, local.suffix), kind: local.kind, line: row, methodName: '', program };
    const main = object.getMainABAPFile();
    if (part === 'main' && main) {
      const section = classLayout(name, main).sections.find((s) => row >= s.startRow && row <= s.endRow);
      if (section) {
        return {
          include: section.include,
          kind: section.kind,
          line: row - section.startRow + 1,
          methodName: section.methodName ?? '',
          program,
        };
      }
    }
    return { include: program, kind: 'class_pool', line: row, methodName: '', program };
  }
  if (object instanceof Objects.Interface) {
    return { include: includeName(name, 'IU'), kind: 'interface_section', line: row, methodName: '', program: interfacePoolName(name) };
  }
  if (object instanceof Objects.FunctionGroup) {
    return functionGroupPosition(object, part ?? '', row);
  }
  if (object instanceof Objects.Program) {
    // positions inside an INCLUDE carry the include program's file name
    const file = registry.getFileByName(filename);
    const owner = file ? registry.findObjectForFile(file) : undefined;
    const include = owner && owner !== object ? owner.getName().toUpperCase() : name;
    return { include, kind: 'program', line: row, methodName: '', program: name };
  }
  return { include: name, kind: object.getType() === 'DDLS' ? 'ddl_source' : 'program', line: row, methodName: '', program: name };
}

const LOCAL_INCLUDES: Record<string, { suffix: string; kind: IncludeKind }> = {
  locals_def: { suffix: 'CCDEF', kind: 'local_definitions' },
  locals_imp: { suffix: 'CCIMP', kind: 'local_implementations' },
  testclasses: { suffix: 'CCAU', kind: 'test_classes' },
  macros: { suffix: 'CCMAC', kind: 'macros' },
};

/** Main program of a function group: SAPL<group>, or /NS/SAPL<rest> for a namespaced group. */
export function functionPoolName(group: string): string {
  return prefixedGroupName(group, 'SAPL', '');
}

function prefixedGroupName(group: string, prefix: string, suffix: string): string {
  const upper = group.toUpperCase();
  const namespaced = /^(\/[^/]+\/)(.*)$/.exec(upper);
  return namespaced ? `${namespaced[1]}${prefix}${namespaced[2]}${suffix}` : `${prefix}${upper}${suffix}`;
}

/**
 * Function modules live in includes L<group>U01, U02 … numbered in the order of the group's function
 * modules; other includes keep their names.
 */
function functionGroupPosition(group: Objects.FunctionGroup, part: string, row: number): IncludePosition {
  const program = functionPoolName(group.getName());
  let modules: string[] = [];
  try {
    modules = group.getModules().map((module) => module.getName().toUpperCase());
  } catch {
    modules = [];
  }
  const partName = part.toUpperCase().replace(/#/g, '/');
  const moduleIndex = modules.indexOf(partName);
  if (moduleIndex >= 0) {
    const include = prefixedGroupName(group.getName(), 'L', `U${String(moduleIndex + 1).padStart(2, '0')}`);
    return { include, kind: 'function_module', line: row, methodName: '', program };
  }
  return { include: partName || program, kind: 'program', line: row, methodName: '', program };
}

function rowOf(node: Nodes.StructureNode, which: 'first' | 'last'): number {
  return which === 'first' ? node.getFirstToken().getStart().getRow() : node.getLastToken().getEnd().getRow();
}
