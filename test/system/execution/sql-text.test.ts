import { describe, expect, it } from 'vitest';
import { assignmentOf, clientCondition, literalValue, rewriteSelect, tablesNamedIn, type ClientTables } from '../../../src/system/execution/worker/sql-text.js';

const tables: ClientTables = {
  clientColumn: (table) => (['ZDEMO_BOOKING', 'ZDEMO_CARRIER', 'ZDEMO_FLIGHT'].includes(table) ? 'MANDT' : undefined),
  keyColumns: (table) => (table === 'ZDEMO_FLIGHT' ? ['MANDT', 'CARRIER_ID', 'CONNECTION_ID', 'FLIGHT_DATE'] : table === 'ZDEMO_CARRIER' ? ['MANDT', 'CARRIER_ID'] : []),
};

const carriers = `(SELECT * FROM "ZDEMO_CARRIER" WHERE "MANDT" = '100') AS`;

describe('SELECT for the run’s client', () => {
  it.each([
    {
      name: 'a client-dependent table reads the client’s rows, padded literals are trimmed, UP TO becomes LIMIT',
      sql: `SELECT "name" FROM "zdemo_carrier" WHERE "carrier_id" = 'ZA ' UP TO 1 ROWS`,
      expected: `SELECT "name" FROM ${carriers} "zdemo_carrier" WHERE "carrier_id" = 'ZA' LIMIT 1`,
    },
    {
      name: 'UP TO before ORDER BY goes to the end',
      sql: `SELECT * FROM "zdemo_carrier" UP TO 5 ROWS ORDER BY "name"`,
      expected: `SELECT * FROM ${carriers} "zdemo_carrier" ORDER BY "name" LIMIT 5`,
    },
    {
      name: 'an alias is kept as the correlation name',
      sql: `SELECT "c"."name" FROM "zdemo_carrier" AS "c" WHERE "c"."carrier_id" = 'ZA'`,
      expected: `SELECT "c"."name" FROM ${carriers} "c" WHERE "c"."carrier_id" = 'ZA'`,
    },
    {
      name: 'both sides of a join are filtered',
      sql: `SELECT * FROM "zdemo_booking" AS "b" INNER JOIN "zdemo_carrier" AS "c" ON "c"."carrier_id" = "b"."carrier_id"`,
      expected: `SELECT * FROM (SELECT * FROM "ZDEMO_BOOKING" WHERE "MANDT" = '100') AS "b" INNER JOIN ${carriers} "c" ON "c"."carrier_id" = "b"."carrier_id"`,
    },
    {
      name: 'a view and a client-independent table are left as they are',
      sql: `SELECT * FROM "zi_demo_flight" WHERE "carrierid" = 'ZA'`,
      expected: `SELECT * FROM "zi_demo_flight" WHERE "carrierid" = 'ZA'`,
    },
    {
      name: 'FROM inside a literal is text, not a table',
      sql: `SELECT * FROM "zdemo_carrier" WHERE "name" = 'FROM "zdemo_booking"'`,
      expected: `SELECT * FROM ${carriers} "zdemo_carrier" WHERE "name" = 'FROM "zdemo_booking"'`,
    },
    {
      name: 'a quote in a literal stays escaped',
      sql: `SELECT * FROM "zdemo_carrier" WHERE "name" = 'O''Connor  '`,
      expected: `SELECT * FROM ${carriers} "zdemo_carrier" WHERE "name" = 'O''Connor'`,
    },
    {
      name: 'ORDER BY PRIMARY KEY orders by the key without the client',
      sql: `SELECT * FROM "zdemo_flight" ORDER BY PRIMARY KEY`,
      expected: `SELECT * FROM (SELECT * FROM "ZDEMO_FLIGHT" WHERE "MANDT" = '100') AS "zdemo_flight" ORDER BY "CARRIER_ID", "CONNECTION_ID", "FLIGHT_DATE"`,
    },
    {
      name: 'a subquery table is filtered too',
      sql: `SELECT * FROM "zdemo_flight" WHERE "carrier_id" IN ( SELECT "carrier_id" FROM "zdemo_carrier" )`,
      expected: `SELECT * FROM (SELECT * FROM "ZDEMO_FLIGHT" WHERE "MANDT" = '100') AS "zdemo_flight" WHERE "carrier_id" IN ( SELECT "carrier_id" FROM ${carriers} "zdemo_carrier" )`,
    },
  ])('$name', ({ sql, expected }) => {
    expect(rewriteSelect(sql, '100', tables)).toBe(expected);
  });
});

describe('UPDATE and DELETE conditions for the run’s client', () => {
  it.each([
    { where: `booking_id = '00000021' AND mandt = '   '`, expected: `"MANDT" = '100' AND (booking_id = '00000021' AND mandt = '100')` },
    { where: `"carrier_id" = 'ZA '`, expected: `"MANDT" = '100' AND ("carrier_id" = 'ZA')` },
    { where: '', expected: `"MANDT" = '100'` },
  ])('$where', ({ where, expected }) => {
    expect(clientCondition(where, '100', 'MANDT')).toBe(expected);
  });

  it('leaves the condition of a client-independent table alone', () => {
    expect(clientCondition(`"key" = 'A  '`, '100', undefined)).toBe(`"key" = 'A'`);
  });
});

describe('literals of INSERT and SET', () => {
  it.each([
    { text: `'ZA'`, value: 'ZA' },
    { text: `'O''Connor'`, value: "O'Connor" },
    { text: '42', value: 42 },
    { text: '-1.5', value: -1.5 },
    { text: 'upper(x)', value: undefined },
  ])('$text', ({ text, value }) => {
    expect(literalValue(text)).toBe(value);
  });

  it('reads a SET item as column and value, and leaves expressions alone', () => {
    expect(assignmentOf(`status = 'C'`)).toEqual({ column: 'STATUS', value: 'C' });
    expect(assignmentOf(`"seats_occupied" = 12`)).toEqual({ column: 'SEATS_OCCUPIED', value: 12 });
    expect(assignmentOf(`seats = seats + 1`)).toBeUndefined();
  });
});

// Issue 33.12: the driver checks each of these names against the dictionary before the statement runs.
describe('the tables a statement names', () => {
  it.each([
    ['SELECT * FROM "zdemo_carrier"', ['ZDEMO_CARRIER']],
    ['SELECT COUNT(*) FROM "sqlite_master"', ['SQLITE_MASTER']],
    ['SELECT * FROM zdemo_flight AS f INNER JOIN zdemo_carrier AS c ON f.carrier_id = c.carrier_id', ['ZDEMO_FLIGHT', 'ZDEMO_CARRIER']],
    ['SELECT * FROM a, main.sqlite_master', ['A', 'MAIN.SQLITE_MASTER']],
    ['SELECT * FROM a x, "b" AS "y", c', ['A', 'B', 'C']],
    ["SELECT * FROM a WHERE b IN (SELECT name FROM sqlite_master WHERE type = 'table')", ['A', 'SQLITE_MASTER']],
    ['SELECT * FROM (SELECT * FROM _abapdeck_catalog) AS t', ['_ABAPDECK_CATALOG']],
    ['SELECT a FROM x UNION SELECT name FROM sqlite_schema', ['X', 'SQLITE_SCHEMA']],
    ["SELECT * FROM a WHERE text = 'FROM sqlite_master'", ['A']],
  ])('%s names %j', (sql, tables) => {
    expect(tablesNamedIn(sql)).toEqual(tables);
  });
});
