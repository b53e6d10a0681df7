/**
 * Check variants: named rule configurations for inspect. The built-in ones live here; the system may
 * store more later in the same shape. Every variant runs the syntax rules as well (as errors).
 */
import type { RuleSetting } from './check-config.js';

export interface CheckVariant {
  /** Upper-case name, e.g. DEFAULT. */
  name: string;
  description: string;
  /** abaplint rule key → setting; the severity decides error, warning or info. */
  rules: Record<string, RuleSetting>;
}

const warning = (options: Record<string, unknown> = {}): RuleSetting => ({ severity: 'Warning', ...options });
const info = (options: Record<string, unknown> = {}): RuleSetting => ({ severity: 'Info', ...options });

/** Syntax errors only. */
export const SYNTAX_CHECK_VARIANT: CheckVariant = {
  name: 'SYNTAX_CHECK',
  description: 'Syntax check',
  rules: {},
};

/**
 * EMPTY: the standard checks of an application system without a configured variant: the syntax check
 * and the extended program check's findings (unused data, unreachable code, unhandled exceptions).
 */
export const STANDARD_VARIANT: CheckVariant = {
  name: 'EMPTY',
  description: 'Standard checks',
  rules: {
    unused_variables: warning(),
    unused_types: info(),
    unreachable_code: warning(),
    uncaught_exception: warning(),
    identical_conditions: warning(),
    empty_statement: info(),
  },
};

/** DEFAULT: the curated variant, the standard checks plus quality and robustness rules. */
export const DEFAULT_VARIANT: CheckVariant = {
  name: 'DEFAULT',
  description: 'Curated checks',
  rules: {
    ...STANDARD_VARIANT.rules,
    check_subrc: warning(),
    db_operation_in_loop: warning(),
    obsolete_statement: warning(),
    line_length: info({ length: 120 }),
    select_add_order_by: warning(),
    sql_escape_host_variables: warning(),
    unit_test_assertions: warning(),
  },
};

export const BUILTIN_VARIANTS: readonly CheckVariant[] = [SYNTAX_CHECK_VARIANT, STANDARD_VARIANT, DEFAULT_VARIANT];

/** A request without a variant gets the standard checks. */
export const DEFAULT_VARIANT_NAME = STANDARD_VARIANT.name;

export function builtinVariant(name: string): CheckVariant | undefined {
  const upper = name.toUpperCase();
  return BUILTIN_VARIANTS.find((variant) => variant.name === upper);
}
