/**
 * FUGR: `<group>.fugr.xml` (AREAT, INCLUDES, FUNCTIONS …), one `<group>.fugr.<include>.abap` and
 * `<group>.fugr.<include>.xml` per include and one `<group>.fugr.<module>.abap` per function module.
 *
 * Source parts are keyed by the lower-case name used in the file name. The include XMLs (PROGDIR inside
 * the bare `<abapGit version="v1.0.0">` root) are kept in `metadata['#includes']`, keyed by upper-case
 * include name; a key starting with '#' can never be an XML element of the main file.
 */
import type { AbapObject, GitFile, MetadataRecord } from '../../objects.js';
import { fileNameForObject } from '../../../protocol/filenames.js';
import type { ObjectSerializer } from '../serializer.js';
import type { ObjectFiles } from '../object-files.js';
import { structure, table, textTable } from '../schema.js';
import { DYNPROS, PROGDIR } from '../structures/program.js';
import { TPOOL } from '../structures/texts.js';
import { mainXmlFile, readMainXml, readSourceParts, sourcePartFiles, textAt, withDefaultText } from '../object-parts.js';
import { readObjectXml, writeObjectXml } from '../xml/abapgit-xml.js';

export const FUGR_INCLUDES_KEY = '#includes';

const RSIMP = structure('PARAMETER', 'DBFIELD', 'DEFAULT', 'OPTIONAL', 'REFERENCE', 'CHANGING', 'TYP', 'CLASS', 'REF_CLASS', 'LINE_OF', 'TABLE_OF');
const RSCHA = structure('PARAMETER', 'DBFIELD', 'DEFAULT', 'OPTIONAL', 'REFERENCE', 'RESERVED', 'TYP', 'CLASS', 'REF_CLASS', 'LINE_OF', 'TABLE_OF');
const RSEXP = structure('PARAMETER', 'DBFIELD', 'REFERENCE', 'TYP', 'CLASS', 'REF_CLASS', 'LINE_OF', 'TABLE_OF');
const RSTBL = structure('PARAMETER', 'DBSTRUCT', 'OPTIONAL', 'TYPES', 'TYP', 'CLASS');
const RSEXC = structure('EXCEPTION');
const RSFDO = structure('PARAMETER', 'KIND', 'STEXT', 'INDEX');

/** abapGit's ty_function. */
const FUNCTION = structure(
  'FUNCNAME', 'GLOBAL_FLAG', 'REMOTE_CALL', 'UPDATE_TASK', 'SHORT_TEXT', 'REMOTE_BASXML', 'RFCSCOPE', 'RFCVERS',
  ['IMPORT', table('RSIMP', RSIMP)],
  ['CHANGING', table('RSCHA', RSCHA)],
  ['EXPORT', table('RSEXP', RSEXP)],
  ['TABLES', table('RSTBL', RSTBL)],
  ['EXCEPTION', table('RSEXC', RSEXC)],
  ['DOCUMENTATION', table('RSFDO', RSFDO)],
  'EXCEPTION_CLASSES',
);

const FUGR_PAYLOAD = structure(
  'AREAT',
  ['INCLUDES', textTable('SOBJ_NAME')],
  ['FUNCTIONS', table('item', FUNCTION)],
  ['DYNPROS', DYNPROS],
  'CUA',
  ['TPOOL', TPOOL],
);

const INCLUDE_PAYLOAD = structure(['PROGDIR', PROGDIR], ['TPOOL', TPOOL]);

export const fugrSerializer: ObjectSerializer = {
  type: 'FUGR',
  read(files: ObjectFiles): AbapObject {
    const metadata = readMainXml(files, FUGR_PAYLOAD);
    const includeXmls = files.takeWhere((file) => file.ext === 'xml' && file.extra !== undefined);
    if (includeXmls.length > 0) {
      const includes: MetadataRecord = {};
      for (const { file, extra } of includeXmls) {
        includes[includeName(extra as string)] = readObjectXml(file.data, INCLUDE_PAYLOAD);
      }
      metadata[FUGR_INCLUDES_KEY] = includes;
    }
    return { type: 'FUGR', name: files.name, description: textAt(metadata, ['AREAT']), metadata, sources: readSourceParts(files) };
  },
  write(object: AbapObject): GitFile[] {
    const { [FUGR_INCLUDES_KEY]: includes, ...payload } = withDefaultText(object.metadata, ['AREAT'], object.description);
    const files = [mainXmlFile('FUGR', object.name, payload, FUGR_PAYLOAD), ...sourcePartFiles('FUGR', object)];
    if (typeof includes === 'object' && !Array.isArray(includes)) {
      for (const [include, includePayload] of Object.entries(includes)) {
        if (typeof includePayload !== 'object' || Array.isArray(includePayload)) continue;
        files.push({
          path: fileNameForObject('FUGR', object.name, include, 'xml'),
          data: writeObjectXml(includePayload, INCLUDE_PAYLOAD, undefined),
        });
      }
    }
    return files;
  },
};

/** The include program named by the extra part of a file name (`#ns#lgrouptop` → `/NS/LGROUPTOP`). */
function includeName(extra: string): string {
  return extra.toUpperCase().replaceAll('#', '/');
}
