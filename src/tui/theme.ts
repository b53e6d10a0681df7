import { colorTheme, monoTheme, type Theme } from '../../screens/theme.js';

/**
 * The theme for a terminal: monochrome when NO_COLOR is set (no-color.org: present and not empty), when
 * ABAPDECK_THEME=mono, on a dumb terminal, or when the terminal says it has no colours.
 */
export function chooseTheme(env: NodeJS.ProcessEnv, stdout: { hasColors?: () => boolean }): Theme {
  const wanted = env['ABAPDECK_THEME']?.toLowerCase();
  if (wanted === 'mono' || wanted === 'monochrome') return monoTheme;
  if (wanted === 'color' || wanted === 'colour') return colorTheme;
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return monoTheme;
  if (env['TERM'] === 'dumb') return monoTheme;
  if (stdout.hasColors && !stdout.hasColors()) return monoTheme;
  return colorTheme;
}
