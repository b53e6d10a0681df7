/**
 * TABL: transparent tables and structures in `<name>.tabl.xml`. A structure is a TABL with TABCLASS
 * INTTAB (and no DD09L); the system shows it as STRU. A `<name>.stru.xml` file is read as such a TABL.
 */
import type { AbapObject } from '../../objects.js';
import type { ObjectSerializer } from '../serializer.js';
import type { ObjectFiles } from '../object-files.js';
import { withDefaultText } from '../object-parts.js';
import { structure, table, textTable } from '../schema.js';
import { DD02V, DD03P, DD05M, DD08V, DD09L, TDDAT } from '../structures/ddic.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const TABL_PAYLOAD = structure(
  ['DD02V', DD02V],
  ['DD09L', DD09L],
  ['DD03P_TABLE', table('DD03P', DD03P)],
  ['DD05M_TABLE', table('DD05M', DD05M)],
  ['DD08V_TABLE', table('DD08V', DD08V)],
  ['DD12V', table('DD12V', structure('SQLTAB', 'INDEXNAME', 'AS4LOCAL', 'AS4VERS', 'DDLANGUAGE', 'UNIQUEFLAG', 'DDTEXT', 'DBINDEX', 'DBSTATE', 'DBINCLEXCL', 'DBSYSSEL1', 'DBSYSSEL2', 'DBSYSSEL3', 'DBSYSSEL4'))],
  ['DD17V', table('DD17V', structure('SQLTAB', 'INDEXNAME', 'POSITION', 'AS4LOCAL', 'AS4VERS', 'FIELDNAME', 'DDLANGUAGE'))],
  ['DD35V_TALE', table('DD35V', structure('TABNAME', 'FIELDNAME', 'SHLPNAME', 'SHLPINHT'))],
  ['DD36M', table('DD36M', structure('TABNAME', 'FIELDNAME', 'SHLPNAME', 'SHLPFIELD', 'FLPOSITION', 'SHTABLE', 'SHFIELD', 'SHCONST'))],
  ['I18N_LANGS', textTable()],
  ['DD02_TEXTS', table('item', structure('DDLANGUAGE', 'DDTEXT'))],
  ['TABL_EXTRAS', structure(['TDDAT', TDDAT])],
);

const tablFiles = xmlObjectSerializer({
  type: 'TABL',
  payload: TABL_PAYLOAD,
  nameField: ['DD02V', 'TABNAME'],
  descriptionField: ['DD02V', 'DDTEXT'],
  hasAbapSources: false,
});

export const tablSerializer: ObjectSerializer = {
  type: 'TABL',
  read(files: ObjectFiles): AbapObject {
    const object = tablFiles.read(files);
    if (files.type !== 'STRU') return object;
    return { ...object, metadata: withDefaultText(object.metadata, ['DD02V', 'TABCLASS'], 'INTTAB') };
  },
  write: (object) => tablFiles.write(object),
};

/** Whether a TABL object is a structure (TABCLASS INTTAB), shown as STRU. */
export function isStructure(object: AbapObject): boolean {
  if (object.type === 'STRU') return true;
  if (object.type !== 'TABL') return false;
  const dd02v = object.metadata['DD02V'];
  return typeof dd02v === 'object' && !Array.isArray(dd02v) && dd02v['TABCLASS'] === 'INTTAB';
}
