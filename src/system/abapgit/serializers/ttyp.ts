/** TTYP: table types, `<name>.ttyp.xml` with DD40V and secondary keys (DD42V, DD43V). */
import { structure, table } from '../schema.js';
import { DD40V, DD42V, DD43V } from '../structures/ddic.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

export const ttypSerializer = xmlObjectSerializer({
  type: 'TTYP',
  payload: structure(['DD40V', DD40V], ['DD42V', table('DD42V', DD42V)], ['DD43V', table('DD43V', DD43V)]),
  nameField: ['DD40V', 'TYPENAME'],
  descriptionField: ['DD40V', 'DDTEXT'],
  hasAbapSources: false,
});
