/**
 * POST /inspect: runs a check variant on active objects, all in one rules run, and reports each finding
 * with the include it lies in (sobjname), the method derived from that include, and the include line.
 */
import { Objects, Severity, type IObject, type Issue } from '#abaplint/core';
import type { ActiveRegistry } from './active-registry.js';
import { cachedConfig, syntaxRules } from './check-config.js';
import type { CheckVariant } from './check-variants.js';
import { ddlRuleFindings } from './ddls-rules.js';
import { includePosition, type IncludePosition } from './include-layout.js';
import { messageOf, wordOf } from './issue-text.js';
import { checkMessages } from './messages.js';
import { OverlayRegistry } from './overlay-registry.js';
import type { InspectError, InspectMessage, InspectObject, InspectResult } from './types.js';
import { objectKey } from '../objects.js';

/** What method_name says for includes that are not methods (as the public implementation labels them). */
const SECTION_LABELS: Partial<Record<IncludePosition['kind'], string>> = {
  test_classes: 'UNIT TEST',
  local_definitions: 'LOCAL DEFINITIONS',
  local_implementations: 'LOCAL IMPLEMENTATIONS',
  macros: 'MACROS',
};

interface Finding {
  severity: Severity;
  position: IncludePosition;
  column: number;
  text: string;
  word: string;
}

export function inspect(active: ActiveRegistry, objects: readonly InspectObject[], variant: CheckVariant): InspectResult[] {
  try {
    return inspectObjects(active, objects, variant);
  } catch (error) {
    const text = checkMessages.checkCouldNotRun(error instanceof Error ? error.message : String(error));
    return objects.map(({ type, name }) => failed(type.toUpperCase(), name.toUpperCase(), text));
  }
}

function inspectObjects(active: ActiveRegistry, objects: readonly InspectObject[], variant: CheckVariant): InspectResult[] {
  const base = active.ready();
  const view = new OverlayRegistry(base, cachedConfig('standard', { ...syntaxRules(), ...variant.rules }, active.errorNamespace(false)));
  const found = new Map<string, IObject>();
  for (const { type, name } of objects) {
    const object = base.getObject(type.toUpperCase(), name.toUpperCase());
    if (object && !base.isDependency(object)) found.set(objectKey(type, name), object);
  }
  const findings = new Map<IObject, Finding[]>([...found.values()].map((object) => [object, []]));
  const ownerOfFile = new Map<string, IObject>();
  for (const object of found.values()) for (const file of object.getFiles()) ownerOfFile.set(file.getFilename().toUpperCase(), object);

  for (const issue of view.findIssuesOf(found.values())) {
    const object = ownerOfFile.get(issue.getFilename().toUpperCase());
    if (object) findings.get(object)!.push(findingOf(view, object, issue));
  }
  for (const object of found.values()) {
    if (!(object instanceof Objects.DataDefinition)) continue;
    const file = object.findSourceFile();
    for (const rule of ddlRuleFindings(object.getTree())) {
      findings.get(object)!.push({
        severity: Severity.Error,
        position: includePosition(view, object, file?.getFilename() ?? '', rule.row),
        column: 1,
        text: rule.message,
        word: rule.word,
      });
    }
  }

  return objects.map(({ type, name }) => {
    const object = found.get(objectKey(type, name));
    return object ? resultOf(object, findings.get(object)!) : notFound(type.toUpperCase(), name.toUpperCase());
  });
}

/** The result for a variant that does not exist (shape of the public implementation). */
export function variantNotFound(variant: string): InspectResult[] {
  return [
    {
      success: '',
      object_type: 'VARIANT',
      object_name: variant,
      error_count: 1,
      errors: [{ line: '0', column: '0', text: checkMessages.variantNotFound(variant), word: '', sobjname: '', method_name: '' }],
      warnings: [],
      infos: [],
    },
  ];
}

function findingOf(view: OverlayRegistry, object: IObject, issue: Issue): Finding {
  return {
    severity: issue.getSeverity(),
    position: includePosition(view, object, issue.getFilename(), issue.getStart().getRow()),
    column: issue.getStart().getCol(),
    text: messageOf(issue),
    word: wordOf(object, issue),
  };
}

function resultOf(object: IObject, findings: Finding[]): InspectResult {
  const ordered = [...findings].sort(
    (a, b) =>
      compareText(methodNameOf(a.position), methodNameOf(b.position)) ||
      a.position.line - b.position.line ||
      a.column - b.column,
  );
  const errors: InspectError[] = [];
  const warnings: InspectMessage[] = [];
  const infos: InspectMessage[] = [];
  for (const finding of ordered) {
    const sobjname = finding.position.include;
    const method_name = methodNameOf(finding.position);
    const line = String(finding.position.line);
    if (finding.severity === Severity.Error) {
      errors.push({ line, column: String(finding.column), text: finding.text, word: finding.word, sobjname, method_name });
    } else {
      (finding.severity === Severity.Warning ? warnings : infos).push({ line, message: finding.text, sobjname, method_name });
    }
  }
  return {
    success: errors.length === 0 ? 'X' : '',
    object_type: object.getType(),
    object_name: object.getName(),
    error_count: errors.length,
    errors,
    warnings,
    infos,
  };
}

function notFound(type: string, name: string): InspectResult {
  return failed(type, name, checkMessages.inspectObjectNotFound(type, name));
}

function failed(type: string, name: string, text: string): InspectResult {
  return {
    success: '',
    object_type: type,
    object_name: name,
    error_count: 1,
    errors: [{ line: '1', column: '1', text, word: '', sobjname: name, method_name: '' }],
    warnings: [],
    infos: [],
  };
}

function methodNameOf(position: IncludePosition): string {
  return position.kind === 'method' ? position.methodName : (SECTION_LABELS[position.kind] ?? '');
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

