import { createContext, useContext } from 'react';

/**
 * Colours and emphasis in one place. The monochrome theme (NO_COLOR, ABAPDECK_THEME=mono, dumb terminals)
 * uses no colour at all: focus, selection and highlights become bold, inverse and underline.
 */
export interface Style {
  color?: string;
  backgroundColor?: string;
  bold?: boolean;
  dimColor?: boolean;
  inverse?: boolean;
  underline?: boolean;
  italic?: boolean;
}

export interface Theme {
  name: 'color' | 'mono';
  border: Style;
  borderFocused: Style;
  title: Style;
  titleFocused: Style;
  selected: Style;
  /** The selected row of a pane that does not have the focus. */
  selectedInactive: Style;
  dim: Style;
  keyword: Style;
  string: Style;
  comment: Style;
  number: Style;
  gutter: Style;
  match: Style;
  errorLine: Style;
  error: Style;
  warning: Style;
  ok: Style;
  info: Style;
  key: Style;
  heading: Style;
  tabActive: Style;
  tab: Style;
}

export const colorTheme: Theme = {
  name: 'color',
  border: { color: 'gray' },
  borderFocused: { color: 'green' },
  title: { color: 'gray' },
  titleFocused: { color: 'green', bold: true },
  selected: { backgroundColor: 'blue', color: 'white' },
  selectedInactive: { backgroundColor: 'gray', color: 'black' },
  dim: { dimColor: true },
  keyword: { color: 'blue', bold: true },
  string: { color: 'green' },
  comment: { color: 'gray', italic: true },
  number: { color: 'magenta' },
  gutter: { color: 'gray' },
  match: { backgroundColor: 'yellow', color: 'black' },
  errorLine: { backgroundColor: 'red', color: 'white', bold: true },
  error: { color: 'red' },
  warning: { color: 'yellow' },
  ok: { color: 'green' },
  info: { color: 'cyan' },
  key: { color: 'cyan', bold: true },
  heading: { color: 'yellow', bold: true },
  tabActive: { color: 'black', backgroundColor: 'green', bold: true },
  tab: { color: 'gray' },
};

export const monoTheme: Theme = {
  name: 'mono',
  border: {},
  borderFocused: { bold: true },
  title: {},
  titleFocused: { bold: true, inverse: true },
  selected: { inverse: true },
  selectedInactive: { underline: true },
  dim: { dimColor: true },
  keyword: { bold: true },
  string: {},
  comment: { dimColor: true },
  number: {},
  gutter: { dimColor: true },
  match: { underline: true },
  errorLine: { inverse: true, bold: true },
  error: { bold: true },
  warning: { bold: true },
  ok: {},
  info: {},
  key: { bold: true },
  heading: { bold: true, underline: true },
  tabActive: { inverse: true, bold: true },
  tab: {},
};

export const ThemeContext = createContext<Theme>(colorTheme);

export function useTheme(): Theme {
  return useContext(ThemeContext);
}
