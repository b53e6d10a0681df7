import type { FlagSpec, FlagValues } from '../command.js';
import type { PreviewTextOptions } from './preview.js';
import { pageFlags } from '../flags.js';

/**
 * The flags of the row grids (`preview`, `dbview preview` and `dbview table-preview`): the page, bounded as the
 * service bounds a preview, and the layout, read back as the grid's render options.
 */
export const gridPageFlags = pageFlags('rows', { defaultLimit: 100, maxLimit: 500 });

export const gridLayoutFlags: Record<'vertical' | 'compact', FlagSpec> = {
  vertical: { type: 'boolean', description: 'one field per line' },
  compact: { type: 'boolean', description: 'every column, values cut to 3 to 20 characters' },
};

export function gridTextOptions(flags: FlagValues): PreviewTextOptions {
  return { vertical: flags['vertical'] === true, compact: flags['compact'] === true };
}
