/** What the language service reads around its answers: ABAP Doc above a definition, the formatting rules. */
import type { IConfiguration, IRegistry } from '#abaplint/core';
import { checkConfig } from '../checks/check-config.js';
import type { FormattingRules } from '../../protocol/language.js';

/** The ABAP Doc (`"!` lines) right above a 0-based line of a file, without the markers; '' when none. */
export function abapDocAbove(view: IRegistry, fileName: string, line: number): string {
  const rows = view.getFileByName(fileName)?.getRawRows() ?? [];
  const doc: string[] = [];
  for (let row = line - 1; row >= 0; row--) {
    const text = rows[row]!.trim();
    if (!text.startsWith('"!')) break;
    doc.unshift(text.slice(2).trim());
  }
  return doc.join('\n');
}

const configs = new Map<string, IConfiguration>();

/** A configuration with only the formatting rules, as the project's abaplint.json sets them. */
export function formattingConfig(rules: FormattingRules): IConfiguration {
  const key = JSON.stringify([rules.keywordCase ?? 'upper', rules.alignTryCatch ?? false, rules.globalClassSkipFirst ?? false]);
  let config = configs.get(key);
  if (!config) {
    config = checkConfig(
      'standard',
      {
        keyword_case: { severity: 'Error', style: rules.keywordCase ?? 'upper' },
        indentation: { severity: 'Error', alignTryCatch: rules.alignTryCatch ?? false, globalClassSkipFirst: rules.globalClassSkipFirst ?? false },
      },
      '.',
    );
    configs.set(key, config);
  }
  return config;
}
