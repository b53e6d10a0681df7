/** DOMA: domains, `<name>.doma.xml` with DD01V and the fixed values DD07V_TAB. */
import { structure, table } from '../schema.js';
import { DD01V, DD07V } from '../structures/ddic.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

export const domaSerializer = xmlObjectSerializer({
  type: 'DOMA',
  payload: structure(['DD01V', DD01V], ['DD07V_TAB', table('DD07V', DD07V)]),
  nameField: ['DD01V', 'DOMNAME'],
  descriptionField: ['DD01V', 'DDTEXT'],
  hasAbapSources: false,
});
