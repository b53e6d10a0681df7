/** The transport picker the CLI shows on a terminal, driven through ink-testing-library. */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { TransportPicker, type TransportChoice } from '../../src/ui/TransportPicker.js';

// Ink reads an escape sequence over a few macrotasks: wait a moment after each key
const tick = () => new Promise((resolve) => setTimeout(resolve, 30));
const requests = [
  { number: 'DEVK900011', description: 'Feature A', owner: 'DEVELOPER' },
  { number: 'DEVK900012', description: 'Feature B', owner: 'DEVELOPER' },
];

describe('the transport picker', () => {
  it('lists my open requests and "create a new one", and answers the one chosen', async () => {
    const chosen: TransportChoice[] = [];
    const app = render(<TransportPicker title="Pull: which workbench request?" requests={requests} onChoice={(c) => chosen.push(c)} />);
    await tick();
    const frame = app.lastFrame() ?? '';
    expect(frame).toContain('Pull: which workbench request?');
    expect(frame).toContain('DEVK900011  Feature A');
    expect(frame).toContain('+ create a new one');
    app.stdin.write('\x1b[B');
    await tick();
    await tick();
    expect(app.lastFrame()).toMatch(/❯ DEVK900012|> DEVK900012/);
    app.stdin.write('\r');
    await tick();
    expect(chosen).toEqual([{ kind: 'request', number: 'DEVK900012' }]);
    app.unmount();
  });

  it('answers create when the last entry is taken', async () => {
    const chosen: TransportChoice[] = [];
    const app = render(<TransportPicker title="t" requests={[]} onChoice={(c) => chosen.push(c)} />);
    await tick();
    app.stdin.write('\r');
    await tick();
    expect(chosen).toEqual([{ kind: 'create' }]);
    app.unmount();
  });
});
