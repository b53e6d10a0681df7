/**
 * POST /syntax: checks sent source against the active system without writing anything. The sent objects
 * are laid over the active objects together in a throw-away registry view and checked with the syntax
 * rules; every error of a sent source part is reported with its line in that part, root causes first,
 * and error_count is the full count (as the pull's activation check reports them).
 */
import { ABAPObject, Objects, Severity, type Issue } from '#abaplint/core';
import type { ActiveRegistry } from './active-registry.js';
import { cachedConfig, syntaxRules, type LanguageVersion, type RuleSetting } from './check-config.js';
import { ddlRuleFindings } from './ddls-rules.js';
import { enhancementObject, type EnhancementPlacement } from './enhancement-check.js';
import { fixedPointText, strictOpenSqlFindings } from './fixed-point.js';
import { messageOf, wordOf } from './issue-text.js';
import { checkMessages } from './messages.js';
import { messages } from '../../protocol/messages.js';
import { OverlayRegistry } from './overlay-registry.js';
import { checkedObject, type CheckedObject } from './syntax-objects.js';
import { gapsOf, type KernelGap } from './kernel-gaps.js';
import { KERNEL_GAP, kernelGapMessages } from '../../protocol/kernel-gaps.js';
import { ErrorRank, localDeclarations, rankOf, rootCausesFirst } from './root-causes.js';
import type {
  SyntaxError,
  SyntaxInclude,
  SyntaxObject,
  SyntaxObjectResult,
  SyntaxRequest,
  SyntaxResponse,
  SyntaxWarning,
} from './types.js';

export const SYNTAX_CHECK_TYPES: readonly string[] = ['CLAS', 'INTF', 'PROG', 'DDLS', 'FUGR', 'ENHO'];

/** DDL sources also get warnings; a DDIC-based view (define view) is obsolete. */
const DDL_WARNING_RULES: Record<string, RuleSetting> = { cds_legacy_view: { severity: 'Warning' } };

const CLASS_INCLUDES: Record<string, SyntaxInclude> = {
  main: 'main',
  locals_def: 'locals_def',
  locals_imp: 'locals_imp',
  testclasses: 'testclasses',
};

export function languageVersionOf(uccheck: string | undefined): LanguageVersion {
  return uccheck === '5' ? 'cloud' : 'standard';
}

export function syntaxCheck(active: ActiveRegistry, request: SyntaxRequest): SyntaxResponse {
  if (request.objects.length === 0) {
    return { success: false, command: 'SYNTAX', message: checkMessages.noSyntaxObjects, results: [] };
  }
  const version = languageVersionOf(request.uccheck);
  const results = checkTogether(active, request.objects, version, request.strict === true);
  const failed = results.filter((result) => !result.success).length;
  return {
    success: failed === 0,
    command: 'SYNTAX',
    message: failed === 0 ? messages.allObjectsPassedSyntax(results.length) : messages.objectsHaveSyntaxErrors(failed, results.length),
    results,
  };
}

interface Prepared {
  request: SyntaxObject;
  type: string;
  name: string;
  checked: CheckedObject;
  /** ENHO: where the enhancement's lines sit in the object it enhances. */
  placement?: EnhancementPlacement;
}

/**
 * The objects of one request are laid over the active objects together, so that objects sent together
 * see each other (two new classes that are each other's friends). When that joint check cannot run,
 * each object is checked alone, so one object that breaks the checker does not take down the others.
 */
function checkTogether(active: ActiveRegistry, objects: readonly SyntaxObject[], version: LanguageVersion, strict: boolean): SyntaxObjectResult[] {
  const base = active.ready();
  const namespace = active.errorNamespace(strict, objects.map((object) => object.name));
  const results: (SyntaxObjectResult | Prepared)[] = objects.map((request) => {
    const type = request.type.toUpperCase();
    const name = request.name.toUpperCase();
    if (!SYNTAX_CHECK_TYPES.includes(type)) {
      const text = messages.unsupportedSyntaxType(request.type);
      return result(request.type, request.name, [{ line: 1, text }], [], text);
    }
    try {
      if (type === 'ENHO') {
        const enhancement = enhancementObject(request.source, base);
        if ('error' in enhancement) return result(type, name, [{ line: 1, text: enhancement.error }], []);
        return { request, type, name, checked: enhancement.checked, placement: enhancement.placement };
      }
      const checked = checkedObject(request, base.getObject(type, name));
      if (!checked) return result(type, name, [{ line: 1, text: checkMessages.fugrModuleMissing }], []);
      return { request, type, name, checked };
    } catch (error) {
      return couldNotRun(type, name, error);
    }
  });
  const prepared = results.filter((entry): entry is Prepared => 'checked' in entry);
  // an object sent more than once (function modules of one group) is checked once per sending, alone
  const keyOf = (entry: Prepared) => `${entry.type} ${entry.name}`;
  const sendings = new Map<string, number>();
  for (const entry of prepared) sendings.set(keyOf(entry), (sendings.get(keyOf(entry)) ?? 0) + 1);
  const together = prepared.filter((entry) => sendings.get(keyOf(entry)) === 1);
  let issues: readonly Issue[] | undefined;
  let jointView: OverlayRegistry | undefined;
  if (together.length > 0) {
    try {
      const overlays = together.map((entry) => entry.checked.object);
      jointView = new OverlayRegistry(base, cachedConfig(version, rulesFor(together.map((entry) => entry.checked.object.getType())), namespace), overlays).prepare();
      issues = jointView.findIssuesOf(overlays);
    } catch {
      issues = undefined;
    }
  }
  const issuesOf = (entry: Prepared): { issues: readonly Issue[]; gaps: KernelGap[] } => {
    if (issues && jointView && together.includes(entry)) {
      const files = new Set(entry.checked.object.getFiles().map((file) => file.getFilename().toUpperCase()));
      return { issues: issues.filter((issue) => files.has(issue.getFilename().toUpperCase())), gaps: strict ? [] : gapsOf(entry.checked.object, jointView) };
    }
    const view = new OverlayRegistry(base, cachedConfig(version, rulesFor([entry.checked.object.getType()]), namespace), [entry.checked.object]).prepare();
    return { issues: view.findIssuesOf([entry.checked.object]), gaps: strict ? [] : gapsOf(entry.checked.object, view) };
  };
  const found = new Map<Prepared, { issues: readonly Issue[]; gaps: KernelGap[] }>();
  for (const entry of prepared) {
    try {
      found.set(entry, issuesOf(entry));
    } catch (error) {
      results[results.indexOf(entry)] = couldNotRun(entry.type, entry.name, error);
    }
  }
  const failedObjects = new Set([...found].filter(([, list]) => list.issues.some((issue) => issue.getSeverity() === Severity.Error)).map(([entry]) => entry.name));
  for (const [entry, list] of found) results[results.indexOf(entry)] = resultOf(entry, list.issues, list.gaps, failedObjects);
  return results as SyntaxObjectResult[];
}

function couldNotRun(type: string, name: string, error: unknown): SyntaxObjectResult {
  const text = checkMessages.checkCouldNotRun(error instanceof Error ? error.message : String(error));
  return result(type, name, [{ line: 1, text }], []);
}

/** The syntax rules that can find something in the given object types (with the DDL warnings when a DDLS is among them). */
function rulesFor(types: readonly string[]): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = {};
  for (const type of new Set(types)) Object.assign(rules, syntaxRules(type), type === 'DDLS' ? DDL_WARNING_RULES : {});
  return rules;
}

type RankedError = SyntaxError & { column: number; rank: ErrorRank; part: number };

/**
 * Every error of the sent parts, root causes first (see root-causes.ts), then by part, line and column;
 * error_count is the full count.
 */
function resultOf({ request, type, name, checked, placement }: Prepared, issues: readonly Issue[], gaps: readonly KernelGap[], failedObjects: ReadonlySet<string>): SyntaxObjectResult {
  const errors: RankedError[] = [];
  const warnings: SyntaxWarning[] = [];
  const context = { owner: name, failedObjects, localNames: localDeclarations(checked.object.getFiles().map((file) => file.getRaw())) };
  const seen = new Set<string>();
  const add = (error: RankedError) => {
    const key = `${error.include ?? ''}\u0000${error.line}\u0000${error.column}\u0000${error.text}`;
    if (seen.has(key)) return;
    seen.add(key);
    errors.push(error);
  };
  for (const issue of issues) {
    if (issue.getSeverity() !== Severity.Error) {
      if (type === 'DDLS') warnings.push(warningOf(issue));
      continue;
    }
    const file = issue.getFilename().toUpperCase();
    if (placement) {
      // an enhancement: only its own lines, numbered as in its file
      const line = issue.getStart().getRow() - placement.firstLine + 1;
      if (file !== placement.file || line < 1 || line > placement.lineCount) continue;
      add({ line, column: issue.getStart().getCol(), text: messageOf(issue), word: wordOf(checked.object, issue), rank: rankOf(issue, context), part: 0 });
      continue;
    }
    const part = checked.sentParts.get(file);
    const include = includeOf(request, type, part);
    if (!part && type !== 'CLAS') continue;
    add({
      line: issue.getStart().getRow(),
      column: issue.getStart().getCol(),
      text: messageOf(issue),
      word: wordOf(checked.object, issue),
      ...(include ? { include } : {}),
      rank: rankOf(issue, context),
      part: partOrderOf(type, include),
    });
  }
  if (lacksFixedPoint(request) && checked.object instanceof ABAPObject) {
    const sent = checked.object.getABAPFiles().filter((file) => checked.sentParts.has(file.getFilename().toUpperCase()));
    for (const finding of strictOpenSqlFindings(sent)) {
      const part = checked.sentParts.get(finding.filename.toUpperCase());
      const include = includeOf(request, type, part);
      add({ line: finding.row, column: finding.column, text: fixedPointText, word: '@', ...(include ? { include } : {}), rank: ErrorRank.cause, part: partOrderOf(type, include) });
    }
  }
  if (checked.object instanceof Objects.DataDefinition) {
    for (const finding of ddlRuleFindings(checked.object.getTree())) {
      add({ line: finding.row, column: 0, text: finding.message, word: finding.word, rank: ErrorRank.cause, part: 0 });
    }
  }
  for (const gap of gaps) {
    const file = gap.file.toUpperCase();
    let line = gap.line;
    if (placement) {
      line = gap.line - placement.firstLine + 1;
      if (file !== placement.file || line < 1 || line > placement.lineCount) continue;
    }
    const part = checked.sentParts.get(file);
    if (!placement && !part && type !== 'CLAS') continue;
    const include = placement ? undefined : includeOf(request, type, part);
    warnings.push({ line, text: kernelGapMessages.warning(gap.name), severity: 'W', code: KERNEL_GAP, name: gap.name, ...(include ? { include } : {}) });
  }
  errors.sort((a, b) => a.part - b.part || a.line - b.line || a.column - b.column);
  const ordered = rootCausesFirst(errors).map(({ column: _column, rank: _rank, part: _part, ...error }) => error);
  return result(type, name, ordered, warnings.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0)));
}

/** A class, program or function group sent with fixpt other than X (a request without fixpt says nothing of it). */
function lacksFixedPoint(request: SyntaxObject): boolean {
  return ['CLAS', 'PROG', 'FUGR'].includes(request.type.toUpperCase()) && request.fixpt !== undefined && request.fixpt.toUpperCase() !== 'X';
}

const PART_ORDER: readonly (SyntaxInclude | undefined)[] = [undefined, 'main', 'locals_def', 'locals_imp', 'testclasses', 'class_pool'];

function partOrder(include: SyntaxInclude | undefined): number {
  return PART_ORDER.indexOf(include);
}

/** Where an error lies: a class's part; for a function group the sent module or include, lower case (the public CLI builds the file name from it). */
function includeOf(request: SyntaxObject, type: string, part: string | undefined): string | undefined {
  if (type === 'CLAS') return part ? CLASS_INCLUDES[part] : 'class_pool';
  return type === 'FUGR' ? request.fugr_include_name?.toLowerCase() : undefined;
}

/** Errors of a class sort by its parts; other objects have one. */
function partOrderOf(type: string, include: string | undefined): number {
  return type === 'CLAS' ? partOrder(include as SyntaxInclude | undefined) : 0;
}

function warningOf(issue: Issue): SyntaxWarning {
  return {
    line: issue.getStart().getRow(),
    column: issue.getStart().getCol(),
    text: messageOf(issue),
    severity: issue.getSeverity() === Severity.Info ? 'I' : 'W',
  };
}

function result(
  type: string,
  name: string,
  errors: SyntaxError[],
  warnings: SyntaxWarning[],
  message = errors.length === 0 ? messages.syntaxCheckPassed : messages.syntaxCheckFailed(errors.length),
): SyntaxObjectResult {
  return {
    object_type: type,
    object_name: name,
    success: errors.length === 0,
    error_count: errors.length,
    warning_count: warnings.length,
    errors,
    warnings,
    message,
  };
}
