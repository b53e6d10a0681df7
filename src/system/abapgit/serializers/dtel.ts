/** DTEL: data elements, `<name>.dtel.xml` with DD04V. */
import { structure } from '../schema.js';
import { DD04V } from '../structures/ddic.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

export const dtelSerializer = xmlObjectSerializer({
  type: 'DTEL',
  payload: structure(['DD04V', DD04V]),
  nameField: ['DD04V', 'ROLLNAME'],
  descriptionField: ['DD04V', 'DDTEXT'],
  hasAbapSources: false,
});
