/**
 * Shows the transport picker (TransportPicker.tsx) on the terminal until the user chooses: the CLI's one
 * Ink screen, loaded only when a pull or customize has to ask. Its own module so that the command-line
 * bundle, which holds no Ink or React, reaches it as one lazily loaded file (scripts/bundle.mjs).
 */
import { render } from 'ink';
import { createElement } from 'react';
import { TransportPicker, type PickerRequest, type TransportChoice } from './TransportPicker.js';

export function pickTransport(title: string, requests: PickerRequest[], preselect?: string): Promise<TransportChoice> {
  return new Promise<TransportChoice>((resolve) => {
    const app = render(
      createElement(TransportPicker, {
        title,
        requests,
        ...(preselect ? { preselect } : {}),
        onChoice: (picked) => {
          process.stdin.off('data', onData);
          app.unmount();
          resolve(picked);
        },
      }),
      { exitOnCtrlC: false },
    );
    // Esc (a lone escape, not the start of an arrow key's sequence) or Ctrl+C cancels
    const onData = (data: Buffer) => {
      const text = data.toString();
      if (text !== '\u001b' && text !== '\u0003') return;
      process.stdin.off('data', onData);
      app.unmount();
      resolve({ kind: 'cancel' });
    };
    process.stdin.on('data', onData);
  });
}
