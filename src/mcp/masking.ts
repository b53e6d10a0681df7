/**
 * `--mask`: values of personal data are replaced by aliases before they reach the assistant, and the aliases the
 * assistant writes back (a WHERE clause naming one) are replaced by the values before the command runs. An alias is
 * consistent for the life of the server (the same value, the same alias), so the assistant can still join and
 * compare. Masked: in preview rows, the fields whose names match the patterns (by default names, e-mail addresses,
 * IBANs and phone numbers: *NAME*, *MAIL*, *IBAN*, *PHONE*, and --mask-fields), and the debugger's variables whose
 * last component matches them (LS_CUSTOMER-NAME); anywhere in the answers of the data-bearing tools (preview, dumps,
 * runs, the debugger), text that is an e-mail address or an IBAN.
 */
import { defaultMaskedFields } from '../protocol/assistant-server.js';

/** The tools whose answers carry data of the system's users and customers. */
export const maskedTools = new Set([
  'abap_data_preview',
  'abap_dumps_list',
  'abap_dumps_detail',
  'abap_run_class',
  'abap_run_report',
  'abap_debug_run',
  'abap_debug_attach',
  'abap_debug_variables',
  'abap_debug_step',
  'abap_debug_terminate',
]);

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const ibanPattern = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
const aliasPattern = /MASKED_[A-Z]+_\d+(?:@masked\.invalid)?/g;

function globMatcher(patterns: readonly string[]): (name: string) => boolean {
  const expressions = patterns.map((pattern) => new RegExp(`^${pattern.toUpperCase().split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`));
  return (name) => expressions.some((expression) => expression.test(name.toUpperCase()));
}

export class Masker {
  private readonly aliases = new Map<string, string>();
  private readonly values = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  private readonly maskedField: (name: string) => boolean;

  constructor(fields: readonly string[] = defaultMaskedFields) {
    this.maskedField = globMatcher(fields);
  }

  private alias(value: string, kind: string): string {
    const known = this.aliases.get(value);
    if (known) return known;
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    const alias = kind === 'EMAIL' ? `MASKED_EMAIL_${count}@masked.invalid` : `MASKED_${kind}_${count}`;
    this.aliases.set(value, alias);
    this.values.set(alias, value);
    return alias;
  }

  private maskText(text: string): string {
    return text.replace(emailPattern, (found) => this.alias(found, 'EMAIL')).replace(ibanPattern, (found) => this.alias(found, 'IBAN'));
  }

  /** An answer with its personal data replaced by aliases (a copy). */
  maskAnswer(answer: unknown): unknown {
    const walk = (value: unknown, inRows: boolean): unknown => {
      if (typeof value === 'string') return this.maskText(value);
      if (Array.isArray(value)) return value.map((item) => walk(item, inRows));
      if (value === null || typeof value !== 'object') return value;
      const variable = this.maskedVariable(value as Record<string, unknown>);
      if (variable) return variable;
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => {
          // a preview row: field name → value
          if (inRows && typeof field === 'string' && field.trim() !== '' && this.maskedField(key)) return [key, this.alias(field, fieldKind(key))];
          return [key, walk(field, key.toUpperCase() === 'ROWS')];
        }),
      );
    };
    return walk(answer, false);
  }

  /** A debugger variable ({name, value}) whose last name component is a masked field, with its value masked. */
  private maskedVariable(record: Record<string, unknown>): Record<string, unknown> | undefined {
    const { name, value } = record;
    if (typeof name !== 'string' || typeof value !== 'string' || value.trim() === '') return undefined;
    const field = name.split(/-|->|=>/).pop() ?? name;
    if (!this.maskedField(field)) return undefined;
    return { ...record, value: this.alias(value, fieldKind(field)) };
  }

  /** The assistant's arguments with the aliases it names replaced by their values. */
  unmaskArguments<T>(args: T): T {
    const walk = (value: unknown): unknown => {
      if (typeof value === 'string') return value.replace(aliasPattern, (alias) => this.values.get(alias) ?? alias);
      if (Array.isArray(value)) return value.map(walk);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, walk(field)]));
    };
    return walk(args) as T;
  }
}

function fieldKind(field: string): string {
  const name = field.toUpperCase();
  if (name.includes('MAIL')) return 'EMAIL';
  if (name.includes('IBAN')) return 'IBAN';
  if (name.includes('PHONE')) return 'PHONE';
  if (name.includes('NAME')) return 'NAME';
  return 'VALUE';
}
