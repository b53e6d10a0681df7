import { fallbackSize, layoutOf, type Layout } from './layout.js';
import { promptBehaviour, type PromptKind } from './prompts.js';
import { inNumberOrder, isMainPane, paneSpec, type PaneSpec } from './pane-spec.js';
import type { MainPaneId, PaneId, SliceContext } from './types.js';

export type Overlay = 'none' | 'help' | 'log' | 'contexts';

export interface Prompt {
  kind: PromptKind;
  text: string;
  /** Completions for the text (the command line and the section picker); Tab cycles through them. */
  completions: string[];
  /** Index of the completion Tab last put into the text, -1 before the first Tab. */
  selected: number;
  /** The text the completions were computed for (Tab cycles through them without recomputing). */
  completing: string;
}

export interface TransportPicking {
  title: string;
  requests: Array<{ number: string; description: string; owner: string }>;
  /** The request the cursor starts on: the one that already holds the objects. */
  preselect?: string;
  /** The request chosen, 'create' for a new one, or null when the picker was cancelled. */
  choose(choice: string | 'create' | null): void;
}

export interface Confirmation {
  question: string;
  /** What exactly will change, shown under the question. */
  detail: string;
  action: () => void;
  /** A question with more answers than yes and no: each its key; Esc is always the answer that changes nothing. */
  choices?: ConfirmChoice[];
}

export interface ConfirmChoice {
  key: string;
  /** One word for the dialog and the key bar. */
  label: string;
  description: string;
  action: () => void;
}

export interface UiSlice {
  ui: {
    /** The panes of the registry, in number order. */
    panes: readonly PaneSpec[];
    focus: PaneId;
    /** The pane shown in the main area: the last focused of source, preview, dumps and debugger. */
    main: MainPaneId;
    /** Panes left by opening something, for Esc. */
    history: PaneId[];
    overlay: Overlay;
    /** First line shown of the help overlay or the HTTP log. */
    overlayTop: number;
    /** How far the open overlay can scroll (set by the overlay from its line count). */
    overlayMax: number;
    /** The ? overlay's filter as typed and the entry chosen (an index into the entries it keeps). */
    help: { filter: string; cursor: number };
    prompt: Prompt | null;
    confirm: Confirmation | null;
    /** The transport picker, while it is shown: its own keys (the menu's) take every key but Esc. */
    picker: TransportPicking | null;
    /** The main pane takes the whole width. */
    zoom: boolean;
    columns: number;
    rows: number;
    /** Set by q and :q; the TUI start-up unmounts and restores the terminal. */
    quitting: boolean;
    /** The first keys of a key sequence typed so far ('g' of gd), shown in the key bar; '' when none. */
    pendingKeys: string;
    setPendingKeys(keys: string): void;
    focusPane(pane: PaneId): void;
    focusNext(step: 1 | -1): void;
    /** Focuses a pane because something was opened in it; Esc comes back. */
    open(pane: PaneId): void;
    back(): void;
    toggleOverlay(overlay: Exclude<Overlay, 'none'>): void;
    closeOverlay(): void;
    scrollOverlay(delta: number): void;
    /** The ? overlay's filter and choice. */
    setHelp(help: { filter?: string; cursor?: number }): void;
    setOverlayMax(max: number): void;
    openPrompt(kind: PromptKind, text?: string): void;
    editPrompt(text: string): void;
    completePrompt(step: 1 | -1): void;
    submitPrompt(): void;
    cancelPrompt(): void;
    /** Shows the transport picker; `choose` of the picking ends it. */
    pick(picking: TransportPicking): void;
    closePicker(choice: string | 'create' | null): void;
    /** Asks before anything that changes the system; the action runs only on yes. */
    ask(question: string, detail: string, action: () => void): void;
    /** Asks with several answers (Esc: none of them, nothing changes). */
    choose(question: string, detail: string, choices: ConfirmChoice[]): void;
    /** Takes the answer given by its key. */
    chooseKey(key: string): void;
    answer(yes: boolean): void;
    toggleZoom(): void;
    resize(columns: number | undefined, rows: number | undefined): void;
    quit(): void;
  };
}

export function currentLayout(ui: UiSlice['ui'], drawerOpen: boolean): Layout {
  return layoutOf(ui.columns, ui.rows, { zoom: ui.zoom, drawerOpen });
}

export function createUiSlice({ get, patch, deps }: SliceContext): UiSlice {
  const panes = inNumberOrder(deps.panes);
  const focus = (pane: PaneId, history?: PaneId[]) => {
    if (!paneSpec(panes, pane)) return;
    patch('ui', () => ({ focus: pane, ...(isMainPane(panes, pane) ? { main: pane } : {}), ...(history ? { history } : {}) }));
    paneSpec(panes, pane)?.shown?.(get());
  };

  const setPromptText = (text: string) => {
    const ui = get().ui;
    if (!ui.prompt) return;
    const behaviour = promptBehaviour(ui.prompt.kind, get);
    patch('ui', { prompt: { ...ui.prompt, text, completions: behaviour.complete?.(text) ?? [], selected: -1, completing: text } });
    behaviour.change?.(text);
  };

  return {
    ui: {
      panes,
      focus: panes[0]?.id ?? '',
      main: panes.find((pane) => pane.area === 'main')?.id ?? '',
      history: [],
      overlay: 'none',
      overlayTop: 0,
      overlayMax: 0,
      help: { filter: '', cursor: 0 },
      prompt: null,
      confirm: null,
      picker: null,
      zoom: false,
      columns: deps.terminalSize?.columns || fallbackSize.columns,
      rows: deps.terminalSize?.rows || fallbackSize.rows,
      quitting: false,
      pendingKeys: '',

      setPendingKeys(keys) {
        if (get().ui.pendingKeys !== keys) patch('ui', { pendingKeys: keys });
      },

      // a pane chosen directly (its number, Tab) was not opened from anywhere: Esc has no pane to go back to
      focusPane(pane) {
        focus(pane, []);
      },

      focusNext(step) {
        const index = panes.findIndex((p) => p.id === get().ui.focus);
        focus(panes[(index + step + panes.length) % panes.length]!.id, []);
      },

      open(pane) {
        const ui = get().ui;
        if (ui.focus === pane) return;
        focus(pane, [...ui.history.filter((p) => p !== pane), ui.focus].slice(-20));
      },

      back() {
        const state = get();
        const pane = state.ui.focus;
        // First the pane's own levels (a dump's detail, a record view, a search) …
        if (paneSpec(panes, pane)?.back?.(state)) return;
        // … then the pane something was opened from; never another pane (a number or Tab changes panes).
        const history = [...state.ui.history];
        const previous = history.pop();
        if (previous) focus(previous, history);
        else state.connection.notify('Esc: nothing to go back to in this pane (a number or Tab changes panes)');
      },

      pick(picking) {
        patch('ui', { picker: picking });
      },

      closePicker(choice) {
        const picking = get().ui.picker;
        patch('ui', { picker: null });
        picking?.choose(choice);
      },

      toggleOverlay(overlay) {
        patch('ui', (ui): Partial<UiSlice['ui']> => ({ overlay: ui.overlay === overlay ? 'none' : overlay, overlayTop: 0, help: { filter: '', cursor: 0 } }));
      },

      setHelp(help) {
        patch('ui', (ui) => ({ help: { ...ui.help, ...help } }));
      },

      closeOverlay() {
        patch('ui', { overlay: 'none' });
      },

      scrollOverlay(delta) {
        patch('ui', (ui) => ({ overlayTop: Math.max(0, Math.min(ui.overlayMax, ui.overlayTop + delta)) }));
      },

      setOverlayMax(max) {
        if (get().ui.overlayMax !== max) patch('ui', (ui) => ({ overlayMax: max, overlayTop: Math.min(ui.overlayTop, max) }));
      },

      openPrompt(kind, text = '') {
        const behaviour = promptBehaviour(kind, get);
        patch('ui', { overlay: 'none', prompt: { kind, text, completions: behaviour.complete?.(text) ?? [], selected: -1, completing: text } });
        behaviour.open?.();
      },

      editPrompt(text) {
        setPromptText(text);
      },

      completePrompt(step) {
        const prompt = get().ui.prompt;
        if (!prompt || prompt.completions.length === 0) return;
        const count = prompt.completions.length;
        const selected = prompt.selected < 0 ? (step === 1 ? 0 : count - 1) : (prompt.selected + step + count) % count;
        const completion = prompt.completions[selected]!;
        const behaviour = promptBehaviour(prompt.kind, get);
        const text = behaviour.applyCompletion?.(prompt.completing, completion) ?? completion;
        patch('ui', { prompt: { ...prompt, text, selected } });
        behaviour.change?.(text);
      },

      submitPrompt() {
        const prompt = get().ui.prompt;
        if (!prompt) return;
        patch('ui', { prompt: null });
        promptBehaviour(prompt.kind, get).submit(prompt.text);
      },

      cancelPrompt() {
        const prompt = get().ui.prompt;
        if (!prompt) return;
        patch('ui', { prompt: null });
        promptBehaviour(prompt.kind, get).cancel?.();
      },

      ask(question, detail, action) {
        patch('ui', { confirm: { question, detail, action } });
      },

      choose(question, detail, choices) {
        patch('ui', { confirm: { question, detail, action: () => undefined, choices } });
      },

      chooseKey(key) {
        const choice = get().ui.confirm?.choices?.find((c) => c.key === key);
        if (!choice) return;
        patch('ui', { confirm: null });
        choice.action();
      },

      answer(yes) {
        const confirm = get().ui.confirm;
        patch('ui', { confirm: null });
        if (yes && confirm) confirm.action();
        else if (confirm) get().connection.notify('cancelled: nothing was changed');
      },

      toggleZoom() {
        patch('ui', (ui) => ({ zoom: !ui.zoom }));
      },

      resize(columns, rows) {
        const ui = get().ui;
        const next = { columns: columns && columns > 0 ? columns : fallbackSize.columns, rows: rows && rows > 0 ? rows : fallbackSize.rows };
        if (next.columns !== ui.columns || next.rows !== ui.rows) patch('ui', next);
      },

      quit() {
        patch('ui', { quitting: true });
      },
    },
  };
}
