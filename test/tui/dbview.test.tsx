import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { addPackage, createSalesTables, SALES_LOGICAL, SALES_PHYSICAL, salesView } from '../system/dbview/fixtures.js';
import { keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) => {
      addPackage(system, 'ZHANA');
      createSalesTables(system);
      system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
      const deployed = system.dbviews.deploy(
        { action: 'deploy', package: 'ZHANA', files: [{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }] },
        { user: 'DEVELOPER', client: '100' },
      );
      if (!deployed.success) throw new Error(JSON.stringify(deployed));
    },
  });
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service.stop());

describe('dbview pane (8)', () => {
  it("lists the tree package's views, previews a view's rows in the grid, walks schemas → tables → columns and previews a table", async () => {
    deck = startDeck(service, { roots: ['ZHANA'] });
    await deck.waitFor((_f, s) => s.tree.selected === 'ZHANA', 'ZHANA in the tree');
    await deck.press('8');
    let frame = await deck.waitFor((_f, s) => s.dbview.views.length > 0 && !s.dbview.loading, 'the view listed');
    expect(frame).toContain('views of package ZHANA');
    expect(frame).toMatch(/CV_SALES_BY_CUSTOMER +CVIW +active +deployed/);
    expect(frame).toContain('dbview › package › ZHANA');

    // Enter: the view's rows in the preview grid (pane 4); Esc comes back
    await deck.press(keys.enter);
    frame = await deck.waitFor((_f, s) => s.ui.focus === 'preview' && s.preview.loaded && s.preview.rows.length === 3, 'view rows');
    expect(deck.state().preview.object).toEqual({ name: 'CV_SALES_BY_CUSTOMER', type: 'VIEW' });
    expect(deck.state().preview.rows.map((r) => r['FULL_NAME'])).toEqual(['Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    expect(deck.frame()).toContain('Grace Hopper');
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('dbview');

    // v: the schemas with the logical mapping
    await deck.press('v');
    frame = await deck.waitFor((_f, s) => s.dbview.level === 'schemas' && !s.dbview.loading && s.dbview.schemas.length > 0, 'schemas');
    frame = deck.frame();
    expect(frame).toMatch(/SAPDEV +DICTIONARY/);
    expect(frame).toMatch(/SALES_P +SCHEMA .*← SALES/);
    // / filters the list (the one list filter), Enter opens the schema's tables
    await deck.press('/');
    await deck.type('sales');
    await deck.press(keys.enter);
    await deck.waitFor((f) => f.includes('matching /sales'), 'schemas filtered');
    expect(deck.state().dbview.filter.schemas).toBe('sales');
    await deck.press(keys.enter);
    frame = await deck.waitFor((_f, s) => s.dbview.level === 'tables' && !s.dbview.loading, 'tables');
    frame = deck.frame();
    expect(frame).toContain('tables of schema SALES_P');
    expect(deck.state().dbview.tables.map((t) => t.name)).toEqual(['ARCHIVED_ORDERS', 'CUSTOMERS', 'ORDERS']);
    await deck.press('/');
    await deck.type('re:^CUST');
    await deck.press(keys.enter, keys.enter);
    await deck.waitFor((_f, s) => s.dbview.level === 'fields' && !s.dbview.loading, 'columns');
    frame = deck.frame();
    expect(frame).toContain('columns of SALES_P.CUSTOMERS');
    expect(frame).toMatch(/CUSTOMER_ID +NVARCHAR +10 +0 +key/);
    // p: the table's rows
    await deck.press('p');
    await deck.waitFor((_f, s) => s.ui.focus === 'preview' && s.preview.loaded && s.preview.object?.name === 'SALES_P.CUSTOMERS', 'table rows');
    expect(deck.state().preview.rows.map((r) => r['LAST_NAME'])).toEqual(['Lovelace', 'Hopper', 'Turing']);
    // Esc: back to the columns, then one level up at a time (the tables keep their filter; Esc clears it first)
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('dbview');
    await deck.press(keys.esc);
    expect(deck.state().dbview.level).toBe('tables');
    await deck.press(keys.esc);
    expect(deck.state().dbview.filter.tables).toBe('');
    expect(deck.state().dbview.level).toBe('tables');
    await deck.press(keys.esc);
    expect(deck.state().dbview.level).toBe('schemas');
    expect(deck.state().ui.focus).toBe('dbview');

    // P: the views of another package (asked for its name)
    await deck.press('v');
    await deck.waitFor((_f, s) => s.dbview.level === 'views', 'views again');
    await deck.press('P', keys.ctrlU);
    await deck.type('zdemo_none');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dbview.package === 'ZDEMO_NONE' && !s.dbview.loading, 'another package');
    expect(deck.frame()).toContain('views of package ZDEMO_NONE');

    // :dbview <package> from anywhere
    await deck.press('1');
    await deck.press(':');
    await deck.type('dbview zhana');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'dbview' && s.dbview.level === 'views' && s.dbview.package === 'ZHANA' && !s.dbview.loading, ':dbview');
  });

  it('drops a view after asking, and the list shows it dropped', async () => {
    deck = startDeck(service, { roots: ['ZHANA'] });
    await deck.waitFor((_f, s) => s.tree.selected === 'ZHANA', 'ZHANA in the tree');
    await deck.press('8');
    await deck.waitFor((_f, s) => s.dbview.views.length > 0 && !s.dbview.loading, 'the view listed');
    await deck.press('D');
    await deck.waitFor('Drop view CV_SALES_BY_CUSTOMER?');
    await deck.press('y');
    const frame = await deck.waitFor((f) => /CV_SALES_BY_CUSTOMER +CVIW +\S+ +dropped/.test(f), 'dropped');
    expect(frame).toMatch(/CV_SALES_BY_CUSTOMER +CVIW +\S+ +dropped/);
  });
});
