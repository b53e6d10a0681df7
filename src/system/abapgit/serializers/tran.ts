/**
 * TRAN: transactions, `<code>.tran.xml` only: the transaction (TSTC), its GUI attributes (TSTCC), its text
 * (TSTCT), a parameter transaction's parameters (TSTCP), authorisation values (AUTHORIZATIONS of TSTCA) and
 * translated texts (I18N_TPOOL), in the order abapGit's LCL_OBJECT_TRAN writes them.
 */
import { structure, table } from '../schema.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const TSTC = structure('TCODE', 'PGMNA', 'DYPNO', 'MENUE', 'CINFO', 'ARBGB');
const TSTCC = structure('TCODE', 'S_WEBGUI', 'S_WIN32', 'S_PLATIN', 'S_SERVICE', 'S_PERVAS');
const TSTCT = structure('SPRSL', 'TCODE', 'TTEXT');
const TSTCP = structure('TCODE', 'PARAM');
const TSTCA = structure('TCODE', 'OBJCT', 'FIELD', 'VALUE');

export const tranSerializer = xmlObjectSerializer({
  type: 'TRAN',
  payload: structure(['TSTC', TSTC], ['TSTCC', TSTCC], ['TSTCT', TSTCT], ['TSTCP', TSTCP], ['AUTHORIZATIONS', table('TSTCA', TSTCA)], ['I18N_TPOOL', table('TSTCT', TSTCT)]),
  nameField: ['TSTC', 'TCODE'],
  descriptionField: ['TSTCT', 'TTEXT'],
  hasAbapSources: false,
});
