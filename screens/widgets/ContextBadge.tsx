import { Text } from 'ink';
import type { DeckState } from '../../src/store/index.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { clip } from './text.js';

/**
 * The context's name and the system id, always in the header (a production context in red): which system the
 * keys act on is never a guess. Without a context: where the connection came from.
 */
export function contextBadgeText(state: DeckState): string {
  const { context, source, systemId, phase } = state.connection;
  const name = context?.name ?? (source === 'file' ? '.abapGitAgent' : source === 'environment' ? 'ABAP_HOST' : source === 'embedded' ? 'embedded' : '');
  if (!name) return '';
  const marks = [context?.production ? 'production' : '', context?.readOnly ? 'read-only' : '', phase === 'offline' ? 'offline' : ''].filter(Boolean);
  return ` ${name} · ${systemId || '…'}${marks.length > 0 ? ` · ${marks.join(' · ')}` : ''} `;
}

export function ContextBadge({ width }: { width: number }) {
  const theme = useTheme();
  const text = useDeck(contextBadgeText);
  const production = useDeck((s) => s.connection.context?.production === true);
  const offline = useDeck((s) => s.connection.phase === 'offline');
  if (!text || width <= 0) return null;
  return <Text {...(production ? theme.errorLine : offline ? theme.error : theme.tabActive)}>{clip(text, width)}</Text>;
}
