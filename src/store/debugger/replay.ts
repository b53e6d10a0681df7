/**
 * Replay: a recording (debug record's file) walked with no system, forward and back; the listener goes on
 * behind it, and a run of the user that stops takes the pane back (listener.ts).
 */
import { renderReached } from '../../debug/render.js';
import type { DebuggerContext } from './context.js';
import type { Listener } from './listener.js';
import type { DebuggerActions } from './model.js';

/** What stopped a recorded stop besides a line (watchpoints, exceptions), for the replay's status line. */
function recordedNotes(reached: Parameters<typeof renderReached>[0]): string {
  return renderReached(reached).trim().split('\n').join(' · ');
}

export type ReplayActions = Pick<DebuggerActions, 'startReplay' | 'replayStep' | 'endReplay'>;

export function replayActions(context: DebuggerContext, listener: Listener): ReplayActions {
  const { get, patch } = context;

  const showRecordedStop = () => {
    const cursor = context.replay;
    if (!cursor) return;
    const stop = cursor.stop;
    patch({
      phase: 'replay',
      position: stop.position,
      stack: stop.stack,
      variables: (stop.variables ?? []).map((variable) => ({ variable, depth: 0, expanded: false })),
      cursor: 0,
      frame: 0,
      stackCursor: 0,
      replay: { file: get().debugger.replay?.file ?? '', index: cursor.index, count: cursor.count },
      // what stopped the recorded program comes first: the pane is narrow beside the tree
      message: [recordedNotes(stop.reached), `replay: stop ${cursor.index + 1} of ${cursor.count}${stop.variables ? '' : ' (variables not read here while recording)'}`].filter(Boolean).join(' · '),
    });
  };

  return {
    startReplay(file) {
      void (async () => {
        const { loadRecording, ReplayCursor, RecordingError } = await import('../../debug/recording.js');
        try {
          context.replay = new ReplayCursor(loadRecording(file));
        } catch (error) {
          get().connection.notify(error instanceof RecordingError ? error.message : String(error), 'error');
          return;
        }
        patch({ replay: { file, index: 0, count: context.replay.count }, section: 'variables' });
        showRecordedStop();
        get().ui.open('debugger');
      })();
    },

    replayStep(delta) {
      const cursor = context.replay;
      if (!cursor) return;
      const moved = delta > 0 ? cursor.forward() : cursor.back();
      if (!moved) {
        get().connection.notify(delta > 0 ? `the recording ends here (stop ${cursor.count})` : 'this is the first recorded stop', 'error');
        return;
      }
      showRecordedStop();
    },

    endReplay() {
      if (!context.replay) return;
      context.replay = undefined;
      patch({ phase: listener.isListening() ? 'listening' : 'idle', replay: null, position: null, stack: [], variables: [], cursor: 0, message: 'the replay ended' });
      if (get().debugger.breakpoints.length > 0) void listener.listen();
    },
  };
}
