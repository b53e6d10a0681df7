/**
 * POST /syntax: checks sent source against the active system without writing anything. Each object is
 * laid over the active objects in a throw-away registry view, checked with the syntax rules, and the
 * first error of each sent source part is reported with its line in that part.
 */
import { Objects, Severity, type Issue } from '@abaplint/core';
import type { ActiveRegistry } from './active-registry.js';
import { cachedConfig, syntaxRules, type LanguageVersion, type RuleSetting } from './check-config.js';
import { ddlRuleFindings } from './ddls-rules.js';
import { messageOf, wordOf } from './issue-text.js';
import { checkMessages } from './messages.js';
import { OverlayRegistry } from './overlay-registry.js';
import { checkedObject } from './syntax-objects.js';
import type {
  SyntaxError,
  SyntaxInclude,
  SyntaxObject,
  SyntaxObjectResult,
  SyntaxRequest,
  SyntaxResponse,
  SyntaxWarning,
} from './types.js';

export const SYNTAX_CHECK_TYPES: readonly string[] = ['CLAS', 'INTF', 'PROG', 'DDLS', 'FUGR'];

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
  const results = request.objects.map((object) => {
    try {
      return checkObject(active, object, version);
    } catch (error) {
      const text = checkMessages.checkCouldNotRun(error instanceof Error ? error.message : String(error));
      return result(object.type.toUpperCase(), object.name.toUpperCase(), [{ line: 1, text }], []);
    }
  });
  const failed = results.filter((result) => !result.success).length;
  return {
    success: failed === 0,
    command: 'SYNTAX',
    message: failed === 0 ? checkMessages.allPassed(results.length) : checkMessages.someFailed(failed, results.length),
    results,
  };
}

function checkObject(active: ActiveRegistry, request: SyntaxObject, version: LanguageVersion): SyntaxObjectResult {
  const type = request.type.toUpperCase();
  const name = request.name.toUpperCase();
  if (!SYNTAX_CHECK_TYPES.includes(type)) {
    const text = checkMessages.unsupportedSyntaxType(request.type);
    return result(request.type, request.name, [{ line: 1, text }], [], text);
  }
  const base = active.ready();
  const checked = checkedObject(request, base.getObject(type, name));
  if (!checked) {
    return result(type, name, [{ line: 1, text: checkMessages.fugrModuleMissing }], []);
  }
  const rules = type === 'DDLS' ? { ...syntaxRules(type), ...DDL_WARNING_RULES } : syntaxRules(type);
  const view = new OverlayRegistry(base, cachedConfig(version, rules), [checked.object]).prepare();
  const issues = view.findIssuesOf([checked.object]);

  const errorsByFile = new Map<string, SyntaxError & { column: number }>();
  const warnings: SyntaxWarning[] = [];
  const consider = (file: string, error: SyntaxError & { column: number }) => {
    const first = errorsByFile.get(file);
    if (!first || error.line < first.line || (error.line === first.line && error.column < first.column)) {
      errorsByFile.set(file, error);
    }
  };
  for (const issue of issues) {
    if (issue.getSeverity() !== Severity.Error) {
      if (type === 'DDLS') warnings.push(warningOf(issue));
      continue;
    }
    const file = issue.getFilename().toUpperCase();
    const part = checked.sentParts.get(file);
    const include = type === 'CLAS' ? (part ? CLASS_INCLUDES[part] : 'class_pool') : undefined;
    if (!part && type !== 'CLAS') continue;
    consider(file, {
      line: issue.getStart().getRow(),
      column: issue.getStart().getCol(),
      text: messageOf(issue),
      word: wordOf(checked.object, issue),
      ...(include ? { include } : {}),
    });
  }
  if (checked.object instanceof Objects.DataDefinition) {
    const file = checked.object.findSourceFile();
    for (const finding of ddlRuleFindings(checked.object.getTree())) {
      if (file) consider(file.getFilename().toUpperCase(), { line: finding.row, column: 0, text: finding.message, word: finding.word });
    }
  }
  const errors = [...errorsByFile.values()]
    .sort((a, b) => partOrder(a.include) - partOrder(b.include) || a.line - b.line || a.column - b.column)
    .map(({ column: _column, ...error }) => error);
  return result(type, name, errors, warnings.sort((a, b) => a.line - b.line || a.column - b.column));
}

const PART_ORDER: readonly (SyntaxInclude | undefined)[] = [undefined, 'main', 'locals_def', 'locals_imp', 'testclasses', 'class_pool'];

function partOrder(include: SyntaxInclude | undefined): number {
  return PART_ORDER.indexOf(include);
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
  message = errors.length === 0 ? checkMessages.objectPassed : checkMessages.objectFailed(errors.length),
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
