/**
 * The hostile inputs of the attack review that found issue 33's items 1, 2, 3, 6, 7, 13 and 15, kept as a seed
 * corpus: attack-seeds-a.test.ts throws each at a running service and expects a well-formed refusal, and the
 * tests of each item reuse them. A seed that once broke the service stays here.
 */
import { element, renderXml } from '../../src/protocol/debugger-xml-writer.js';

/** Breakpoint conditions: the review's 36 KB condition, one of a given length, and trailing text after the expression. */
export const hostileConditions = {
  /** ~36 KB: 60 of them in one document held every request for 9.5 s. */
  long36k: longest(36_000),
  /** A valid logical expression of exactly `length` characters (comparisons joined by AND). */
  longest,
  /** `count` different expressions of exactly `length` characters each (a document repeating one is read once). */
  distinct: (count: number, length: number) =>
    Array.from({ length: count }, (_, i) => longest(length - 6).replace(/^LV_A = 1/, `LV_A = ${String(i).padStart(7, '0')}`)),
  /** Text after the logical expression (item 13): was cut off silently and the rest accepted. */
  trailing: [
    'LV_A = 1. ENDIF. DELETE FROM zdemo_carrier. IF 1 = 1',
    'lv_a = 1. WRITE / sy-uname',
    'lv_a = 1 . lv_b = 2',
    'lv_a = 1.x',
    'lv_a = 1. " a comment',
  ],
};

function longest(length: number): string {
  const clauses = ['LV_A = 1'];
  const joined = () => clauses.join(' AND ');
  for (let n = 0; joined().length < length; n++) clauses.push(`LV_B${n % 100} = 'x'`);
  // the last clause becomes a constant padded to the exact length: still one valid expression
  for (;;) {
    const head = joined();
    const pad = length - head.length - " AND LV_C = ''".length;
    if (pad >= 0) return `${head} AND LV_C = '${'y'.repeat(pad)}'`;
    clauses.pop();
  }
}

export interface SeedBreakpoint {
  exceptionClass?: string;
  uri?: string;
  condition?: string;
}

/** An ADT breakpoints document (syncScope full) of one terminal, as a client posts it. */
export function breakpointsDocument(terminal: string, breakpoints: readonly SeedBreakpoint[]): string {
  return renderXml(
    element(
      'dbg:breakpoints',
      {
        'xmlns:dbg': 'http://www.sap.com/adt/debugger',
        'xmlns:adtcore': 'http://www.sap.com/adt/core',
        scope: 'external',
        debuggingMode: 'user',
        requestUser: 'DEVELOPER',
        terminalId: terminal,
        ideId: terminal,
        systemDebugging: 'false',
        deactivated: 'false',
      },
      element('syncScope', { mode: 'full' }),
      ...breakpoints.map((bp, index) =>
        element('breakpoint', {
          kind: bp.exceptionClass ? 'exception' : 'line',
          clientId: `${terminal}-${index}`,
          skipCount: 0,
          ...(bp.exceptionClass ? { exceptionClass: bp.exceptionClass } : { 'adtcore:uri': bp.uri ?? '' }),
          condition: bp.condition || undefined,
        }),
      ),
    ),
  );
}

/** customize bodies naming the client field twice or in another spelling (item 1): each wrote into the second client. */
export const customizeSeeds = [
  { table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'MANDT', value: '100' }, { field: 'MANDT', value: '999' }, { field: 'FARE_CLASS', value: 'V' }], no_transport: 'X' },
  { table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'MANDT', value: '100' }, { field: 'mandt', value: '998' }, { field: 'FARE_CLASS', value: 'V' }], no_transport: 'X' },
  { table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'mandt ', value: '997' }, { field: 'FARE_CLASS', value: 'V' }], no_transport: 'X' },
];

/** Bodies that are no breakpoints document (400), or more than one may hold (413). */
export const breakpointsBodySeeds = {
  malformed: ['not xml', '<dbg:breakpoints', '<?xml version="1.0"?><other/>', '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><x>&a;&a;&a;</x>'],
  /** ~3,000 small elements in 256 KiB: ~200 ms of XML parsing, on the event loop before. */
  manySmall: (count: number) => breakpointsDocument('SEED-SMALL', Array.from({ length: count }, () => ({ exceptionClass: 'CX_ROOT' }))),
};

/**
 * Import and create bodies aimed at repositories the service must not touch (items 7 and 15): an unlinked
 * repository with a new branch, local paths outside the service's root, spelt as a path, a file: URL or with '..'.
 */
export function repositorySeeds(unlinked: string): Array<Record<string, unknown>> {
  return [
    { url: unlinked, branch: 'injected', package: 'ZDEMO' },
    { url: `file://${unlinked}`, branch: 'injected', package: 'ZDEMO' },
    { url: `${unlinked}/../${unlinked.split('/').pop()}`, branch: 'injected' },
    { url: '/', package: 'ZDEMO' },
    { url: '/etc', package: 'ZDEMO' },
    { url: 'file:///etc/passwd', package: 'ZDEMO' },
  ];
}

