/** The cursor of each section of the debugger pane, and moving between the sections (h, l, Enter). */
import type { DebuggerContext } from './context.js';
import { debuggerSections, type DebuggerActions, type DebuggerData, type DebuggerSection } from './model.js';

const cursorKeys = { variables: 'cursor', stack: 'stackCursor', breakpoints: 'breakpointCursor', watches: 'watchCursor' } as const;

/** The rows of a section (the breakpoints section lists the watchpoints after the breakpoints). */
export function sectionLength(d: DebuggerData, section: DebuggerSection): number {
  return section === 'variables' ? d.variables.length : section === 'stack' ? d.stack.length : section === 'breakpoints' ? d.breakpoints.length + d.watchpoints.length : d.watches.length;
}

export type NavigationActions = Pick<DebuggerActions, 'move' | 'moveTo' | 'page' | 'nextSection' | 'focusSection' | 'activate'>;

export function navigationActions({ get, patch }: DebuggerContext): NavigationActions {
  const setCursor = (cursor: number) => {
    const section = get().debugger.section;
    const count = sectionLength(get().debugger, section);
    patch({ [cursorKeys[section]]: Math.max(0, Math.min(count - 1, cursor)) });
  };
  const currentCursor = () => get().debugger[cursorKeys[get().debugger.section]];

  return {
    move(delta) {
      setCursor(currentCursor() + delta);
    },
    moveTo(position) {
      setCursor(position === 'first' ? 0 : sectionLength(get().debugger, get().debugger.section) - 1);
    },
    page(direction, fraction = 1) {
      setCursor(currentCursor() + direction * Math.max(1, Math.floor(10 * fraction)));
    },

    nextSection(delta) {
      const index = debuggerSections.indexOf(get().debugger.section);
      get().debugger.focusSection(debuggerSections[(index + delta + debuggerSections.length) % debuggerSections.length]!);
    },
    focusSection(section) {
      patch({ section });
    },

    async activate() {
      const section = get().debugger.section;
      if (section === 'variables') return get().debugger.toggleVariable();
      if (section === 'stack') return get().debugger.selectFrame();
      if (section === 'breakpoints') return get().debugger.toggleBreakpointEnabled();
    },
  };
}
