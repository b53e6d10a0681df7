/**
 * Issue 33.12: dynamic ABAP SQL reached SQLite's own tables (`SELECT COUNT(*) FROM (lv_tab)` with `sqlite_master`
 * returned rows) and the system's bookkeeping tables. Every table a statement of a run names is checked against the
 * dictionary: any other name raises CX_SY_DYNAMIC_OSQL_SEMANTICS, which the code can catch, naming the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { hostileDynamicTables } from '../reliability/attack-seeds-b.corpus.js';
import type { EmbeddedSystem } from '../../src/system/system.js';

const CLASS = 'ZCL_ATTACK_DYNAMIC_SQL';

/** A class run that counts the rows of each named table with dynamic SQL and writes the count or the refusal. */
function dynamicSqlClass(tables: readonly string[]): string {
  const appends = tables.map((table) => `    APPEND '${table.replace(/'/g, "''")}' TO lt_tables.`).join('\n');
  return `CLASS zcl_attack_dynamic_sql DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_attack_dynamic_sql IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lt_tables TYPE STANDARD TABLE OF string WITH EMPTY KEY.
    DATA lv_table TYPE string.
    DATA lv_count TYPE i.
    DATA lx_error TYPE REF TO cx_root.
${appends}
    LOOP AT lt_tables INTO lv_table.
      TRY.
          SELECT COUNT(*) FROM (lv_table) INTO lv_count.
          out->write( |{ lv_table } => rows { lv_count }| ).
        CATCH cx_sy_dynamic_osql_semantics cx_sy_dynamic_osql_syntax INTO lx_error.
          out->write( |{ lv_table } => refused: { lx_error->get_text( ) }| ).
      ENDTRY.
    ENDLOOP.
  ENDMETHOD.
ENDCLASS.
`;
}

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    demo: true,
    execution: { poolSize: 1 },
    prepare: (system: EmbeddedSystem) =>
      system.objects.save(
        {
          type: 'CLAS',
          name: CLASS,
          description: 'Dynamic SQL on hostile table names',
          metadata: { VSEOCLASS: { CLSNAME: CLASS, LANGU: 'E', DESCRIPT: 'Dynamic SQL', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
          sources: { main: dynamicSqlClass([...hostileDynamicTables, 'ZDEMO_CARRIER', 'zdemo_v_flight']) },
        },
        'ZDEMO_TOOLS',
        'A',
        'DEVELOPER',
      ),
  });
  await service.execution.ready();
}, 120_000);
afterAll(async () => service?.stop());

describe('table names of dynamic ABAP SQL (issue 33.12)', () => {
  it("reaches only the dictionary's tables and views: SQLite's own and the system's bookkeeping are refused, naming the table", async () => {
    const session = await rawSession(service);
    const response = await fetch(`${service.url}${service.adtPath}/oo/classrun/${CLASS}`, {
      method: 'POST',
      headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token },
    });
    const output = await response.text();
    expect(response.status, output).toBe(200);
    const lines = new Map(output.trim().split('\n').map((line) => line.split(' => ') as [string, string]));
    for (const table of hostileDynamicTables) expect(lines.get(table), `${table}\n${output}`).toMatch(/^refused: .*is not a table or view of the dictionary/);
    expect(lines.get('ZDEMO_CARRIER')).toMatch(/^rows [1-9]\d*$/);
    expect(lines.get('zdemo_v_flight')).toMatch(/^rows \d+$/);
  });
});
