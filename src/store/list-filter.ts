/**
 * The `/` filter of the list panes, as k9s has it: plain text keeps the rows containing it (any case),
 * `re:` a regular expression (any case), a leading `!` keeps the rows that do not match. One function for
 * every list pane, so each pane's `/` means the same.
 */

export interface ListFilter {
  /** The text as typed. */
  text: string;
  matches(row: string): boolean;
  /** Why the text is no filter (an invalid expression); every row is kept meanwhile. */
  error?: string;
}

export function listFilter(text: string): ListFilter {
  const trimmed = text.trim();
  const inverse = trimmed.startsWith('!');
  const body = inverse ? trimmed.slice(1) : trimmed;
  if (body === '') return { text, matches: () => true };
  let test: (row: string) => boolean;
  if (body.startsWith('re:')) {
    try {
      const expression = new RegExp(body.slice(3), 'i');
      test = (row) => expression.test(row);
    } catch (error) {
      return { text, matches: () => true, error: `not a regular expression: ${body.slice(3)} (${(error as Error).message.replace(/^Invalid regular expression: /, '')})` };
    }
  } else {
    const needle = body.toLowerCase();
    test = (row) => row.toLowerCase().includes(needle);
  }
  return { text, matches: inverse ? (row) => !test(row) : test };
}

/** The indexes of the rows the filter keeps, in order. */
export function filteredIndexes(rows: readonly string[], filter: ListFilter): number[] {
  const kept: number[] = [];
  rows.forEach((row, index) => {
    if (filter.matches(row)) kept.push(index);
  });
  return kept;
}

/** What the list's header says of the filter. */
export function filterLabel(filter: ListFilter, kept: number, total: number): string {
  if (filter.text.trim() === '') return `${total}`;
  return `${kept}/${total} matching /${filter.text.trim()}${filter.error ? ` (${filter.error})` : ''}`;
}
