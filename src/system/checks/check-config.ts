/**
 * abaplint configurations of the embedded system: the ABAP language version, which rules run and which
 * names must exist (the error namespace: the customer namespace, so that a standard name the kernel lacks is
 * a kernel gap and not an error — kernel-gaps.ts; or every name in a strict check, as on an application system).
 */
import { Config, type IConfiguration } from '#abaplint/core';

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
  'check_include', // builds a graph of all programs on each run: only for types that can have INCLUDEs
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

const INCLUDING_TYPES = new Set(['PROG', 'FUGR']);

/** The syntax rules as settings; for one object type, only the rules that can find something in it. */
export const syntaxRules = (objectType?: string): Record<string, RuleSetting> =>
  Object.fromEntries(
    SYNTAX_RULE_KEYS.filter((key) => key !== 'check_include' || objectType === undefined || INCLUDING_TYPES.has(objectType)).map((key) => [
      key,
      { severity: 'Error' } satisfies RuleSetting,
    ]),
  );

export function checkConfig(version: LanguageVersion, rules: Readonly<Record<string, RuleSetting>>, namespace: string): Config {
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
        errorNamespace: namespace,
        globalConstants: [],
        globalMacros: [],
      },
      rules: configuredRules,
    }),
  );
}

const configs = new Map<string, IConfiguration>();

/**
 * checkConfig, cached, and with its rule instances made once: abaplint instantiates every rule it knows
 * whenever a run asks for the enabled rules, which a check per request should not pay for. Rules run
 * one after another (initialize, then run), so sharing the instances between runs is safe.
 */
export function cachedConfig(version: LanguageVersion, rules: Readonly<Record<string, RuleSetting>>, namespace: string): IConfiguration {
  const key = `${version}\u0000${namespace}\u0000${JSON.stringify(rules)}`;
  let config = configs.get(key);
  if (!config) {
    config = withReusedRules(checkConfig(version, rules, namespace));
    if (configs.size > 50) configs.clear();
    configs.set(key, config);
  }
  return config;
}

function withReusedRules(config: Config): IConfiguration {
  const enabled = config.getEnabledRules();
  return {
    getEnabledRules: () => enabled,
    get: () => config.get(),
    getGlobal: () => config.getGlobal(),
    getVersion: () => config.getVersion(),
    getRelease: () => config.getRelease(),
    getLanguageVersion: () => config.getLanguageVersion(),
    isOpenABAP: () => config.isOpenABAP(),
    getSyntaxSetttings: () => config.getSyntaxSetttings(),
    readByRule: (rule: string) => config.readByRule(rule),
    readByKey: (rule: string, key: string) => config.readByKey(rule, key),
  };
}
