import { describe, expect, it } from 'vitest';
import type { TypedField } from '../../../src/system/data/field-values.js';
import { parseWhere, renderWhere, WHERE_LIMITS } from '../../../src/system/data/where.js';
import { messages } from '../../../src/protocol/messages.js';

const FIELDS: TypedField[] = [
  { field: 'CARRID', type: 'CHAR', length: 3, decimals: 0 },
  { field: 'CONNID', type: 'NUMC', length: 4, decimals: 0 },
  { field: 'FLDATE', type: 'DATS', length: 8, decimals: 0 },
  { field: 'PRICE', type: 'CURR', length: 15, decimals: 2 },
  { field: 'CURRENCY', type: 'CUKY', length: 5, decimals: 0 },
  { field: 'SEATSMAX', type: 'INT4', length: 10, decimals: 0 },
  { field: 'PLANETYPE', type: 'CHAR', length: 10, decimals: 0 },
  { field: 'DROP_ZONE', type: 'CHAR', length: 10, decimals: 0 },
  { field: 'TABLENAME', type: 'CHAR', length: 30, decimals: 0 },
  { field: '/DMO/FLAG', type: 'CHAR', length: 1, decimals: 0 },
];

interface Accepted {
  where: string;
  sql: string;
  params: Array<string | number>;
}

const accepted: Accepted[] = [
  { where: "carrid = 'LH'", sql: '("CARRID" = ?)', params: ['LH'] },
  { where: "CARRID EQ 'LH'", sql: '("CARRID" = ?)', params: ['LH'] },
  { where: "carrid ne 'LH'", sql: '("CARRID" <> ?)', params: ['LH'] },
  { where: "connid = '17'", sql: '("CONNID" = ?)', params: ['0017'] },
  { where: 'connid = 17', sql: '("CONNID" = ?)', params: ['0017'] },
  { where: 'price > 100', sql: '("PRICE" > ?)', params: [100] },
  { where: 'price >= 99.5', sql: '("PRICE" >= ?)', params: [99.5] },
  { where: 'seatsmax <= -1', sql: '("SEATSMAX" <= ?)', params: [-1] },
  { where: 'seatsmax ge 10', sql: '("SEATSMAX" >= ?)', params: [10] },
  { where: "fldate < '20240101'", sql: '("FLDATE" < ?)', params: ['20240101'] },
  { where: "fldate <> '2024-01-31'", sql: '("FLDATE" <> ?)', params: ['20240131'] },
  { where: "carrid LIKE 'L%'", sql: '("CARRID" GLOB ?)', params: ['L*'] },
  { where: "planetype like 'A3_0'", sql: '("PLANETYPE" GLOB ?)', params: ['A3?0'] },
  { where: "planetype LIKE '*%?['", sql: '("PLANETYPE" GLOB ?)', params: ['[*]*[?][[]'] },
  { where: "carrid NOT LIKE 'L%'", sql: '("CARRID" NOT GLOB ?)', params: ['L*'] },
  { where: "carrid IN ('LH', 'AA')", sql: '("CARRID" IN (?, ?))', params: ['LH', 'AA'] },
  { where: "carrid not in ('LH')", sql: '("CARRID" NOT IN (?))', params: ['LH'] },
  { where: 'connid IN (1, 2, 400)', sql: '("CONNID" IN (?, ?, ?))', params: ['0001', '0002', '0400'] },
  { where: "NOT carrid = 'LH'", sql: 'NOT ("CARRID" = ?)', params: ['LH'] },
  { where: "carrid = 'LH' AND connid = '0400'", sql: '(("CARRID" = ?) AND ("CONNID" = ?))', params: ['LH', '0400'] },
  {
    where: "carrid = 'LH' OR carrid = 'AA' AND price > 1",
    sql: '(("CARRID" = ?) OR (("CARRID" = ?) AND ("PRICE" > ?)))',
    params: ['LH', 'AA', 1],
  },
  {
    where: "(carrid = 'LH' OR carrid = 'AA') AND price > 1",
    sql: '((("CARRID" = ?) OR ("CARRID" = ?)) AND ("PRICE" > ?))',
    params: ['LH', 'AA', 1],
  },
  { where: "((carrid = 'LH'))", sql: '("CARRID" = ?)', params: ['LH'] },
  { where: "carrid = 'it''s'", sql: '("CARRID" = ?)', params: ["it's"] },
  { where: "planetype = 'drop table'", sql: '("PLANETYPE" = ?)', params: ['drop table'] },
  { where: "planetype = 'x''; DELETE FROM t; --'", sql: '("PLANETYPE" = ?)', params: ["x'; DELETE FROM t; --"] },
  { where: "planetype = '1'' OR ''1''=''1'", sql: '("PLANETYPE" = ?)', params: ["1' OR '1'='1"] },
  { where: '"CARRID" = \'LH\'', sql: '("CARRID" = ?)', params: ['LH'] },
  { where: "WHERE carrid = 'LH'", sql: '("CARRID" = ?)', params: ['LH'] },
  { where: 'carrid = `LH`', sql: '("CARRID" = ?)', params: ['LH'] },
  { where: "drop_zone = 'X'", sql: '("DROP_ZONE" = ?)', params: ['X'] },
  { where: "tablename = 'SFLIGHT'", sql: '("TABLENAME" = ?)', params: ['SFLIGHT'] },
  { where: "/dmo/flag = 'X'", sql: '("/DMO/FLAG" = ?)', params: ['X'] },
  { where: 'carrid = currency', sql: '("CARRID" = "CURRENCY")', params: [] },
  { where: "carrid = 'LH   '", sql: '("CARRID" = ?)', params: ['LH'] },
  { where: "Carrid='LH'and(connid>1)", sql: '(("CARRID" = ?) AND ("CONNID" > ?))', params: ['LH', '0001'] },
  { where: "carrid = 'LH'\n  AND\tseatsmax < 300", sql: '(("CARRID" = ?) AND ("SEATSMAX" < ?))', params: ['LH', 300] },
];

interface Rejected {
  where: string;
  reason: string;
}

const rejected: Rejected[] = [
  { where: '', reason: 'the condition is empty' },
  { where: '   ', reason: 'the condition is empty' },
  { where: "carrid = 'LH'; DROP TABLE sflight", reason: "blocked word 'DROP' at position 16" },
  { where: "carrid = 'LH'\nDROP TABLE x", reason: "blocked word 'DROP' at position 15" },
  { where: 'delete = 1', reason: "blocked word 'delete' at position 1" },
  { where: "carrid = 'x' or UpDaTe = 1", reason: "blocked word 'UpDaTe' at position 17" },
  { where: 'INSERT INTO t VALUES (1)', reason: "blocked word 'INSERT' at position 1" },
  { where: 'table', reason: "blocked word 'table' at position 1" },
  { where: "carrid = 'x' AND (connid = 1 OR Drop = 2)", reason: "blocked word 'Drop' at position 33" },
  { where: '"DROP" = 1', reason: 'blocked word \'"DROP"\' at position 1' },
  { where: "carrid IN (SELECT carrid FROM x) OR tablename = 'TABLE'", reason: "subqueries are not supported ('SELECT' at position 12)" },
  { where: "carrid = (SELECT max(carrid) FROM scarr)", reason: "subqueries are not supported ('SELECT' at position 11)" },
  { where: "(SELECT 1) = 1", reason: "subqueries are not supported ('SELECT' at position 2)" },
  { where: "carrid = 'LH' OR 1=1", reason: "a comparison must start with a field name, found the value '1' at position 18" },
  { where: "'a' = 'a'", reason: 'a comparison must start with a field name' },
  { where: "carrid = 'LH' -- rest", reason: "comments are not allowed ('--' at position 15)" },
  { where: "carrid = 'LH' /* x */", reason: "comments are not allowed ('/*' at position 15)" },
  { where: "carrid/**/= 'LH'", reason: "comments are not allowed ('/*' at position 7)" },
  { where: "carrid = 'LH';", reason: "';' at position 14" },
  { where: "carrid = 'LH'; SELECT * FROM users", reason: "';' at position 14" },
  { where: "carrid = 'LH' UNION SELECT * FROM users", reason: "'UNION' at position 15 is not part of the WHERE grammar" },
  { where: "carrid = 'LH' ORDER BY 1", reason: "'ORDER' at position 15 is not part of the WHERE grammar" },
  { where: "carrid = 'LH' LIMIT 1", reason: "'LIMIT' at position 15 is not part of the WHERE grammar" },
  { where: "carrid = 'LH' COLLATE NOCASE", reason: "'COLLATE' at position 15 is not part of the WHERE grammar" },
  { where: "EXISTS (SELECT 1)", reason: "'EXISTS' at position 1 is not part of the WHERE grammar" },
  { where: "ATTACH DATABASE 'x' AS y", reason: "'ATTACH' at position 1 is not part of the WHERE grammar" },
  { where: "upper(carrid) = 'LH'", reason: "function calls are not supported ('upper(' at position 1)" },
  { where: 'carrid = char(65)', reason: "function calls are not supported ('char(' at position 10)" },
  { where: "carrid(1) = 'x'", reason: "function calls are not supported ('carrid(' at position 1)" },
  { where: "carrid = 'LH", reason: 'unterminated string starting at position 10' },
  { where: 'carrid = "LH', reason: 'unterminated quoted name starting at position 10' },
  { where: "(carrid = 'LH'", reason: "unbalanced parentheses: '(' at position 1 is not closed" },
  { where: "carrid = 'LH')", reason: "unbalanced parentheses: ')' at position 14 has no '('" },
  { where: "carrid IN ('A' 'B')", reason: "the IN list opened at position 11 expects ',' or ')'" },
  { where: 'carrid IN ()', reason: "expected a value ('text' or a number), found ')' at position 12" },
  { where: "carrid == 'LH'", reason: "expected a value ('text' or a number), found '=' at position 9" },
  { where: "carrid != 'LH'", reason: "'!=' at position 8 is not part of the grammar; use <>" },
  { where: "carrid = 'LH' && connid = 1", reason: "unexpected character '&' at position 15" },
  { where: "carrid = 'LH' || 'x'", reason: "unexpected character '|' at position 15" },
  { where: "carrid = 'a' # comment", reason: "unexpected character '#' at position 14" },
  { where: 'carrid = ?', reason: "unexpected character '?' at position 10" },
  { where: 'carrid = :name', reason: "unexpected character ':' at position 10" },
  { where: 'carrid = @p', reason: "unexpected character '@' at position 10" },
  { where: "carrid = 'a'\u0000", reason: "unexpected character '\u0000' at position 13" },
  { where: 'carrid = 0x41', reason: "malformed number '0x' at position 10" },
  { where: 'price = 1.5.5', reason: "malformed number '1.5.' at position 9" },
  { where: 'unknown = 1', reason: "unknown field 'unknown' at position 1" },
  { where: 'carrid = "LH"', reason: 'unknown field \'"LH"\' at position 10 (text values take single quotes)' },
  { where: 'carrid', reason: 'expected a comparison operator (=, <>, <, >, <=, >=, LIKE, IN) after field CARRID, found the end of the condition' },
  { where: 'carrid IS NULL', reason: "'IS' at position 8" },
  { where: "carrid BETWEEN 'A' AND 'B'", reason: "after field CARRID, found 'BETWEEN' at position 8" },
  { where: "carrid = 'a' AND", reason: 'the condition ends where a field name was expected' },
  { where: "AND carrid = 'a'", reason: "expected a field name, found the keyword 'AND' at position 1" },
  { where: "carrid = 'a' connid = 1", reason: "unexpected 'connid' at position 14; expected AND, OR or the end of the condition" },
  { where: 'carrid LIKE 5', reason: "LIKE needs a text pattern, found '5' at position 13" },
  { where: "carrid NOT = 'x'", reason: "expected LIKE or IN after NOT, found '=' at position 12" },
  { where: "connid = 'ABC'", reason: "'ABC'' at position 10 does not fit: value 'ABC' is not made of digits" },
  { where: 'seatsmax = 99999999999', reason: 'is out of range' },
  { where: "fldate = '2024-13-45'", reason: 'is not a valid date' },
  { where: "carrid = 'LH' OR 'a' LIKE 'a'", reason: 'a comparison must start with a field name' },
  { where: "carrid = $$x$$", reason: "unexpected character '$' at position 10" },
  { where: `${'('.repeat(WHERE_LIMITS.depth + 1)}carrid = 'x'${')'.repeat(WHERE_LIMITS.depth + 1)}`, reason: `nested deeper than ${WHERE_LIMITS.depth} levels` },
  { where: `carrid = '${'x'.repeat(WHERE_LIMITS.length)}'`, reason: `longer than ${WHERE_LIMITS.length} characters` },
];

/** Everything a rendered condition may contain: quoted names, '?', operators, keywords, parentheses, commas. */
const RENDERED_SQL_SHAPE = /^(?:\s+|"[A-Z0-9_/]+"|\?|<>|<=|>=|=|<|>|\(|\)|,|AND|OR|NOT|GLOB|IN)*$/;

describe('WHERE grammar', () => {
  it('has a table of at least 40 accepted and rejected inputs', () => {
    expect(accepted.length + rejected.length).toBeGreaterThanOrEqual(40);
  });

  it.each(accepted)('accepts $where', ({ where, sql, params }) => {
    const parsed = parseWhere(where, FIELDS);
    if (!parsed.ok) throw new Error(parsed.reason);
    const rendered = renderWhere(parsed.tree);
    expect(rendered.sql).toBe(sql);
    expect(rendered.params).toEqual(params);
  });

  it.each(accepted)('renders $where with no request text in the SQL', ({ where }) => {
    const parsed = parseWhere(where, FIELDS);
    if (!parsed.ok) throw new Error(parsed.reason);
    const rendered = renderWhere(parsed.tree);
    expect(rendered.sql).toMatch(RENDERED_SQL_SHAPE);
    expect(rendered.sql.split('?').length - 1).toBe(rendered.params.length);
  });

  it.each(rejected)('rejects $where', ({ where, reason }) => {
    const parsed = parseWhere(where, FIELDS);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reason.startsWith(messages.invalidWherePrefix)).toBe(true);
    expect(parsed.reason).toContain(reason);
  });

  it('treats blocked words inside string literals as plain text', () => {
    for (const word of ['DELETE', 'update', 'Insert', 'drop', 'TABLE']) {
      expect(parseWhere(`planetype = '${word}'`, FIELDS).ok).toBe(true);
    }
  });

  it('blocks each blocked word in every case and position', () => {
    const positions = (word: string): string[] => [
      `${word} = 'x'`,
      `carrid = 'x' AND ${word} = 'y'`,
      `carrid = ${word}`,
      `carrid IN ('a', ${word})`,
      `(${word})`,
      `carrid = 'x' ${word}`,
    ];
    for (const word of ['DELETE', 'UPDATE', 'INSERT', 'DROP', 'TABLE']) {
      for (const spelling of [word, word.toLowerCase(), word[0] + word.slice(1).toLowerCase()]) {
        for (const where of positions(spelling)) {
          const parsed = parseWhere(where, FIELDS);
          expect(parsed.ok ? 'accepted' : parsed.reason, where).toContain(`blocked word '${spelling}'`);
        }
      }
    }
  });
});
