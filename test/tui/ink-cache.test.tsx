import { Box, Text } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { shareInkOutputCaches } from '../../src/tui/ink-output-cache.js';

function Lines({ selected }: { selected: number }) {
  return (
    <Box flexDirection="column">
      {['alpha', 'beta', 'gamma'].map((word, i) => (
        <Text key={word} inverse={i === selected}>
          {i === selected ? '›' : ' '}
          {word}
        </Text>
      ))}
    </Box>
  );
}

describe('Ink output caches shared across frames', () => {
  it('install on this Ink version (a new Ink that changed its Output module is noticed here)', async () => {
    expect(await shareInkOutputCaches()).toBe(true);
    expect(await shareInkOutputCaches()).toBe(true);
  });

  it('draw the same frames as without them', async () => {
    await shareInkOutputCaches();
    const app = render(<Lines selected={0} />);
    expect(app.lastFrame()).toBe('›alpha\n beta\n gamma');
    app.rerender(<Lines selected={1} />);
    expect(app.lastFrame()).toBe(' alpha\n›beta\n gamma');
    app.rerender(<Lines selected={0} />);
    expect(app.lastFrame()).toBe('›alpha\n beta\n gamma');
    app.unmount();
  });
});
