/**
 * abaplint configurations of the embedded system: the ABAP language version and which rules run.
 * Every name must exist in the system (errorNamespace matches all names), so a reference to something
 * that exists nowhere is an error, as on an application system.
 */
import { Config } from '@abaplint/core';

/** 'standard' is uccheck 'X', 'cloud' is uccheck '5' (ABAP for Cloud Development). */
export type LanguageVersion = 'standard' | 'cloud';

export type RuleSeverity = 'Error' | 'Warning' | 'Info';

/** A rule's settings as in an abaplint.json rules section: severity plus rule-specific options. */
export interface RuleSetting {
  severity: RuleSeverity;
  [option: string]: unknown;
}

/**
 * The rules whose findings a compiler reports as syntax errors: parser errors, unresolved names and
 * types, broken class structure. Style and quality rules belong to check variants.
 */
export const SYNTAX_RULE_KEYS: readonly string[] = [
  'parser_error',
  'parser_bad_exceptions',
  'check_syntax',
  'unknown_types',
  'begin_end_names',
  'check_include',
  'implement_methods',
  'method_implemented_twice',
  'mix_returning',
  'superclass_final',
  'identical_form_names',
  'global_class',
  'cds_parser_error',
  'cds_check_syntax',
  'check_ddic',
];

export const syntaxRules = (): Record<string, RuleSetting> =>
  Object.fromEntries(SYNTAX_RULE_KEYS.map((key) => [key, { severity: 'Error' } satisfies RuleSetting]));

export function checkConfig(version: LanguageVersion, rules: Readonly<Record<string, RuleSetting>>): Config {
  const base = Config.getDefault().get();
  const defaults = base.rules as Record<string, Record<string, unknown>>;
  const configuredRules: Record<string, Record<string, unknown>> = {};
  for (const [key, setting] of Object.entries(rules)) {
    // rules unknown to this abaplint version are left out, as abaplint would reject the whole config
    if (defaults[key] === undefined) continue;
    configuredRules[key] = { ...defaults[key], ...setting };
  }
  return new Config(
    JSON.stringify({
      global: { ...base.global, files: '/**/*.*', exclude: [], noIssues: [] },
      dependencies: [],
      syntax: {
        version: { release: 'Newest', language: version === 'cloud' ? 'Cloud' : 'Normal' },
        errorNamespace: '.',
        globalConstants: [],
        globalMacros: [],
      },
      rules: configuredRules,
    }),
  );
}

const configs = new Map<string, Config>();

/** checkConfig, cached: a Config parses its JSON and instantiates its rules, a request should not pay for that. */
export function cachedConfig(version: LanguageVersion, rules: Readonly<Record<string, RuleSetting>>): Config {
  const key = `${version}\u0000${JSON.stringify(rules)}`;
  let config = configs.get(key);
  if (!config) {
    config = checkConfig(version, rules);
    if (configs.size > 50) configs.clear();
    configs.set(key, config);
  }
  return config;
}
