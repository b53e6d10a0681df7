/**
 * A small XML reader for abapGit files. abapGit keeps raw CR characters inside text values (OTR long
 * texts) and leading blanks (`<MASK>  CHAR</MASK>`); general XML parsers normalise CRLF to LF, so this
 * reader keeps text exactly as written and only decodes entity and character references.
 */

export interface XmlElement {
  name: string;
  attributes: Array<[string, string]>;
  children: XmlElement[];
  /** Character data directly inside the element (meaningful for elements without children). */
  text: string;
}

export class XmlSyntaxError extends Error {
  constructor(message: string, offset: number) {
    super(`${message} at offset ${offset}`);
    this.name = 'XmlSyntaxError';
  }
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;

/** Parses a document and returns its root element (BOM, declaration, comments and doctype skipped). */
export function parseXml(document: string): XmlElement {
  const reader = new Reader(document.startsWith('\uFEFF') ? document.slice(1) : document);
  reader.skipProlog();
  const root = reader.element();
  reader.skipMisc();
  if (!reader.atEnd()) reader.fail('content after the root element');
  return root;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);/g, (match, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return NAMED_ENTITIES[ref] ?? match;
  });
}

class Reader {
  private pos = 0;

  constructor(private readonly input: string) {}

  atEnd(): boolean {
    return this.pos >= this.input.length;
  }

  fail(message: string): never {
    throw new XmlSyntaxError(message, this.pos);
  }

  skipProlog(): void {
    this.skipWhitespace();
    if (this.input.startsWith('<?xml', this.pos)) this.skipPast('?>');
    this.skipMisc();
    if (this.input.startsWith('<!DOCTYPE', this.pos)) {
      this.skipPast('>');
      this.skipMisc();
    }
  }

  skipMisc(): void {
    for (;;) {
      this.skipWhitespace();
      if (this.input.startsWith('<!--', this.pos)) this.skipPast('-->');
      else if (this.input.startsWith('<?', this.pos)) this.skipPast('?>');
      else return;
    }
  }

  element(): XmlElement {
    if (this.input[this.pos] !== '<') this.fail('expected an element');
    this.pos++;
    const name = this.name();
    const attributes = this.attributes();
    const element: XmlElement = { name, attributes, children: [], text: '' };
    if (this.input.startsWith('/>', this.pos)) {
      this.pos += 2;
      return element;
    }
    if (this.input[this.pos] !== '>') this.fail(`malformed start tag <${name}>`);
    this.pos++;
    this.content(element);
    return element;
  }

  private content(element: XmlElement): void {
    let text = '';
    for (;;) {
      if (this.atEnd()) this.fail(`unclosed element <${element.name}>`);
      if (this.input.startsWith('</', this.pos)) {
        this.pos += 2;
        const closing = this.name();
        if (closing !== element.name) this.fail(`</${closing}> closes <${element.name}>`);
        this.skipWhitespace();
        if (this.input[this.pos] !== '>') this.fail(`malformed end tag </${closing}>`);
        this.pos++;
        element.text = text;
        return;
      }
      if (this.input.startsWith('<!--', this.pos)) {
        this.skipPast('-->');
      } else if (this.input.startsWith('<![CDATA[', this.pos)) {
        const end = this.input.indexOf(']]>', this.pos);
        if (end < 0) this.fail('unclosed CDATA section');
        text += this.input.slice(this.pos + 9, end);
        this.pos = end + 3;
      } else if (this.input.startsWith('<?', this.pos)) {
        this.skipPast('?>');
      } else if (this.input[this.pos] === '<') {
        element.children.push(this.element());
      } else {
        const next = this.input.indexOf('<', this.pos);
        const end = next < 0 ? this.input.length : next;
        text += decodeEntities(this.input.slice(this.pos, end));
        this.pos = end;
      }
    }
  }

  private attributes(): Array<[string, string]> {
    const attributes: Array<[string, string]> = [];
    for (;;) {
      this.skipWhitespace();
      const char = this.input[this.pos];
      if (char === '>' || char === '/' || char === undefined) return attributes;
      const name = this.name();
      this.skipWhitespace();
      if (this.input[this.pos] !== '=') this.fail(`attribute ${name} without a value`);
      this.pos++;
      this.skipWhitespace();
      const quote = this.input[this.pos];
      if (quote !== '"' && quote !== "'") this.fail(`attribute ${name} value not quoted`);
      const end = this.input.indexOf(quote, this.pos + 1);
      if (end < 0) this.fail(`unclosed value of attribute ${name}`);
      attributes.push([name, decodeEntities(this.input.slice(this.pos + 1, end))]);
      this.pos = end + 1;
    }
  }

  private name(): string {
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.input);
    if (!match) this.fail('expected a name');
    this.pos += match[0].length;
    return match[0];
  }

  private skipWhitespace(): void {
    while (this.pos < this.input.length && ' \t\r\n'.includes(this.input[this.pos] as string)) this.pos++;
  }

  private skipPast(terminator: string): void {
    const end = this.input.indexOf(terminator, this.pos);
    if (end < 0) this.fail(`missing ${terminator}`);
    this.pos = end + terminator.length;
  }
}
