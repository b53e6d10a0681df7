/**
 * How deeply a view file's elements nest, counted by a linear scan before the file is parsed: the XML
 * parser builds its tree recursively, so a document nested tens of thousands deep would exhaust the stack.
 * Real information views nest about a dozen levels.
 */

/** Deepest element nesting a view file may have. */
export const VIEW_FILE_MAX_DEPTH = 256;

/** True when the text's elements nest deeper than `max`. Comments, CDATA, declarations and quoted attribute values are skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let at = text.indexOf('<');
  while (at >= 0 && at < text.length) {
    if (text.startsWith('<!--', at)) at = endOf(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) at = endOf(text, ']]>', at + 9);
    else if (text.startsWith('<?', at)) at = endOf(text, '?>', at + 2);
    else if (text.startsWith('<!', at)) at = endOf(text, '>', at + 2);
    else if (text.startsWith('</', at)) {
      depth--;
      at = endOf(text, '>', at + 2);
    } else {
      // a start tag: find its end outside quoted attribute values; '/>' closes it at once
      let quote = '';
      let i = at + 1;
      for (; i < text.length; i++) {
        const char = text[i]!;
        if (quote) {
          if (char === quote) quote = '';
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
      }
      if (text[i - 1] !== '/') {
        depth++;
        if (depth > max) return true;
      }
      at = i + 1;
    }
    at = text.indexOf('<', at);
  }
  return false;
}

function endOf(text: string, terminator: string, from: number): number {
  const found = text.indexOf(terminator, from);
  return found < 0 ? text.length : found + terminator.length;
}
