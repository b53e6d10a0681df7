import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { App } from '../../screens/App.js';
import { monoTheme } from '../../screens/theme.js';
import { createDeckStore } from '../../src/store/index.js';
import { paneRegistry } from '../../screens/panes.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the error boundary at the root', () => {
  it('shows a drawing error instead of ending the app; r draws again, q quits', async () => {
    const store = createDeckStore({ panes: paneRegistry, resolveConnection: () => new Promise(() => {}), roots: [] });
    const errors: Error[] = [];
    const app = render(<App store={store} theme={monoTheme} connect={false} onRenderError={(error) => errors.push(error)} />);
    await tick();
    expect(app.lastFrame()).toContain('1 Tree');
    // A view whose rows cannot be drawn (as a bug in a pane would be).
    const broken = { rows: [undefined], sections: [], globalWidth: 1, localWidth: 1 } as never;
    store.setState((s) => ({ ui: { ...s.ui, focus: 'source', main: 'source' }, source: { ...s.source, object: { name: 'ZCL_X', type: 'CLAS' }, view: broken } }));
    await tick();
    expect(app.lastFrame()).toContain('abapdeck hit an error while drawing the screen');
    expect(app.lastFrame()).toContain('r try again · q quit');
    expect(errors).toHaveLength(1);
    store.setState((s) => ({ source: { ...s.source, view: null, object: null } }));
    app.stdin.write('r');
    await tick();
    expect(app.lastFrame()).toContain('3 Source');
    store.setState((s) => ({ source: { ...s.source, object: { name: 'ZCL_X', type: 'CLAS' }, view: broken } }));
    await tick();
    app.stdin.write('q');
    await tick();
    expect(store.getState().ui.quitting).toBe(true);
    app.unmount();
  });
});
