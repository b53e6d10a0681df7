import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { boundCount, workLimits } from '../work-limits.js';
import { formatType } from '../../system/objects.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import { INSPECT_VARIANT_RESULT_TYPE, InspectRequest, type InspectResult } from '../../protocol/checks.js';

const body = InspectRequest;

/**
 * POST /inspect: all files in one call, one result per object in the order of the files (the files of
 * one object give one result), always as an array (src/protocol/checks.ts). A file name that maps to no
 * object gets a result of its own carrying the client's text for it.
 */
export function inspectRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/inspect', { schema: { body }, config: { command: 'INSPECT', authorization: requires.developDisplay } }, async (request): Promise<InspectResult[]> => {
    boundCount('files', request.body.files.length, workLimits.inspectFilesPerRequest);
    const entries = inspectEntries(request.body.files);
    const objects = entries.flatMap((entry) => ('invalid' in entry ? [] : [entry]));
    const inspected = objects.length > 0 || entries.length === 0 ? await system.checkWorkers.inspect(objects.map(({ type, name }) => ({ type, name })), request.body.variant) : [];
    // An unknown variant answers the whole call with one result.
    if (inspected[0]?.object_type === INSPECT_VARIANT_RESULT_TYPE) return inspected;
    let next = 0;
    return entries.map((entry) => ('invalid' in entry ? invalidFile(entry.invalid) : inspected[next++]!));
  });
}

type Entry = { type: string; name: string } | { invalid: string };

function inspectEntries(files: readonly string[]): Entry[] {
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const file of files) {
    const ref = objectFromFileName(file.trim());
    if (!ref) {
      entries.push({ invalid: file });
      continue;
    }
    // Structures are TABL objects in the registry, as in their files.
    const type = formatType(ref.type);
    const key = `${type} ${ref.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({ type, name: ref.name });
  }
  return entries;
}

function invalidFile(file: string): InspectResult {
  const text = messages.invalidFileFormat(file);
  return {
    success: '',
    object_type: '',
    object_name: file,
    error_count: 1,
    errors: [{ line: '0', column: '0', text, word: '', sobjname: '', method_name: '' }],
    warnings: [],
    infos: [],
  };
}
