/** Replay of a recording in the debugger slice (src/store/debugger/replay.ts): no system, forward and back. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingFormat, recordingVersion, type Recording } from '../../../src/debug/recording.js';
import { tempDir } from '../../support/service.js';
import { debugDeck, position, variable } from '../../support/fake-debug-tools.js';

let root: string;
let file: string;

const recording: Recording = {
  format: recordingFormat,
  version: recordingVersion,
  recordedAt: '2026-01-01T00:00:00.000Z',
  system: { origin: 'http://127.0.0.1:1', client: '100', user: 'DEVELOPER' },
  stops: [
    { at: '2026-01-01T00:00:01.000Z', position: position('ZPROG', 5), stack: [], variables: [variable('LS_X', '', 'structure')], expanded: { LS_X: { variable: variable('LS_X', '', 'structure'), children: [variable('LS_X-A', 'a')] } } },
    { at: '2026-01-01T00:00:02.000Z', position: position('ZPROG', 6), stack: [], reached: [{ kind: 'exception', exceptionClass: 'CX_SY_ZERODIVIDE' } as never], expanded: {} },
  ],
};

beforeAll(() => {
  root = tempDir('abapdeck-replay-');
  file = join(root, 'run.json');
  writeFileSync(file, JSON.stringify(recording));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('replay', () => {
  it('walks the recorded stops forward and back, with their expansions, and ends', async () => {
    const { d, status, store } = await debugDeck();
    d().startReplay(file);
    await vi.waitFor(() => expect(d().phase).toBe('replay'));
    expect(store.getState().ui.focus).toBe('debugger');
    expect(d()).toMatchObject({ replay: { file, index: 0, count: 2 }, position: { line: 5 }, message: 'replay: stop 1 of 2' });

    await d().toggleVariable();
    expect(d().variables.map((row) => row.variable.name)).toEqual(['LS_X', 'LS_X-A']);

    d().replayStep(-1);
    expect(status()).toEqual({ kind: 'error', text: 'this is the first recorded stop' });
    d().replayStep(1);
    expect(d()).toMatchObject({ replay: { index: 1 }, position: { line: 6 } });
    expect(d().message).toContain('replay: stop 2 of 2 (variables not read here while recording)');
    d().replayStep(1);
    expect(status()).toEqual({ kind: 'error', text: 'the recording ends here (stop 2)' });

    await d().selectFrame(1);
    expect(status()).toMatchObject({ text: 'a recording keeps the variables of the top frame only' });

    d().endReplay();
    expect(d()).toMatchObject({ phase: 'idle', replay: null, position: null, message: 'the replay ended' });
  });

  it('says why a file cannot be replayed', async () => {
    const { d, status } = await debugDeck();
    d().startReplay(join(root, 'missing.json'));
    await vi.waitFor(() => expect(status()).toMatchObject({ kind: 'error', text: expect.stringContaining('Cannot read') }));
    expect(d().phase).toBe('idle');
  });
});
