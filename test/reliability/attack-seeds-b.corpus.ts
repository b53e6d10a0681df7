/**
 * The seed corpus of issue 33's attack review (items 4, 5, 8–12, 14): the hostile inputs that found each defect.
 * attack-seeds-b.test.ts replays the ones a plain session can send; the ones that need more (an attached debuggee)
 * are replayed by the test that proves their item, which imports them from here.
 */

/** Item 8: cookie headers whose values do not percent-decode (a 500 and a stack trace in the log, without credentials). */
export const malformedCookies = [
  'SAP_SESSIONID_DEV_100=%',
  'SAP_SESSIONID_DEV_100=%E0%A4%A',
  'other=%ZZ',
  'a=%; SAP_SESSIONID_DEV_100=abc',
  'sap-contextid=%C0%',
  `x=${'%'.repeat(1000)}`,
];

const nested = (depth: number) => `<?xml version="1.0" encoding="utf-8"?><asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0"><asx:values><DATA>${'<A>'.repeat(depth)}${'</A>'.repeat(depth)}</DATA></asx:values></asx:abap>`;

/** Item 9, [name, debugger method, body]: bodies of getVariables and getChildVariables that once answered 500. */
export const hostileVariableRequests: Array<[string, string, string]> = [
  ['an unclosed element (getVariables)', 'getVariables', '<?xml version="1.0"?><asx:abap xmlns:asx="http://www.sap.com/abapxml"><asx:values><DATA><STPDA_ADT_VARIABLE><ID>ME'],
  ['mismatched tags (getChildVariables)', 'getChildVariables', '<asx:abap xmlns:asx="http://www.sap.com/abapxml"><asx:values><DATA></HIERARCHIES></DATA></asx:values></asx:abap>'],
  ['text that is no XML', 'getVariables', '<<<>>>&&&'],
  ['nested 100,000 deep (getVariables)', 'getVariables', nested(100_000)],
  ['nested 100,000 deep (getChildVariables)', 'getChildVariables', nested(100_000)],
];

/**
 * Item 12: table names given to dynamic ABAP SQL (`SELECT COUNT(*) FROM (lv_tab)`) that reached SQLite's own
 * tables and the system's bookkeeping instead of the dictionary's tables.
 */
export const hostileDynamicTables = [
  'sqlite_master',
  'SQLITE_SCHEMA',
  'main.sqlite_master',
  'temp.sqlite_master',
  'sqlite_temp_master',
  '_ABAPDECK_CATALOG',
  'pragma_table_list',
  'zdemo_carrier, sqlite_master',
  'zdemo_carrier JOIN sqlite_master ON 1 = 1',
  'zdemo_carrier WHERE carrier_id IN ( SELECT name FROM sqlite_master )',
];

/**
 * Item 14: logoff requests another page could make a browser send (a link, an image, a form), or a guessed token:
 * each once ended the session. [name, method, headers beside the session cookie].
 */
export const forgedLogoffs: Array<[string, 'GET' | 'POST', Record<string, string>]> = [
  ['a link or an image (GET, cookie only)', 'GET', {}],
  ['GET asking for a token', 'GET', { 'x-csrf-token': 'fetch' }],
  ['GET with a wrong token', 'GET', { 'x-csrf-token': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
  ['a form post (POST, no token)', 'POST', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['POST with an empty token', 'POST', { 'x-csrf-token': '' }],
];

/** Item 5: X-Forwarded-For values a client sends to choose the address its failed logons count against. */
export const spoofedForwardedFor = ['10.0.0.1', '127.0.0.2, 10.0.0.1', 'unknown', '::1', '', '1.1.1.1, 2.2.2.2, 3.3.3.3', 'x'.repeat(2000)];
