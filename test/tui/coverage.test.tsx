/**
 * The source pane after a unit run with coverage (`:coverage`): the drawer lists the coverage per class and
 * method, the store keeps it per object, and the pane marks each measured statement reached (+) or missed (-).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { gradeClass } from '../support/coverage-fixtures.js';
import { command, keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  service = await startTestService({
    execution: { poolSize: 1, maxRuntimeMillis: 20_000 },
    prepare: (system) => {
      system.packages.save({ name: '$COV', parent: '', description: 'Coverage tests', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
      system.objects.save(gradeClass, '$COV', 'A', 'DEVELOPER');
    },
  });
}, 240_000);
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service?.stop());


describe('coverage in the source pane', () => {
  it('marks the statements the tests reached and missed after :coverage, and lists the coverage in the drawer', async () => {
    deck = startDeck(service);
    await command(deck, 'obj ZCL_COV_GRADE');
    await deck.waitFor((_f, s) => s.source.view !== null, 'source of ZCL_COV_GRADE');
    expect(deck.frame()).not.toMatch(/│[+-]\s*10 /);
    await command(deck, 'coverage');
    await deck.waitFor((_f, s) => s.drawer.title === 'coverage ZCL_COV_GRADE' && !s.drawer.running, 'coverage run finished', 60_000);
    expect(deck.state().source.coverage['ZCL_COV_GRADE']).toMatchObject({ covered: 3, total: 5 });
    expect(deck.state().drawer.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining(['coverage ZCL_COV_GRADE: 3/5 (60%) statements', '    GRADE 3/4 (75%)', '    UNUSED 0/1 (0%)']),
    );
    // the drawer closed, the methods in view
    await deck.press('d', 's');
    await deck.type('GRADE');
    await deck.press(keys.enter);
    let frame = deck.frame();
    expect(frame).toMatch(/│\+\s*10 \[ *\d+\]\s+IF score >= 50\./);
    expect(frame).toMatch(/│\+\s*11 \[ *\d+\]\s+result = 'pass'\./);
    expect(frame).toMatch(/│\+\s*12 \[ *\d+\]\s+passed = abap_true\./);
    // declarations, ELSE and block ends are not statements: no mark
    expect(frame).toMatch(/│ \s*9 \[ *\d+\]\s+DATA passed TYPE abap_bool\./);
    expect(frame).toMatch(/│ \s*13 \[ *\d+\]\s+ELSE\./);
    expect(frame).toMatch(/│-\s*14 \[ *\d+\]\s+result = 'fail'\./);
    // s brings the method to the top of the pane
    await deck.press('s');
    await deck.type('UNUSED');
    await deck.press(keys.enter);
    frame = deck.frame();
    expect(frame).toMatch(/│-\s*19 \[ *\d+\]\s+result = 1\./);
  }, 120_000);
});
