import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Empties the open prompt (it may offer a text: the view files found, the working folder). */
async function clearPrompt(): Promise<void> {
  for (let left = deck!.state().ui.prompt?.text.length ?? 0; left > 0; left--) await deck!.press(keys.backspace);
}

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

  it('checks and deploys view files of the working folder (c, d), writes the package’s files (I)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'abapdeck-dbview-tui-'));
    try {
      const good = join(folder, 'CV_SALES_AGAIN.calculationview');
      writeFileSync(good, salesView().replaceAll('CV_SALES_BY_CUSTOMER', 'CV_SALES_AGAIN'));
      const broken = join(folder, 'CV_BROKEN.calculationview');
      writeFileSync(broken, '<Calculation:scenario id="CV_BROKEN"');
      deck = startDeck(service, { roots: ['ZHANA'] });
      await deck.waitFor((_f, s) => s.tree.selected === 'ZHANA', 'ZHANA in the tree');
      await deck.press('8');
      await deck.waitFor((_f, s) => s.dbview.views.length > 0 && !s.dbview.loading, 'the view listed');
      // c: the drawer says which file would deploy and which would not
      await deck.press('c');
      await deck.waitFor((_f, s) => s.ui.prompt?.kind === 'dbviewCheck', 'check prompt');
      await clearPrompt();
      await deck.type(`${good},${broken}`);
      await deck.press(keys.enter);
      await deck.waitFor((_f, s) => s.drawer.title === 'dbview check ZHANA' && !s.drawer.running, 'check result');
      const checked = deck.state().drawer.lines.map((line) => line.text).join('\n');
      expect(checked).toMatch(/OK +CV_SALES_AGAIN/);
      expect(checked).toMatch(/ERROR +\S*BROKEN/);
      // the drawer opened in pane 3; 8 comes back. d: checked first, then deployed after asking
      await deck.press('8', 'd');
      await deck.waitFor((_f, s) => s.ui.prompt?.kind === 'dbviewDeploy', 'deploy prompt');
      await clearPrompt();
      await deck.type(good);
      await deck.press(keys.enter);
      await deck.waitFor('Deploy into package ZHANA?');
      await deck.press('y');
      await deck.waitFor((_f, s) => s.dbview.views.some((v) => v.name === 'CV_SALES_AGAIN' && v.hot_status === 'A'), 'deployed');
      expect(deck.state().drawer.lines.map((line) => line.text).join('\n')).toMatch(/deployed +CV_SALES_AGAIN/);
      // I: the package's view files as the system holds them
      const target = join(folder, 'imported');
      await deck.press('8', 'I');
      await deck.waitFor((_f, s) => s.ui.prompt?.kind === 'dbviewImport', 'import prompt');
      await clearPrompt();
      await deck.type(target);
      await deck.press(keys.enter);
      await deck.waitFor((_f, s) => s.connection.status?.text.startsWith('wrote 2 view file(s) of ZHANA') === true, 'written');
      expect(readdirSync(target).sort()).toEqual(['CV_SALES_AGAIN.calculationview', 'CV_SALES_BY_CUSTOMER.calculationview']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('maps a logical schema to the schema under the cursor (m) and removes the mapping after asking (u)', async () => {
    deck = startDeck(service, { roots: ['ZHANA'] });
    await deck.waitFor((_f, s) => s.tree.selected === 'ZHANA', 'ZHANA in the tree');
    await deck.press('8');
    await deck.waitFor((_f, s) => s.dbview.views.length > 0 && !s.dbview.loading, 'the view listed');
    await deck.press('v');
    await deck.waitFor((_f, s) => s.dbview.level === 'schemas' && !s.dbview.loading && s.dbview.schemas.length > 0, 'schemas');
    await deck.press('/');
    await deck.type('sales_p');
    await deck.press(keys.enter);
    await deck.press('m');
    await deck.type('SALES_QA');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dbview.mappings.some((m) => m.logical === 'SALES_QA' && m.physical === 'SALES_P'), 'mapped');
    expect(deck.state().connection.status?.text).toContain('SALES_QA');
    await deck.press('u');
    await deck.waitFor('Remove the mapping of');
    await deck.press('y');
    await deck.waitFor((_f, s) => !s.dbview.mappings.some((m) => m.physical === 'SALES_P'), 'unmapped');
    // put the fixture's mapping back for the other tests
    await deck.press('m');
    await deck.type('SALES');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dbview.mappings.some((m) => m.logical === 'SALES' && m.physical === 'SALES_P'), 'mapped again');
  });
});
