import { describe, expect, it } from 'vitest';
import { parseExpression, renderExpression } from '../../../src/system/dbview/index.js';
import type { RenderScope } from '../../../src/system/dbview/expression-sql.js';

const columns: Record<string, { sql: string; type: 'text' | 'integer' | 'decimal' }> = {
  FIRST: { sql: '"FIRST"', type: 'text' },
  LAST: { sql: '"LAST"', type: 'text' },
  QTY: { sql: '"QTY"', type: 'integer' },
  PRICE: { sql: '"PRICE"', type: 'decimal' },
};
const scope: RenderScope = {
  column: (name) => columns[name] ?? columns[name.toUpperCase()],
  placeholder: (name) => ({ client: '100', language: 'E' })[name.toLowerCase()],
};

function sql(text: string): string {
  const parsed = parseExpression(text);
  if (!parsed.ok) return `parse: ${parsed.reason}`;
  const rendered = renderExpression(parsed.expr, scope);
  return rendered.ok ? rendered.sql : `render: ${rendered.reason}`;
}

describe('expressions of calculated columns and filters', () => {
  it.each([
    ['"FIRST" + \' \' + "LAST"', `(("FIRST" || ' ') || "LAST")`],
    ['"FIRST" || "LAST"', '("FIRST" || "LAST")'],
    ['concat("FIRST", \'-\', "LAST")', `("FIRST" || '-' || "LAST")`],
    ['"QTY" + 1', '("QTY" + 1)'],
    ['"PRICE" * "QTY" - 2.5', '(("PRICE" * "QTY") - 2.5)'],
    ['"QTY" / 2', '("QTY" / 2)'],
    ['"PRICE" / "QTY"', '(CAST("PRICE" AS REAL) / "QTY")'],
    ['-"QTY"', '(- "QTY")'],
    ['if("QTY" > 10, \'BULK\', \'SINGLE\')', `(CASE WHEN ("QTY" > 10) THEN 'BULK' ELSE 'SINGLE' END)`],
    ['case("FIRST", \'A\', 1, \'B\', 2, 0)', `(CASE "FIRST" WHEN 'A' THEN 1 WHEN 'B' THEN 2 ELSE 0 END)`],
    ['case("FIRST", \'A\', 1)', `(CASE "FIRST" WHEN 'A' THEN 1 END)`],
    ['CASE WHEN "QTY" IS NULL THEN \'none\' WHEN "QTY" >= 5 THEN \'many\' ELSE "FIRST" END', `(CASE WHEN ("QTY" IS NULL) THEN 'none' WHEN ("QTY" >= 5) THEN 'many' ELSE "FIRST" END)`],
    ['case when qty <> 1 then price end', '(CASE WHEN ("QTY" <> 1) THEN "PRICE" END)'],
    ['"FIRST" != \'x\' AND NOT "QTY" = 1 OR isnull("LAST")', `((("FIRST" <> 'x') AND (NOT ("QTY" = 1))) OR ("LAST" IS NULL))`],
    ['"FIRST" IN (\'a\', \'b\')', `("FIRST" IN ('a', 'b'))`],
    ['"FIRST" NOT IN (\'a\')', `("FIRST" NOT IN ('a'))`],
    ['in("QTY", 1, 2)', '("QTY" IN (1, 2))'],
    ['"QTY" = \'10\'', '("QTY" = 10)'],
    ['"FIRST" = \'10\'', `("FIRST" = '10')`],
    ['\'it\'\'s\' || "FIRST"', `('it''s' || "FIRST")`],
    ['leftstr("FIRST", 2) + rightstr("LAST", 3)', `(substr("FIRST", 1, 2) || (CASE WHEN 3 <= 0 THEN '' ELSE substr("LAST", -(3)) END))`],
    ['midstr("FIRST", 2, 3)', 'substr("FIRST", 2, 3)'],
    ['upper("FIRST") + lcase("LAST")', '(upper("FIRST") || lower("LAST"))'],
    ['strlen("FIRST")', 'length("FIRST")'],
    ['round("PRICE", 1)', 'round("PRICE", 1)'],
    ['string("QTY") + \'x\'', `(CAST("QTY" AS TEXT) || 'x')`],
    ['$$client$$', `'100'`],
    ['"Q""X"', 'render: column "Q"X" is not known here'],
  ])('%s', (text, expected) => {
    expect(sql(text)).toBe(expected);
  });

  it.each([
    ['daysbetween("FIRST", 1)', 'parse: function daysbetween() is not supported'],
    ['if("QTY" > 1, 2)', 'parse: if() takes 3 arguments (condition, then, else), found 2'],
    ['leftstr("FIRST")', 'parse: leftstr() takes 2 argument(s), found 1'],
    ['"FIRST" - 1', 'render: operator - needs numbers, found text and integer'],
    ['"MISSING" + 1', 'render: column "MISSING" is not known here'],
    ['$$IP_YEAR$$ = "FIRST"', 'render: input parameter $$IP_YEAR$$ is not supported (views of the application database take no parameters)'],
    ['"QTY" +', 'parse: the expression ends where a value was expected'],
    ["'open", 'parse: unterminated text starting at position 0'],
    ['"QTY" = 1; DROP TABLE X', "parse: unexpected character ';' at position 9"],
    ['"QTY" = 1 -- comment', 'render: column "comment" is not known here'],
    ['CASE "QTY" END', "parse: CASE needs at least one WHEN, found 'END' at position 11"],
    ['', 'parse: the expression is empty'],
    ['(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))', 'parse: expression nested deeper than 60 levels'],
  ])('refuses %s', (text, expected) => {
    expect(sql(text)).toBe(expected);
  });
});
