/**
 * = in the debugger's variables section sets the variable at the cursor (issue 32: the CLI's REPL could, the
 * TUI could not): the system converts the text by the variable's type and the row and the status line show what
 * it holds now; a text that does not convert, and a structure, are refused with the system's words; the program
 * runs on with the value set.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { probeRows as rows } from '../support/debug-fixtures.js';
import { debuggerTestSystem, startDeck, keys, type Deck, runProbeToStop } from './support.js';

const debug = debuggerTestSystem('abapdeck-tui-debug-set-');
let deck: Deck | undefined;

afterAll(() => deck?.unmount());

/** Moves the cursor of the variables section onto a variable. */
async function cursorOn(d: Deck, name: string): Promise<void> {
  const index = d.state().debugger.variables.findIndex((row) => row.variable.name === name);
  expect(index, `${name} among the variables`).toBeGreaterThanOrEqual(0);
  d.state().debugger.move(index - d.state().debugger.cursor);
  await d.waitFor((_, s) => s.debugger.variables[s.debugger.cursor]?.variable.name === name, `the cursor on ${name}`);
}

/** = with the cursor on the variable, the text typed over the value filled in, Enter. */
async function setTo(d: Deck, name: string, text: string): Promise<void> {
  await cursorOn(d, name);
  await d.press('=');
  await d.waitFor((_, s) => s.ui.prompt?.kind === 'debugValue', 'the value input');
  await d.press('\u0015');
  await d.type(text);
  await d.press(keys.enter);
}

describe('setting a variable in the debugger pane', () => {
  it('sets with the type’s conversion, shows refusals, and the program goes on with the value', async () => {
    deck = startDeck(debug.service);
    await deck.waitFor('ZDEMO');
    const { run } = await runProbeToStop(deck, debug.service, rows.text);
    await deck.waitFor(' Variables ');

    // LV_CHAR (C LENGTH 10) before lv_text = |Probe { lv_char }|: the text is cut to its length
    await setTo(deck, 'LV_CHAR', 'XYZXYZXYZXYZ');
    await deck.waitFor("LV_CHAR = 'XYZXYZXYZX' (converted from 'XYZXYZXYZXYZ' by its type C)");
    expect(deck.state().debugger.variables.find((row) => row.variable.name === 'LV_CHAR')?.variable).toMatchObject({ value: 'XYZXYZXYZX', changed: true });

    // an integer refuses a text that is no number, in the system's words; the value stays
    await setTo(deck, 'LV_COUNT', 'many');
    await deck.waitFor((_, s) => s.connection.status?.kind === 'error' && /LV_COUNT/.test(s.connection.status.text), 'the refusal');
    expect(deck.state().connection.status?.text).toContain("'many' is not a number");
    expect(deck.state().debugger.variables.find((row) => row.variable.name === 'LV_COUNT')?.variable.value).toBe('0');

    // a structure is not set as a whole
    await setTo(deck, 'LS_ITEM', 'x');
    await deck.waitFor((_, s) => s.connection.status?.kind === 'error' && /LS_ITEM/.test(s.connection.status.text), 'the refusal of a structure');

    // the program runs on with the value set
    await deck.press('c');
    expect((await run).body).toBe('Probe XYZXYZXYZX\n3\n');
  }, 90_000);
});
