/**
 * One language task, as the check workers run it (src/system/workers): the operation of a language route over the
 * worker's registry of active objects, or, for ADT's usage snippets, the uses of a name with the text of their
 * lines. A document the system does not know is an answer (`known: false`), not an exception, so the route can
 * answer it in its own shape.
 */
import type { LanguageEngine } from './engine.js';
import type { LanguageLocation, LanguageOperation, LanguageRouteBody } from '../../protocol/language.js';
import { objectFromFileName } from '../../protocol/filenames.js';

/** The JSON route's operations, and the uses of a name with their lines (ADT's usage snippets). */
export type LanguageTaskOperation = LanguageOperation | 'usage-lines';

export interface LanguageTask {
  operation: LanguageTaskOperation;
  input: LanguageRouteBody;
}

export type LanguageTaskAnswer = { known: false } | { known: true; result: unknown };

/** A use of a name with the text of its line (`usage-lines`). */
export interface UsageLine extends LanguageLocation {
  text: string;
}

const WHOLE_DOCUMENT = { start: { line: 0, character: 0 }, end: { line: 1_000_000, character: 0 } };

export function answerLanguage(language: LanguageEngine, { operation, input }: LanguageTask): LanguageTaskAnswer {
  if (operation !== 'workspace-symbols' && !language.knows(input)) return { known: false };
  return { known: true, result: resultOf(language, operation, input) };
}

function resultOf(language: LanguageEngine, operation: LanguageTaskOperation, input: LanguageRouteBody): unknown {
  switch (operation) {
    case 'definition':
      return language.definition(input) ?? null;
    case 'implementation':
      return language.implementation(input);
    case 'references':
      return language.references(input);
    case 'highlight':
      return language.highlight(input);
    case 'hover':
      return language.hover(input) ?? null;
    case 'symbols':
      return language.symbols(input);
    case 'workspace-symbols':
      return language.workspaceSymbols(input.query ?? '', input.files);
    case 'prepare-rename':
      return language.prepareRename(input);
    case 'rename':
      return language.rename(input, input.newName!);
    case 'code-actions':
      return language.codeActions(input, input.range ?? (input.position ? { start: input.position, end: input.position } : WHOLE_DOCUMENT));
    case 'diagnostics':
      return language.diagnostics(input);
    case 'formatting':
      return language.formatting(input, input.rules);
    case 'completion':
      return language.completion(input);
    case 'usage-lines':
      return usageLines(language, input);
  }
}

/** The uses of the name at the position, or of the class or interface the document defines when none is given. */
function usageLines(language: LanguageEngine, input: LanguageRouteBody): UsageLine[] {
  const type = objectFromFileName(input.document)?.type;
  const position = input.position ?? (type === 'CLAS' || type === 'INTF' ? language.definitionNamePosition(input.document) : undefined);
  if (!position) return [];
  return language.references({ ...input, position }).map((place) => ({ ...place, text: language.lineOf(place.uri, place.range.start.line) }));
}
