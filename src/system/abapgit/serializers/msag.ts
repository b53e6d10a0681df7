/** MSAG: message classes, `<name>.msag.xml` with T100A and the messages T100. */
import { structure, table } from '../schema.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const T100A = structure('ARBGB', 'MASTERLANG', 'LASTUSER', 'LDATE', 'LTIME', 'RESPUSER', 'STEXT');
const T100 = structure('SPRSL', 'ARBGB', 'MSGNR', 'TEXT');

export const msagSerializer = xmlObjectSerializer({
  type: 'MSAG',
  payload: structure(['T100A', T100A], ['T100', table('T100', T100)], ['T100_TEXTS', table('item', structure('SPRSL', 'MSGNR', 'TEXT'))]),
  nameField: ['T100A', 'ARBGB'],
  descriptionField: ['T100A', 'STEXT'],
  hasAbapSources: false,
});
