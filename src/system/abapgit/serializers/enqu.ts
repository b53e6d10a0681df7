/**
 * ENQU: lock objects, `<name>.enqu.xml` only: the header (DD25V), its tables (DD26E) and lock parameters
 * (DD27P), in the order abapGit's LCL_OBJECT_ENQU writes them.
 */
import { structure, table } from '../schema.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const DD25V = structure('VIEWNAME', 'DDLANGUAGE', 'AGGTYPE', 'ROOTTAB', 'DDTEXT');
const DD26E = structure('VIEWNAME', 'TABNAME', 'TABPOS', 'FORTABNAME', 'FORFIELD', 'ENQMODE');
const DD27P = structure('VIEWNAME', 'OBJPOS', 'VIEWFIELD', 'TABNAME', 'FIELDNAME', 'KEYFLAG', 'ROLLNAME', 'ENQMODE', 'MEMORYID');

export const enquSerializer = xmlObjectSerializer({
  type: 'ENQU',
  payload: structure(['DD25V', DD25V], ['DD26E_TABLE', table('DD26E', DD26E)], ['DD27P_TABLE', table('DD27P', DD27P)]),
  nameField: ['DD25V', 'VIEWNAME'],
  descriptionField: ['DD25V', 'DDTEXT'],
  hasAbapSources: false,
});
