import { useStdout } from 'ink';
import { useEffect } from 'react';
import { useDeckStore } from '../store-context.js';

/**
 * Ink 6 has no resize hook: the store learns the terminal's size from stdout's resize event (and falls
 * back to 80×24 where stdout has no size, as under ink-testing-library).
 */
export function useTerminalSize(): void {
  const { stdout } = useStdout();
  const store = useDeckStore();
  useEffect(() => {
    const update = () => store.getState().ui.resize(stdout.columns, stdout.rows);
    update();
    stdout.on('resize', update);
    return () => {
      stdout.off('resize', update);
    };
  }, [stdout, store]);
}
