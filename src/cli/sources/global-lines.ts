import { globalStartsFromSource } from '../../client/source-lines.js';
import type { ViewObject } from '../../protocol/reading.js';
import { localClassSource } from './local-class-file.js';

/**
 * Global line numbers for servers that do not send global_start: from the class's main file in the working
 * folder when its lines match the system's sections, else from the developer API's class source.
 */
export async function fillGlobalStarts(
  object: ViewObject,
  cwd: string,
  systemSource: (className: string) => Promise<string[] | undefined>,
): Promise<void> {
  const sections = object.sections ?? [];
  if (object.type !== 'CLAS' || sections.length === 0 || sections.some((s) => s.global_start !== undefined)) return;
  const mainSections = sections.filter((s) => s.lines.length > 0 && !s.file && !['CCDEF', 'CCIMP', 'CCAU'].includes(s.suffix));
  for (const source of [async () => localClassSource(cwd, object.name), () => systemSource(object.name)]) {
    const lines = await source();
    if (!lines) continue;
    const starts = globalStartsFromSource(sections, lines);
    // A local file with edits the system does not have would give wrong numbers: all sections must match.
    if (mainSections.every((s) => starts.has(s))) {
      for (const section of sections) section.global_start = starts.get(section) ?? 0;
      return;
    }
  }
}

