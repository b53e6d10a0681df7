import { Box, Text, useInput } from 'ink';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useDeckStore } from '../store-context.js';

interface State {
  error: Error | null;
}

/** A rendering error shows here instead of ending the app: r tries again, q quits (the terminal is restored). */
export class ErrorBoundary extends Component<{ children: ReactNode; onError?: (error: Error) => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(Object.assign(error, { componentStack: info.componentStack }));
  }

  override render(): ReactNode {
    if (this.state.error) return <Crashed error={this.state.error} reset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

function Crashed({ error, reset }: { error: Error; reset: () => void }) {
  const store = useDeckStore();
  useInput((input, key) => {
    if (input === 'q' || (key.ctrl && input === 'c')) store.getState().ui.quit();
    else if (input === 'r') reset();
  });
  return (
    <Box flexDirection="column" borderStyle="double" paddingX={1}>
      <Text bold>abapdeck hit an error while drawing the screen</Text>
      <Text>{error.message}</Text>
      <Text dimColor>r try again · q quit</Text>
    </Box>
  );
}
