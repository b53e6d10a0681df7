/**
 * Transactions, search helps, lock objects and MIME objects in the view operation: property rows (the component shape, as
 * data elements and message classes show theirs), and a MIME object's content when it is text.
 */
import { recordOf, tableRows, textOf } from '../data/metadata-records.js';
import { propertyRow, type ViewComponent } from '../../protocol/reading.js';
import type { AbapObject } from '../objects.js';
import { W3MI_DATA_PART, w3Param } from '../abapgit/serializers/w3mi.js';

const present = (rows: Array<[string, string]>): ViewComponent[] => rows.filter(([, value]) => value !== '').map(([field, value]) => propertyRow(field, value));

export function transactionRows(transaction: AbapObject): ViewComponent[] {
  const tstc = recordOf(transaction.metadata, 'TSTC');
  const parameters = recordOf(transaction.metadata, 'TSTCP');
  return present([
    ['PROGRAM', textOf(tstc, 'PGMNA')],
    ['SCREEN', textOf(tstc, 'DYPNO')],
    ['PARAMETERS', textOf(parameters, 'PARAM')],
    ['TEXT', textOf(recordOf(transaction.metadata, 'TSTCT'), 'TTEXT')],
  ]);
}

export function searchHelpRows(searchHelp: AbapObject): ViewComponent[] {
  const header = recordOf(searchHelp.metadata, 'DD30V');
  const parameters = tableRows(searchHelp.metadata['DD32P_TABLE'], 'DD32P').map((row) => {
    const roles = [textOf(row, 'SHLPINPUT') === 'X' ? 'import' : '', textOf(row, 'SHLPOUTPUT') === 'X' ? 'export' : ''].filter(Boolean).join(', ');
    const type = textOf(row, 'ROLLNAME');
    return propertyRow(textOf(row, 'FIELDNAME'), [type, roles].filter(Boolean).join(' · '));
  });
  const included = tableRows(searchHelp.metadata['DD31V_TABLE'], 'DD31V').map((row) => propertyRow('INCLUDED', textOf(row, 'SUBSHLP')));
  return [
    ...present([
      ['SELECTION_METHOD', textOf(header, 'SELMETHOD')],
      ['DIALOG_TYPE', textOf(header, 'DIALOGTYPE')],
      ['EXIT', textOf(header, 'SELMEXIT')],
    ]),
    ...included,
    ...parameters,
  ];
}

export function mimeRows(mime: AbapObject): ViewComponent[] {
  const content = mime.sources[W3MI_DATA_PART];
  return present([
    ['MIME_TYPE', w3Param(mime.metadata, 'mimetype')],
    ['FILE_NAME', w3Param(mime.metadata, 'filename')],
    ['SIZE', content === undefined ? '' : `${Buffer.from(content, 'base64').length} bytes`],
  ]);
}

/** The content of a text MIME object (text/*, JSON, XML, JavaScript); '' for binary content. */
export function mimeText(mime: AbapObject): string {
  const content = mime.sources[W3MI_DATA_PART];
  const type = w3Param(mime.metadata, 'mimetype').toLowerCase();
  if (content === undefined || !/^text\/|json|xml|javascript/.test(type)) return '';
  return Buffer.from(content, 'base64').toString('utf8');
}

/** The table a lock object locks, then its lock parameters (field, table, lock mode). */
export function lockObjectRows(lockObject: AbapObject): ViewComponent[] {
  const header = recordOf(lockObject.metadata, 'DD25V');
  const parameters = tableRows(lockObject.metadata['DD27P_TABLE'], 'DD27P').map((row) =>
    propertyRow(textOf(row, 'VIEWFIELD'), `${textOf(row, 'TABNAME')}-${textOf(row, 'FIELDNAME')}${textOf(row, 'ENQMODE') ? ` (mode ${textOf(row, 'ENQMODE')})` : ''}`),
  );
  return [...present([['TABLE', textOf(header, 'ROOTTAB')]]), ...parameters];
}
