/**
 * abapdeck's extension route listing the check variants a system has (protocol-notes: "abapdeck's
 * extensions"): POST {base_url}/inspect/variants, body {}, answered with upper-case keys:
 *
 *   { SUCCESS: 'X', COMMAND: 'INSPECT_VARIANTS', DEFAULT_VARIANT: 'EMPTY',
 *     VARIANTS: [{ NAME, DESCRIPTION, CHECKS: [{ RULE, SEVERITY: 'E'|'W'|'I', TITLE }] }] }
 *
 * Every variant also runs the syntax check (its findings are errors); CHECKS lists the syntax rules first.
 */

/** Capability of the route in GET /health. */
export const checkVariantsCapability = 'inspect.variants';

export const CHECK_VARIANTS_PATH = '/inspect/variants';

export type CheckSeverity = 'E' | 'W' | 'I';

export interface VariantCheck {
  /** The rule's key, e.g. unused_variables. */
  rule: string;
  severity: CheckSeverity;
  /** What the rule checks, one line. */
  title: string;
  /** A rule of the syntax check every variant runs. */
  syntax: boolean;
}

export interface CheckVariantInfo {
  name: string;
  description: string;
  checks: VariantCheck[];
}

/** The normalised result (lower case), as the client reads it. */
export interface CheckVariantList {
  success: boolean;
  command: 'INSPECT_VARIANTS';
  /** The variant inspect uses without one. */
  default_variant: string;
  variants: CheckVariantInfo[];
  error: string;
}

/** The wire shape (upper case). */
export interface CheckVariantListAnswer {
  SUCCESS: 'X' | '';
  COMMAND: 'INSPECT_VARIANTS';
  DEFAULT_VARIANT: string;
  VARIANTS: { NAME: string; DESCRIPTION: string; CHECKS: { RULE: string; SEVERITY: CheckSeverity; TITLE: string; SYNTAX: 'X' | '' }[] }[];
  ERROR: string;
}
