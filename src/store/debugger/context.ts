/**
 * What the debugger's modules share: the tools they debug with (made on first use), the recording being
 * walked, and `patch` for the slice's data. One context per slice, so a renewed slice starts afresh.
 */
import type { Agent } from '../../client/agent.js';
import type { BreakpointBook } from '../../debug/breakpoints.js';
import type { ReplayCursor } from '../../debug/recording.js';
import type { DebugSession, ListenTimeout } from '../../debug/session.js';
import type { DeckState, SliceContext } from '../types.js';
import type { DebuggerData } from './model.js';

/** The breakpoint list kept for this system and user, the debug session, and the listener poll's timeout error. */
export interface DebugTools {
  book: Pick<BreakpointBook, 'api' | 'list' | 'add' | 'addExceptions' | 'delete' | 'deleteAll' | 'setEnabled' | 'setCondition'>;
  session: DebugSession;
  /** What a listener poll throws when nothing stopped within its wait (the loop polls again). */
  listenTimeout: typeof ListenTimeout;
}

/** The tools over the deck's agent (src/debug: the CLI's breakpoint book and debug session). */
export async function openDebugTools(agent: Agent): Promise<DebugTools> {
  const [{ BreakpointBook }, { DebugStateStore }, { DebugSession, ListenTimeout }] = await Promise.all([
    import('../../debug/breakpoints.js'),
    import('../../debug/state.js'),
    import('../../debug/session.js'),
  ]);
  const book = new BreakpointBook(agent, DebugStateStore.for(agent.connection, process.env));
  return { book, session: new DebugSession(book.api, { contextLines: 12 }), listenTimeout: ListenTimeout };
}

export interface DebuggerContext {
  get: () => DeckState;
  /** Shallow-merges into the slice's data. */
  patch(partial: Partial<DebuggerData> | ((current: DeckState['debugger']) => Partial<DebuggerData>)): void;
  /** The tools, made on the first call (undefined when the connection refuses debugging or has no agent). */
  tools(): Promise<DebugTools | undefined>;
  /** The tools once made (undefined before the first `tools()`). */
  made(): DebugTools | undefined;
  /** The debug session once the tools are made (a stopped program is always one of it). */
  session(): DebugSession | undefined;
  /** The recording walked, while there is one. */
  replay: ReplayCursor | undefined;
}

export function createDebuggerContext({ get, patch }: Pick<SliceContext, 'get' | 'patch'>, open: (agent: Agent) => Promise<DebugTools> = openDebugTools): DebuggerContext {
  let made: DebugTools | undefined;
  return {
    get,
    patch: (partial) => patch('debugger', partial),
    async tools() {
      if (made) return made;
      if (get().connection.refuse('debug')) return undefined;
      const agent = await get().connection.call('debugger', async (backend) => backend.agent);
      if (!agent) return undefined;
      made = await open(agent as Agent);
      return made;
    },
    made: () => made,
    session: () => made?.session,
    replay: undefined,
  };
}
