/**
 * Text structures several object types share: text pools, OO component texts, OTR (SOTR/SOTS) texts.
 * Component orders follow the DDIC structures abapGit serialises.
 */
import { structure, table } from '../schema.js';

/** abapGit's ty_tpool: TEXTPOOL plus SPLIT. */
export const TEXTPOOL = structure('ID', 'KEY', 'ENTRY', 'LENGTH', 'SPLIT');
export const TPOOL = table('item', TEXTPOOL);

export const SEOCOMPOTX = structure('CLSNAME', 'CMPNAME', 'LANGU', 'DESCRIPT');
export const SEOSUBCOTX = structure('CLSNAME', 'CMPNAME', 'SCONAME', 'LANGU', 'DESCRIPT');
export const DESCRIPTIONS = table('SEOCOMPOTX', SEOCOMPOTX);
export const DESCRIPTIONS_SUB = table('SEOSUBCOTX', SEOSUBCOTX);

const SOTR_HEAD = structure(
  'CONCEPT', 'PAKET', 'CREA_LAN', 'TRALA_TYPE', 'OBJID_VEC',
  'CREA_NAME', 'CREA_TSTUT', 'CHAN_NAME', 'CHAN_TSTUT', 'SYSTEM_ID',
);
const SOTR_TEXT = structure(
  'CONCEPT', 'LANGU', 'LFD_NUM', 'FLAG_CNTXT', 'STATUS', 'LENGTH', 'TEXT',
  'CREA_NAME', 'CREA_TSTUT', 'CHAN_NAME', 'CHAN_TSTUT',
);
const SOTR_TEXTL = structure(
  'CONCEPT', 'LANGU', 'LFD_NUM', 'FLAG_CNTXT', 'STATUS', 'TEXT',
  'CREA_NAME', 'CREA_TSTUT', 'CHAN_NAME', 'CHAN_TSTUT',
);
const SOTR_USE_ROW = structure('PGMID', 'OBJECT', 'OBJ_NAME', 'CONCEPT', 'LFD_NUM');

/** Short OTR texts: HEADER plus ENTRIES per concept. */
export const SOTR = table('item', structure(['HEADER', SOTR_HEAD], ['ENTRIES', table('SOTR_TEXT', SOTR_TEXT)]));
export const SOTR_USE = table('SOTR_USE', SOTR_USE_ROW);
/** Long OTR texts (their TEXT may hold CRLF, written raw). */
export const SOTS = table('item', structure(['HEADER', SOTR_HEAD], ['ENTRIES', table('SOTR_TEXTL', SOTR_TEXTL)]));
export const SOTS_USE = table('SOTR_USEU', SOTR_USE_ROW);
