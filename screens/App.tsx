import { Box, Text, useApp } from 'ink';
import { useEffect } from 'react';
import type { DeckStore } from '../src/store/index.js';
import { layoutOf } from '../src/store/layout.js';
import { isMainPane } from '../src/store/pane-spec.js';
import { paneEntry } from './panes.js';
import { choiceKeys, confirmKeys, globalKeys, overlayKeys, promptKeys } from './app-keys.js';
import { helpKeys } from './keys/help-keys.js';
import { focusedScreen } from './keys/index.js';
import { useKeys } from './keys/use-keys.js';
import { StoreContext, useDeck, useDeckStore } from './store-context.js';
import { colorTheme, ThemeContext, type Theme } from './theme.js';
import { ConfirmDialog } from './widgets/ConfirmDialog.js';
import { TransportPicker } from '../src/ui/TransportPicker.js';
import { ErrorBoundary } from './widgets/ErrorBoundary.js';
import { Breadcrumb, Header } from './widgets/Header.js';
import { HelpOverlay } from './widgets/HelpOverlay.js';
import { HttpLog } from './widgets/HttpLog.js';
import { ContextsOverlay } from './widgets/ContextsOverlay.js';
import { KeyBar } from './widgets/KeyBar.js';
import { Completions, PromptLine } from './widgets/PromptLine.js';
import { StatusLine } from './widgets/StatusLine.js';
import { useTerminalSize } from './widgets/use-terminal-size.js';

export interface AppProps {
  store: DeckStore;
  theme?: Theme;
  /** Connect (and load the start packages) on mount; tests of a bare store may skip it. */
  connect?: boolean;
  onRenderError?: (error: Error) => void;
}

/** The root: store and theme for every screen, an error boundary, and the deck. */
export function App({ store, theme = colorTheme, connect = true, onRenderError }: AppProps) {
  return (
    <StoreContext.Provider value={store}>
      <ThemeContext.Provider value={theme}>
        <ErrorBoundary onError={onRenderError}>
          <Deck connect={connect} />
        </ErrorBoundary>
      </ThemeContext.Provider>
    </StoreContext.Provider>
  );
}

function Deck({ connect }: { connect: boolean }) {
  const store = useDeckStore();
  const { exit } = useApp();
  useTerminalSize();
  const quitting = useDeck((s) => s.ui.quitting);
  const focus = useDeck((s) => s.ui.focus);
  const main = useDeck((s) => s.ui.main);
  const zoom = useDeck((s) => s.ui.zoom);
  const columns = useDeck((s) => s.ui.columns);
  const rows = useDeck((s) => s.ui.rows);
  const overlay = useDeck((s) => s.ui.overlay);
  const prompting = useDeck((s) => s.ui.prompt !== null);
  const completing = useDeck((s) => (s.ui.prompt?.completions.length ?? 0) > 0);
  const confirming = useDeck((s) => s.ui.confirm !== null);
  const confirm = useDeck((s) => s.ui.confirm);
  const picker = useDeck((s) => s.ui.picker);
  const drawerOpen = useDeck((s) => s.drawer.open);
  const screen = useDeck(focusedScreen);
  const panes = useDeck((s) => s.ui.panes);
  const editing = useDeck((s) => s.editor.editing);

  useEffect(() => {
    if (connect) void store.getState().connection.connect();
  }, [store, connect]);
  useEffect(() => {
    if (quitting) exit();
  }, [quitting, exit]);

  useKeys();

  const layout = layoutOf(columns, rows, { zoom: zoom && isMainPane(panes, focus), drawerOpen });
  const width = layout.columns;
  const mainFocused = focus === main;
  const barBindings = confirm ? (confirm.choices ? choiceKeys(confirm) : confirmKeys.bindings) : overlay === 'help' ? helpKeys.bindings : overlay !== 'none' ? overlayKeys.bindings : screen.bindings;
  const barGlobal = confirm || overlay !== 'none' ? [] : globalKeys.bindings;

  let body;
  if (editing)
    body = (
      <Box height={layout.main.height}>
        <Text>{editing}</Text>
      </Box>
    );
  else if (overlay === 'help') body = <HelpOverlay width={width} height={layout.main.height} />;
  else if (overlay === 'log') body = <HttpLog width={width} height={layout.main.height} />;
  else if (overlay === 'contexts') body = <ContextsOverlay width={width} height={layout.main.height} />;
  else if (picker)
    body = (
      <Box height={layout.main.height} flexDirection="column">
        <TransportPicker
          title={picker.title}
          requests={picker.requests}
          {...(picker.preselect ? { preselect: picker.preselect } : {})}
          onChoice={(choice) => store.getState().ui.closePicker(choice.kind === 'request' ? choice.number : choice.kind === 'create' ? 'create' : null)}
        />
      </Box>
    );
  else if (confirming) body = <ConfirmDialog width={width} height={layout.main.height} />;
  else {
    const MainPane = paneEntry(panes, main)?.component;
    const mainPane = MainPane ? <MainPane layout={layout} focused={mainFocused} /> : null;
    body = (
      <Box flexDirection="row" height={layout.main.height}>
        {layout.side.width > 0 ? (
          <Box flexDirection="column" width={layout.side.width}>
            {panes
              .filter((pane) => pane.area === 'side')
              .map((pane) => {
                const SidePane = paneEntry(panes, pane.id)!.component;
                return <SidePane key={pane.id} layout={layout} focused={focus === pane.id} />;
              })}
          </Box>
        ) : null}
        {mainPane}
      </Box>
    );
  }

  return (
    <Box flexDirection="column" width={width} height={layout.frameHeight}>
      <Header width={width} />
      <Breadcrumb width={width} />
      {body}
      {prompting && completing ? <Completions width={width} /> : <StatusLine width={width} />}
      {prompting ? <PromptLine width={width} /> : <KeyBar width={width} bindings={prompting ? promptKeys.bindings : barBindings} global={prompting ? [] : barGlobal} />}
    </Box>
  );
}
