/**
 * PROG: `<name>.prog.xml` (PROGDIR, DYNPROS, TPOOL …), the main source `<name>.prog.abap` and the flow
 * logic of each dynpro in `<name>.prog.screen_<nnnn>.abap` (source part `screen_<nnnn>`).
 * The program title is the text pool entry with ID R.
 */
import type { AbapObject, GitFile, MetadataRecord, MetadataValue } from '../../objects.js';
import type { ObjectSerializer } from '../serializer.js';
import type { ObjectFiles } from '../object-files.js';
import { structure } from '../schema.js';
import { DYNPROS, PROGDIR } from '../structures/program.js';
import { TPOOL } from '../structures/texts.js';
import { mainXmlFile, readMainXml, readSourceParts, sourcePartFiles, withDefaultText } from '../object-parts.js';

const PROG_PAYLOAD = structure(['PROGDIR', PROGDIR], ['DYNPROS', DYNPROS], 'CUA', ['TPOOL', TPOOL]);

export const progSerializer: ObjectSerializer = {
  type: 'PROG',
  read(files: ObjectFiles): AbapObject {
    const metadata = readMainXml(files, PROG_PAYLOAD);
    return { type: 'PROG', name: files.name, description: programTitle(metadata), metadata, sources: readSourceParts(files) };
  },
  write(object: AbapObject): GitFile[] {
    const metadata = withTitle(withDefaultText(object.metadata, ['PROGDIR', 'NAME'], object.name), object.description);
    return [mainXmlFile('PROG', object.name, metadata, PROG_PAYLOAD), ...sourcePartFiles('PROG', object)];
  },
};

/** The title of a program or function group include: text pool entry R. */
export function programTitle(metadata: MetadataRecord): string {
  const title = titleRow(metadata['TPOOL']);
  return typeof title?.['ENTRY'] === 'string' ? title['ENTRY'] : '';
}

/** The metadata with a title row added when the text pool has none. */
export function withTitle(metadata: MetadataRecord, title: string): MetadataRecord {
  const tpool = metadata['TPOOL'];
  if (title === '' || titleRow(tpool)) return metadata;
  const rows = Array.isArray(tpool) ? tpool : [];
  return { ...metadata, TPOOL: [{ ID: 'R', ENTRY: title, LENGTH: String(title.length) }, ...rows] };
}

function titleRow(tpool: MetadataValue | undefined): MetadataRecord | undefined {
  if (!Array.isArray(tpool)) return undefined;
  return tpool.find((row): row is MetadataRecord => typeof row === 'object' && !Array.isArray(row) && row['ID'] === 'R');
}
