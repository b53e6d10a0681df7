/** One-line text helpers for rows drawn at a fixed width (a row that wraps would break the frame's line count). */

/** Cuts to the width (ending in '…') or pads with spaces to it. */
export function fit(text: string, width: number): string {
  if (width <= 0) return '';
  const clean = text.replace(/[\r\n\t]/g, ' ');
  if (clean.length > width) return width === 1 ? '…' : `${clean.slice(0, width - 1)}…`;
  return clean.padEnd(width);
}

/** Cuts without padding. */
export function clip(text: string, width: number): string {
  if (width <= 0) return '';
  const clean = text.replace(/[\r\n\t]/g, ' ');
  return clean.length > width ? (width === 1 ? '…' : `${clean.slice(0, width - 1)}…`) : clean;
}

/** Left text and right text on one line of a width (the left one is cut first). */
export function spread(left: string, right: string, width: number): string {
  const r = clip(right, Math.max(0, width - 1));
  const l = clip(left, Math.max(0, width - r.length - (r ? 1 : 0)));
  return l + ' '.repeat(Math.max(0, width - l.length - r.length)) + r;
}
