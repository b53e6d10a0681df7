import { Text } from 'ink';
import { useEffect, useState } from 'react';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit, spread } from './text.js';
import { useLivePoll } from './use-live-poll.js';
import type { DeckCounts } from '../../src/protocol/deck-status.js';

const spinner = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** The live counts, on the right of the status line: new dumps since start, my inactive objects, open requests, waiting debuggees. */
export function countsText(counts: DeckCounts): string {
  return [
    counts.newDumps === null ? '' : `dumps +${counts.newDumps}`,
    `inactive ${counts.inactiveObjects}`,
    `requests ${counts.openRequests}`,
    `debuggees ${counts.waitingDebuggees}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Loading (with the seconds a long call has taken), errors (with r to retry) and notes, on one line. */
export function StatusLine({ width }: { width: number }) {
  const theme = useTheme();
  const pending = useDeck((s) => s.connection.pending);
  const status = useDeck((s) => s.connection.status);
  const canRetry = useDeck((s) => s.connection.retry !== null);
  const phase = useDeck((s) => s.connection.phase);
  const pullTransport = useDeck((s) => s.transports.pullTransport);
  const offline = useDeck((s) => s.connection.offline);
  const counts = useDeck((s) => s.connection.counts);
  useLivePoll();
  const [tick, setTick] = useState(0);
  const busy = pending.length > 0;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setTick((t) => t + 1), 250);
    return () => clearInterval(timer);
  }, [busy]);

  // while the system does not answer the slice reconnects by itself; a failed call still says why and keeps its retry
  const reconnecting = offline ? `reconnecting (attempt ${offline.attempts})…` : '';
  if (status?.kind === 'error') {
    const right = [reconnecting, canRetry ? 'r retries' : ''].filter(Boolean).join(' · ');
    return <Text {...theme.error}>{spread(`✗ ${status.text}`, right ? `· ${right}` : '', width)}</Text>;
  }
  if (offline) return <Text {...theme.error}>{spread(`✗ the system does not answer (${offline.reason})`, `· ${reconnecting}`, width)}</Text>;
  if (busy) {
    const first = pending[0]!;
    const seconds = (Date.now() - first.startedAt) / 1000;
    const more = pending.length > 1 ? ` (+${pending.length - 1})` : '';
    const progress = first.progress !== undefined ? ` ${first.progress}%` : '';
    return <Text {...theme.info}>{fit(`${spinner[tick % spinner.length]} ${first.label}…${progress}${seconds >= 1 ? ` ${seconds.toFixed(0)}s` : ''}${more}`, width)}</Text>;
  }
  const live = counts ? countsText(counts) : '';
  if (status) return <Text {...theme.info}>{spread(`• ${status.text}`, live, width)}</Text>;
  const pulls = pullTransport ? ` · pulls record on ${pullTransport}` : '';
  // no count of calls here: the live tick would change it, and with it the whole frame, every few seconds
  return <Text {...theme.dim}>{spread(phase === 'connecting' ? '  connecting…' : `  ready · @ shows the HTTP calls${pulls}`, live, width)}</Text>;
}
