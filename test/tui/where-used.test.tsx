import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { command, keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  // the service reads every object once on its first where-used (the checks' registry): done here, so that
  // the pane's own calls are timed by what they do
  const session = await rawSession(service);
  expect((await session.post('/where', { objects: ['ZDEMO_CARRIER_ID'] })).status).toBe(200);
}, 120_000);
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service.stop());


const kinds = (d: Deck) => new Set(d.state().whereUsed.references.map((r) => r.object_type));

describe('where-used pane', () => {
  it('lists the uses of a data element from the object list (w), filters them with text, re: and !, and opens one', { timeout: 90_000 }, async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'ZDEMO_CORE selected');
    await deck.press('j');
    await deck.waitFor((f) => f.includes('2 Objects ZDEMO_DATA') && f.includes(' 1/37 '), 'ZDEMO_DATA listed');
    await deck.press('2', '/');
    await deck.type('zdemo_carrier_id dtel');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.objects.selectedObject()?.NAME === 'ZDEMO_CARRIER_ID' && s.objects.selectedObject()?.TYPE === 'DTEL', 'the data element selected');
    await deck.press('w');
    await deck.waitFor((_f, s) => s.ui.focus === 'whereUsed' && !s.whereUsed.loading && s.whereUsed.references.length > 0, 'uses listed');
    let frame = deck.frame();
    expect(frame).toContain('─ 9 Where-used ZDEMO_CARRIER_ID');
    expect(frame).toContain('uses of DTEL ZDEMO_CARRIER_ID');
    // tables use it as a field type
    expect(kinds(deck).has('TABL')).toBe(true);
    const all = deck.state().whereUsed.references.length;

    // substring
    await deck.press('/');
    await deck.type('booking');
    frame = await deck.waitFor((f) => f.includes('matching /booking'), 'substring filter');
    const kept = deck.state().whereUsed.references.filter((r) => /booking/i.test(`${r.object} ${r.include_name} ${r.method_name} ${r.package}`));
    expect(frame).toContain(`${kept.length}/${all} matching /booking`);
    // regular expression
    await deck.press(keys.ctrlU);
    await deck.type('re:^TABL');
    frame = await deck.waitFor((f) => f.includes('matching /re:^TABL'), 'regex filter');
    const tables = deck.state().whereUsed.references.filter((r) => r.object_type === 'TABL').length;
    expect(frame).toContain(`${tables}/${all} matching /re:^TABL`);
    // inverse
    await deck.press(keys.ctrlU);
    await deck.type('!re:^TABL');
    frame = await deck.waitFor((f) => f.includes('matching /!re:^TABL'), 'inverse filter');
    expect(frame).toContain(`${all - tables}/${all} matching /!re:^TABL`);
    await deck.press(keys.enter);
    expect(deck.state().whereUsed.filter).toBe('!re:^TABL');
    // Esc clears the filter first, staying in the pane
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('whereUsed');
    expect(deck.state().whereUsed.filter).toBe('');

    // Enter: the first using object in the source pane
    const first = deck.state().whereUsed.references[0]!;
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'source' && s.source.result?.name.toUpperCase() === first.object, 'the using object open');
    // Esc comes back to the list
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('whereUsed');
  });

  it('lists the uses of a table and of a class from the source pane, and says an invalid expression', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_DATA');
    await command(deck, 'obj ZDEMO_FLIGHT');
    await deck.waitFor((_f, s) => s.source.result !== null && s.ui.focus === 'source', 'the table open');
    await deck.press('w');
    await deck.waitFor((_f, s) => s.ui.focus === 'whereUsed' && !s.whereUsed.loading && s.whereUsed.object?.name === 'ZDEMO_FLIGHT' && s.whereUsed.references.length > 0, 'uses of the table');
    expect(kinds(deck).has('CLAS')).toBe(true);

    await command(deck, 'obj ZIF_DEMO_FARE_CALCULATOR');
    await deck.waitFor((_f, s) => s.source.result?.name.toUpperCase() === 'ZIF_DEMO_FARE_CALCULATOR' && s.ui.focus === 'source', 'the interface open');
    await deck.press('w');
    await deck.waitFor((_f, s) => s.whereUsed.object?.name === 'ZIF_DEMO_FARE_CALCULATOR' && !s.whereUsed.loading && s.whereUsed.references.length > 0, 'uses of the interface');
    expect(deck.state().whereUsed.references.some((r) => r.object === 'ZCL_DEMO_FARE_CALCULATOR')).toBe(true);

    await deck.press('/');
    await deck.type('re:([');
    await deck.waitFor('not a regular expression: ([');
    await deck.press(keys.esc);

    // :where names the object directly (the type found by name)
    await command(deck, 'where ZDEMO_CARRIER');
    await deck.waitFor((_f, s) => s.whereUsed.object?.name === 'ZDEMO_CARRIER' && !s.whereUsed.loading && s.whereUsed.references.length > 0, ':where');
    expect(deck.state().whereUsed.foundType).toBe('TABL');
  });
});
