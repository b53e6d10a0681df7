/**
 * The debugger pane's tools faked at their function boundary (src/store/debugger/context.ts DebugTools): a
 * breakpoint book kept in memory and a debug session whose stops the test gives. For the store's debugger
 * slice without a system; test/tui's debug-* files run the same slice against a real service.
 */
import { afterEach } from 'vitest';
import { breakpointUri, type SourceLine } from '../../src/protocol/debugger.js';
import type { WatchpointEntry } from '../../src/protocol/debugger-documents.js';
import type { BreakpointView } from '../../src/debug/breakpoints.js';
import { ListenTimeout, type HitInfo, type Position, type Variable } from '../../src/debug/session.js';
import type { DebugTools } from '../../src/store/debugger.js';
import { fakeBackend, fakeConnection, storeWith } from './fake-deck.js';

const adtPath = '/sap/bc/adt';

export function position(include: string, line: number, event = 'MAIN'): Position {
  return { program: include, include, line, event, uri: '', lines: [] };
}

export function variable(name: string, value: string, metaType = 'simple', extra: Partial<Variable> = {}): Variable {
  return { id: name, name, type: metaType === 'simple' ? 'C' : metaType.toUpperCase(), metaType, value, ...extra };
}

type StepAnswer = { position?: Position; ended?: boolean };

/** A debug session: `hits` are reported to the listener in turn (then it waits until aborted); steps answer `steps` in turn. */
export class FakeSession {
  attached = false;
  hits: HitInfo[] = [];
  steps: StepAnswer[] = [];
  at: Position = position('ZPROG', 1);
  frameVariables: Variable[] = [];
  /** Children by variable id, for expand. */
  children: Record<string, Variable[]> = {};
  watchpointList: WatchpointEntry[] = [];
  readonly calls: string[] = [];

  get isAttached(): boolean {
    return this.attached;
  }

  async waitForHit(_seconds: number, hooks: { signal?: AbortSignal } = {}): Promise<HitInfo> {
    const hit = this.hits.shift();
    if (hit) return hit;
    return new Promise((_resolve, reject) => {
      if (hooks.signal?.aborted) return reject(new ListenTimeout(0));
      hooks.signal?.addEventListener('abort', () => reject(new Error('listener stopped')), { once: true });
    });
  }
  async attach(debuggeeId: string) {
    this.calls.push(`attach ${debuggeeId}`);
    this.attached = true;
    return {};
  }
  startKeepalive() {}
  async position() {
    return this.at;
  }
  async stack() {
    return [];
  }
  async variables() {
    return this.frameVariables;
  }
  async watchpoints() {
    return this.watchpointList;
  }
  async variable(path: string) {
    const found = this.frameVariables.find((v) => v.name === path);
    if (!found) throw new Error(`${path} is not known here`);
    return found;
  }
  async expand(id: string) {
    return { variable: this.frameVariables.find((v) => v.id === id)!, children: this.children[id] ?? [] };
  }
  async step(type: string) {
    this.calls.push(`step ${type}`);
    const answer = this.steps.shift() ?? { ended: true };
    if (answer.position) this.at = answer.position;
    else this.attached = false;
    return answer;
  }
  async toLine(how: string, line: number) {
    return this.step(`${how} ${line}`);
  }
  async selectFrame(index: number) {
    return { entry: {}, position: position(this.at.include, 100 + index) };
  }
  async setValue(id: string, value: string) {
    this.calls.push(`set ${id}=${value}`);
    // the system converts by the type: a C(3) keeps three characters
    return { variable: id, value: value.slice(0, 3) };
  }
  async watch(path: string, condition?: string) {
    const entry = { id: String(this.watchpointList.length + 1), variableName: path, currentValue: 'x', ...(condition ? { condition } : {}) } as WatchpointEntry;
    this.watchpointList.push(entry);
    return entry;
  }
  async unwatch(id: string) {
    this.watchpointList = this.watchpointList.filter((wp) => wp.id !== id);
  }
  async terminate() {
    this.calls.push('terminate');
    this.attached = false;
    return {};
  }
  async detach(deleteBreakpoints: () => Promise<void>) {
    this.calls.push('detach');
    await deleteBreakpoints();
    this.attached = false;
  }
  async leave() {
    this.calls.push('leave');
    this.attached = false;
  }
}

/** The breakpoint list of this system and user, in memory; `reject` names positions the system refuses. */
export class FakeBook {
  breakpoints: BreakpointView[] = [];
  reject = new Map<string, string>();
  readonly api = { agent: { connection: { ...fakeConnection, adtPath } }, stopListener: async () => undefined };

  async list() {
    return { source: 'local' as const, breakpoints: [...this.breakpoints] };
  }
  async add(targets: readonly SourceLine[]) {
    const views = targets.map((target) => ({ id: `bp${this.breakpoints.length + 1}`, position: `${target.name}:${target.line}`, object: target.name, line: target.line, uri: breakpointUri(adtPath, target), enabled: true }));
    const rejected = views.filter((view) => this.reject.has(view.position)).map((view) => ({ position: view.position, error: this.reject.get(view.position)! }));
    const accepted = views.filter((view) => !this.reject.has(view.position));
    this.breakpoints.push(...accepted);
    return { breakpoints: accepted, rejected };
  }
  async addExceptions(classes: readonly string[]) {
    const views = classes.map((name) => ({ id: `ex-${name}`, position: `exception ${name}`, object: name, line: 0, uri: '', enabled: true, exceptionClass: name }));
    this.breakpoints.push(...views);
    return { breakpoints: views, rejected: [] };
  }
  async delete(idOrPosition: string) {
    const before = this.breakpoints.length;
    this.breakpoints = this.breakpoints.filter((bp) => bp.id !== idOrPosition && bp.position !== idOrPosition);
    return this.breakpoints.length < before;
  }
  async deleteAll() {
    const count = this.breakpoints.length;
    this.breakpoints = [];
    return count;
  }
  async setEnabled(uri: string, enabled: boolean) {
    const bp = this.breakpoints.find((b) => b.uri === uri);
    if (bp) bp.enabled = enabled;
    return bp && { ...bp };
  }
  async setCondition(uri: string, condition: string | undefined) {
    const bp = this.breakpoints.find((b) => b.uri === uri);
    if (!bp) return {};
    if (condition === 'bad (') return { error: 'the condition is no valid expression' };
    bp.condition = condition || undefined;
    return { breakpoint: { ...bp } };
  }
}

export function fakeDebugTools(): { book: FakeBook; session: FakeSession; open: () => Promise<DebugTools> } {
  const book = new FakeBook();
  const session = new FakeSession();
  return { book, session, open: async () => ({ book, session, listenTimeout: ListenTimeout }) as unknown as DebugTools };
}

/** The deck's store over a fake backend with fake debug tools, connected. */
export async function debugDeck() {
  const tools = fakeDebugTools();
  const store = await storeWith(fakeBackend(), { openDebugTools: tools.open });
  return {
    ...tools,
    store,
    /** The debugger slice now. */
    d: () => store.getState().debugger,
    /** The status line's message now. */
    status: () => store.getState().connection.status,
  };
}

/** `debugDeck` for a file whose decks listen: each deck is let go after its test, so no poll is left waiting. */
export function debugDecksLeftAfterEach(): () => ReturnType<typeof debugDeck> {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const leave of open.splice(0)) await leave();
  });
  return async () => {
    const deck = await debugDeck();
    open.push(() => deck.d().leave(0));
    return deck;
  };
}
