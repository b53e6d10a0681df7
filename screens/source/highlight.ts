/**
 * ABAP keyword highlighting of one source line, as tokens: full-line comments ('*' in column 1), end-of-line
 * comments ('"'), literals ('…', `…`, |…| string templates), numbers and keywords. Search matches are cut
 * out of the tokens so that they can be marked too.
 */

export type TokenKind = 'plain' | 'keyword' | 'string' | 'comment' | 'number';

export interface Token {
  text: string;
  kind: TokenKind;
  match?: boolean;
  /** The character under the column cursor (the selected row's). */
  cursor?: boolean;
}

const keywords = new Set(
  `abstract add alias aliases all and append appending as ascending assert assign assigning at authority-check begin between binary by
  call case cast catch changing check class class-data class-method class-methods clear close cnt collect commit components concatenate condense
  constants continue corresponding create data default define definition delete deleting descending describe do else elseif end end-of-selection
  endcase endcatch endclass enddo endform endfunction endif endinterface endloop endmethod endmodule endselect endtry endwhile entries eq event events
  exceptions exit exporting fields final find for form free from function ge group gt handler if implementation implementations importing in include
  index inheriting initial initialization inner insert instance interface interfaces into is join key le leave left like line lines loop lt method
  methods modify module move ne new not of on optional or order others parameters perform private protected public raise raising range ranges read
  receiving ref reference refresh report resumable return returning rollback select select-options selection-screen set shift single skip sort
  sorted split standard start-of-selection static statics structure submit sum table tables test testing then to transporting try type types
  uline unassign unique up update using value values when where while with write xsdbool abap_true abap_false abap_bool me super cond switch conv
  exact lines_of line_exists boolean for-testing duration short harmless risk level medium long dangerous critical upto up-to appending occurs
  field-symbols field-symbol endat on-change sy string xstring decfloat16 decfloat34 int8 utclong`
    .split(/\s+/)
    .filter(Boolean),
);

const wordPattern = /[A-Za-z_][A-Za-z0-9_\-]*/y;

export function tokenizeAbap(line: string): Token[] {
  if (line.startsWith('*')) return [{ text: line, kind: 'comment' }];
  const tokens: Token[] = [];
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ text: plain, kind: 'plain' });
    plain = '';
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === '"') {
      flush();
      tokens.push({ text: line.slice(i), kind: 'comment' });
      return tokens;
    }
    if (c === "'" || c === '`' || c === '|') {
      const end = line.indexOf(c, i + 1);
      const stop = end < 0 ? line.length : end + 1;
      flush();
      tokens.push({ text: line.slice(i, stop), kind: 'string' });
      i = stop;
      continue;
    }
    if (/[0-9]/.test(c) && !/[A-Za-z0-9_]/.test(line[i - 1] ?? ' ')) {
      let j = i;
      while (j < line.length && /[0-9]/.test(line[j]!)) j++;
      if (!/[A-Za-z_]/.test(line[j] ?? ' ')) {
        flush();
        tokens.push({ text: line.slice(i, j), kind: 'number' });
        i = j;
        continue;
      }
    }
    if (/[A-Za-z_]/.test(c) && !/[A-Za-z0-9_>\-~=]/.test(line[i - 1] ?? ' ')) {
      wordPattern.lastIndex = i;
      const word = wordPattern.exec(line)![0];
      const bare = word.replace(/-+$/, '');
      if (keywords.has(bare.toLowerCase()) && line[i + bare.length] !== '-' && line[i + bare.length] !== '>') {
        flush();
        tokens.push({ text: bare, kind: 'keyword' });
        i += bare.length;
        continue;
      }
      plain += word;
      i += word.length;
      continue;
    }
    plain += c;
    i++;
  }
  flush();
  return tokens;
}

/** Marks the parts of the tokens that match the query (case-insensitive). */
export function markMatches(tokens: Token[], query: string): Token[] {
  const needle = query.toLowerCase();
  if (!needle) return tokens;
  const text = tokens.map((t) => t.text).join('');
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) marked.fill(true, at, at + needle.length);
  if (!marked.includes(true)) return tokens;
  const out: Token[] = [];
  let offset = 0;
  for (const token of tokens) {
    let start = 0;
    for (let k = 1; k <= token.text.length; k++) {
      if (k === token.text.length || marked[offset + k] !== marked[offset + start]) {
        out.push({ text: token.text.slice(start, k), kind: token.kind, ...(marked[offset + start] ? { match: true } : {}) });
        start = k;
      }
    }
    offset += token.text.length;
  }
  return out;
}

/** Cuts tokens to a width (the last one ending in '…' when cut). */
export function clipTokens(tokens: Token[], width: number): Token[] {
  const out: Token[] = [];
  let used = 0;
  for (const token of tokens) {
    if (used >= width) break;
    const room = width - used;
    if (token.text.length > room) {
      out.push({ ...token, text: room > 1 ? `${token.text.slice(0, room - 1)}…` : '…' });
      used = width;
      break;
    }
    out.push(token);
    used += token.text.length;
  }
  return out;
}

/** Splits out the character at a column (the column cursor), marked; a column past the end marks the last one. */
export function markColumn(tokens: Token[], column: number): Token[] {
  const length = tokens.reduce((sum, t) => sum + t.text.length, 0);
  if (length === 0) return tokens;
  const at = Math.max(0, Math.min(column, length - 1));
  const out: Token[] = [];
  let offset = 0;
  for (const token of tokens) {
    const end = offset + token.text.length;
    if (at >= offset && at < end) {
      const k = at - offset;
      if (k > 0) out.push({ ...token, text: token.text.slice(0, k) });
      out.push({ ...token, text: token.text[k]!, cursor: true });
      if (k + 1 < token.text.length) out.push({ ...token, text: token.text.slice(k + 1) });
    } else out.push(token);
    offset = end;
  }
  return out;
}
