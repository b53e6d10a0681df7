/**
 * Program structures shared by PROG and FUGR: abapGit's ty_progdir (a subset of PROGDIR/TRDIR) and
 * dynpros (RPY_DYHEAD, RPY_DYCATT, RPY_DYFATC).
 */
import { structure, table } from '../schema.js';

export const PROGDIR = structure(
  'NAME', 'STATE', 'SQLX', 'EDTX', 'VARCL', 'DBAPL', 'DBNA', 'CLAS', 'TYPE', 'OCCURS', 'SUBC', 'APPL', 'SECU',
  'CNAM', 'CDAT', 'UNAM', 'UDAT', 'VERN', 'LEVL', 'RSTAT', 'RMAND', 'RLOAD', 'FIXPT', 'SSET', 'SDATE', 'STIME',
  'IDATE', 'ITIME', 'LDBNAME', 'UCCHECK',
);

const RPY_DYHEAD = structure(
  'PROGRAM', 'SCREEN', 'LANGUAGE', 'DESCRIPT', 'TYPE', 'NEXTSCREEN', 'LINES', 'COLUMNS', 'CURSORFLD',
  'HOLDSCRN', 'HOLDCURSOR', 'NO_TOOLBAR', 'NO_RELEASE', 'NO_COMPRESS',
);
const RPY_DYCATT = structure(
  'TYPE', 'NAME', 'ELEMENT_OF', 'LINE', 'COLUMN', 'LENGTH', 'HEIGHT', 'C_RESIZE_V', 'C_RESIZE_H',
  'C_SCROLL_V', 'C_SCROLL_H', 'C_LINE_MIN', 'C_COLN_MIN', 'TC_FIXCOL', 'TC_TABTYPE', 'TC_SEPAR_V',
  'TC_SEPAR_H', 'TC_TITLE', 'TC_HEADER', 'TC_CONFIG', 'TC_SEL_LNS', 'TC_SEL_CLS', 'TC_LSEL_CL',
  'TC_FIRSTL', 'TC_PERS',
);
const RPY_DYFATC = structure(
  'CONT_TYPE', 'CONT_NAME', 'TYPE', 'NAME', 'TEXT', 'LINE', 'COLUMN', 'LENGTH', 'VISLENGTH', 'HEIGHT',
  'GROUP1', 'GROUP2', 'GROUP3', 'GROUP4', 'FORMAT', 'FROM_DICT', 'MODIFIC', 'FOREIGNKEY', 'DICT_I_FKY',
  'REQU_ENTRY', 'INPUT_FLD', 'OUTPUT_FLD', 'LABELLEFT', 'LABELRIGHT', 'ONLY_LABEL', 'POSS_ENTRY',
  'MATCHCODE', 'PARAM_ID', 'SET_PARAM', 'GET_PARAM', 'DISP_FLAG', 'AUTO_HSCR', 'ENTRY_CHCK', 'UP_LOWER',
  'KEEP_VAL', 'REQU_ENTRY2', 'DICT_TYPE', 'ROLLING', 'REPLACEMENT', 'ICON', 'QUICK_INFO', 'FUNCTYPE',
  'FUNCCODE', 'RES_TEXT',
);

export const DYNPROS = table('item', structure(
  ['HEADER', RPY_DYHEAD],
  ['CONTAINERS', table('RPY_DYCATT', RPY_DYCATT)],
  ['FIELDS', table('RPY_DYFATC', RPY_DYFATC)],
  ['FLOW_LOGIC', table('RPY_DYFLOW', structure('LINE'))],
  ['SPACES', table('item', 'text')],
));
