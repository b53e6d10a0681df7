import { render } from 'ink-testing-library';
import { App } from '../../screens/App.js';
import { monoTheme } from '../../screens/theme.js';
import { createDeckStore, type DeckState, type DeckStore, type StoreDeps } from '../../src/store/index.js';
import { paneRegistry } from '../../screens/panes.js';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, type AdtResponse } from '../support/debug-fixtures.js';

/** Keys as a terminal sends them. */
export const keys = {
  enter: '\r',
  esc: '\x1b',
  tab: '\t',
  shiftTab: '\x1b[Z',
  up: '\x1b[A',
  down: '\x1b[B',
  right: '\x1b[C',
  left: '\x1b[D',
  pageDown: '\x1b[6~',
  pageUp: '\x1b[5~',
  backspace: '\x7f',
  ctrlD: '\x04',
  ctrlU: '\x15',
} as const;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface Deck {
  store: DeckStore;
  state(): DeckState;
  frame(): string;
  /** How many frames Ink has drawn so far (ink-testing-library draws every render). */
  frameCount(): number;
  /** The first frame Ink drew. */
  firstFrame(): string;
  /** Writes keys one write at a time (a string of plain characters is one write, as a fast typist's batch). */
  press(...input: string[]): Promise<void>;
  /** Types text into an open input character by character. */
  type(text: string): Promise<void>;
  waitFor(expected: string | RegExp | ((frame: string, state: DeckState) => boolean), what?: string): Promise<string>;
  unmount(): void;
}

/** A `:` command as a user gives it: `:`, the text, Enter. */
export async function command(d: Deck, text: string): Promise<void> {
  await d.press(':');
  await d.type(text);
  await d.press(keys.enter);
}

/** Renders the whole app (monochrome) against a running test service. */
export function startDeck(service: TestService, deps: Partial<StoreDeps> = {}): Deck {
  const store = createDeckStore({
    panes: paneRegistry,
    resolveConnection: async () => service.connection(),
    roots: ['ZDEMO', '$DEMO_LOCAL'],
    followDelayMillis: 0,
    ...deps,
  });
  const app = render(<App store={store} theme={monoTheme} />);
  const frame = () => app.lastFrame() ?? '';
  return {
    store,
    state: () => store.getState(),
    frame,
    frameCount: () => app.frames.length,
    firstFrame: () => app.frames[0] ?? '',
    async press(...input) {
      for (const chunk of input) {
        app.stdin.write(chunk);
        // Ink holds a lone Esc for one macrotask (it may start a sequence): two ticks let it through.
        await tick();
        await tick();
      }
    },
    async type(text) {
      for (const character of text) {
        app.stdin.write(character);
        await tick();
      }
      await tick();
    },
    async waitFor(expected, what) {
      const test =
        typeof expected === 'function'
          ? expected
          : typeof expected === 'string'
            ? (f: string) => f.includes(expected)
            : (f: string) => expected.test(f);
      const started = Date.now();
      while (Date.now() - started < 20_000) {
        if (test(frame(), store.getState())) return frame();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`timed out waiting for ${what ?? String(expected)}; last frame:\n${frame()}\nstatus: ${JSON.stringify(store.getState().connection.status)}`);
    },
    unmount() {
      app.unmount();
      app.cleanup();
    },
  };
}

/**
 * The demo system with the debugger fixtures for a file of in-process debugger tests (one work process, a short
 * listener grace): the deck's debug state goes to a temporary XDG_STATE_HOME, restored afterwards.
 */
export function debuggerTestSystem(prefix: string): { service: TestService; stateDir: string } {
  const world = {} as { service: TestService; stateDir: string };
  const previousStateHome = process.env['XDG_STATE_HOME'];
  beforeAll(async () => {
    world.stateDir = tempDir(prefix);
    process.env['XDG_STATE_HOME'] = world.stateDir;
    world.service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 }, debugger: { listenerGraceMillis: 2000 } });
    await world.service.execution.ready();
  }, 120_000);
  afterAll(async () => {
    await world.service?.stop();
    if (previousStateHome === undefined) delete process.env['XDG_STATE_HOME'];
    else process.env['XDG_STATE_HOME'] = previousStateHome;
    rmSync(world.stateDir, { recursive: true, force: true });
  });
  return world;
}

/** Waits until the debugger stands at a line of the stopped program's source. */
export function stoppedAt(deck: Deck, line: number, what: string): Promise<string> {
  return deck.waitFor((_, s) => s.debugger.phase === 'stopped' && s.debugger.position?.source?.line === line, what);
}

/**
 * Sets a breakpoint at a line of the debugger probe class (ZCL_DEBUG_PROBE) from an open deck, runs the class and
 * waits for the stop there; answers the run (its answer comes when the program ends: wrapped, so that awaiting
 * the stop does not wait for it).
 */
export async function runProbeToStop(deck: Deck, service: TestService, line: number): Promise<{ run: Promise<AdtResponse> }> {
  await deck.state().debugger.load();
  await deck.state().debugger.toggle({ kind: 'class', name: 'ZCL_DEBUG_PROBE', line });
  await deck.waitFor((_, s) => s.debugger.phase === 'listening', 'the listener');
  const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
  await stoppedAt(deck, line, 'the stop');
  return { run };
}
