/**
 * abapdeck's extension route listing the check variants a system has (protocol-notes: "abapdeck's
 * extensions"): POST {base_url}/inspect/variants, body {}, answered with upper-case keys:
 *
 *   { SUCCESS: 'X', COMMAND: 'INSPECT_VARIANTS', DEFAULT_VARIANT: 'EMPTY',
 *     VARIANTS: [{ NAME, DESCRIPTION, CHECKS: [{ RULE, SEVERITY: 'E'|'W'|'I', TITLE }] }] }
 *
 * Every variant also runs the syntax check (its findings are errors); CHECKS lists the syntax rules first.
 */
import { Type, type Static } from './wire-schema.js';

/** Capability of the route in GET /health. */
export const checkVariantsCapability = 'inspect.variants';

export const CHECK_VARIANTS_PATH = '/inspect/variants';

/** E, W or I; anything else reads as E. */
const CheckSeveritySchema = Type.Union([Type.Literal('E'), Type.Literal('W'), Type.Literal('I')]);
export type CheckSeverity = Static<typeof CheckSeveritySchema>;

export const VariantCheck = Type.Object({
  /** The rule's key, e.g. unused_variables. */
  rule: Type.String(),
  severity: CheckSeveritySchema,
  /** What the rule checks, one line. */
  title: Type.String(),
  /** A rule of the syntax check every variant runs. */
  syntax: Type.Boolean(),
});
export type VariantCheck = Static<typeof VariantCheck>;

export const CheckVariantInfo = Type.Object({
  name: Type.String(),
  description: Type.String(),
  checks: Type.Array(VariantCheck),
});
export type CheckVariantInfo = Static<typeof CheckVariantInfo>;

/** The result as the client reads it (lower case, flags as booleans), from either spelling. */
export const CheckVariantList = Type.Object({
  success: Type.Boolean(),
  command: Type.Literal('INSPECT_VARIANTS'),
  /** The variant inspect uses without one. */
  default_variant: Type.String(),
  variants: Type.Array(CheckVariantInfo),
  error: Type.String(),
});
export type CheckVariantList = Static<typeof CheckVariantList>;

/** The wire shape (upper case). */
export interface CheckVariantListAnswer {
  SUCCESS: 'X' | '';
  COMMAND: 'INSPECT_VARIANTS';
  DEFAULT_VARIANT: string;
  VARIANTS: { NAME: string; DESCRIPTION: string; CHECKS: { RULE: string; SEVERITY: CheckSeverity; TITLE: string; SYNTAX: 'X' | '' }[] }[];
  ERROR: string;
}
