/**
 * Shows the transport picker (TransportPicker.tsx) on the terminal until the user chooses: the CLI's one
 * Ink screen, loaded only when a pull or customize has to ask. Its own module so that the command-line
 * bundle, which holds no Ink or React, reaches it as one lazily loaded file (scripts/bundle.mjs).
 */
import { render } from 'ink';
import { createElement } from 'react';
import { TransportPicker, type PickerRequest, type TransportChoice } from './TransportPicker.js';

export function pickTransport(title: string, requests: PickerRequest[]): Promise<TransportChoice> {
  return new Promise<TransportChoice>((resolve) => {
    const app = render(
      createElement(TransportPicker, {
        title,
        requests,
        onChoice: (picked) => {
          app.unmount();
          resolve(picked);
        },
      }),
      { exitOnCtrlC: false },
    );
    process.stdin.once('data', (data) => {
      if (data.toString() === '\u0003') {
        app.unmount();
        resolve({ kind: 'cancel' });
      }
    });
  });
}
