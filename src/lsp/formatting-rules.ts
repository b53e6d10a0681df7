/** The formatting options of the project's abaplint.json (keyword_case's style, indentation's options). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormattingRules } from '../protocol/language.js';

export function formattingRulesOf(root: string): FormattingRules {
  let config: { rules?: Record<string, unknown> };
  try {
    config = JSON.parse(readFileSync(join(root, 'abaplint.json'), 'utf8')) as typeof config;
  } catch {
    return {};
  }
  const keywordCase = config.rules?.['keyword_case'] as { style?: string } | undefined;
  const indentation = config.rules?.['indentation'] as { alignTryCatch?: boolean; globalClassSkipFirst?: boolean } | undefined;
  return {
    ...(keywordCase?.style === 'lower' || keywordCase?.style === 'upper' ? { keywordCase: keywordCase.style } : {}),
    ...(typeof indentation?.alignTryCatch === 'boolean' ? { alignTryCatch: indentation.alignTryCatch } : {}),
    ...(typeof indentation?.globalClassSkipFirst === 'boolean' ? { globalClassSkipFirst: indentation.globalClassSkipFirst } : {}),
  };
}
