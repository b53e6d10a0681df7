/**
 * What each check variant checks, for `inspect --list-variants`: the variant's rules with their severity
 * and abaplint's title of each rule, after the syntax rules every variant runs.
 */
import { ArtifactsRules } from '#abaplint/core';
import { SYNTAX_RULE_KEYS, type RuleSeverity } from './check-config.js';
import { BUILTIN_VARIANTS, DEFAULT_VARIANT_NAME, type CheckVariant } from './check-variants.js';
import type { CheckSeverity, CheckVariantListAnswer } from '../../protocol/check-variants.js';

let titles: Map<string, string> | undefined;

function titleOf(rule: string): string {
  titles ??= new Map(ArtifactsRules.getRules().map((known) => [known.getMetadata().key, known.getMetadata().title]));
  return titles.get(rule) ?? rule;
}

const SEVERITY: Record<RuleSeverity, CheckSeverity> = { Error: 'E', Warning: 'W', Info: 'I' };

function describe(variant: CheckVariant): CheckVariantListAnswer['VARIANTS'][number] {
  const syntax = SYNTAX_RULE_KEYS.map((rule) => ({ RULE: rule, SEVERITY: 'E' as const, TITLE: titleOf(rule), SYNTAX: 'X' as const }));
  const own = Object.entries(variant.rules)
    .filter(([rule]) => !SYNTAX_RULE_KEYS.includes(rule))
    .map(([rule, setting]) => ({ RULE: rule, SEVERITY: SEVERITY[setting.severity], TITLE: titleOf(rule), SYNTAX: '' as const }));
  return { NAME: variant.name, DESCRIPTION: variant.description, CHECKS: [...syntax, ...own] };
}

/** The variants of the system (today the built-in ones), as the extension route answers them. */
export function checkVariantList(variants: readonly CheckVariant[] = BUILTIN_VARIANTS): CheckVariantListAnswer {
  return { SUCCESS: 'X', COMMAND: 'INSPECT_VARIANTS', DEFAULT_VARIANT: DEFAULT_VARIANT_NAME, VARIANTS: variants.map(describe), ERROR: '' };
}
