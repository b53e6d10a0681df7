/**
 * The one way reports become XML: a small element tree written by fast-xml-parser's builder, which
 * escapes every attribute and text. Nothing read from input is ever concatenated into markup. The
 * builder loads lazily (about 50 ms), so a command pays for it only when it writes a report.
 */

export interface XmlElement {
  name: string;
  /** Written in this order; undefined values are left out. */
  attributes?: Record<string, string | number | undefined>;
  children?: XmlElement[];
  /** Character content (escaped), written before the children. */
  text?: string;
}

type OrderedNode = Record<string, unknown>;

// XML 1.0 admits tab, line feed, carriage return and the characters from U+0020 on (less the surrogates
// standing alone and U+FFFE/U+FFFF); anything else from a message would make the document unreadable.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text as an XML 1.0 document can hold it: characters XML cannot carry become U+FFFD. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML_CHAR, '\uFFFD');
}

function ordered(element: XmlElement): OrderedNode {
  const content: OrderedNode[] = [];
  if (element.text !== undefined && element.text !== '') content.push({ '#text': xmlSafe(element.text) });
  for (const child of element.children ?? []) content.push(ordered(child));
  const node: OrderedNode = { [element.name]: content };
  const attributes = Object.entries(element.attributes ?? {}).filter(([, value]) => value !== undefined);
  if (attributes.length > 0) {
    node[':@'] = Object.fromEntries(attributes.map(([key, value]) => [`@_${key}`, typeof value === 'number' ? String(value) : xmlSafe(value!)]));
  }
  return node;
}

/** The element as a UTF-8 XML document with its declaration, indented, ending in a line feed. */
export async function xmlDocument(root: XmlElement): Promise<string> {
  const { XMLBuilder } = await import('fast-xml-parser');
  const builder = new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
    processEntities: true,
  });
  const declaration = { '?xml': [{ '#text': '' }], ':@': { '@_version': '1.0', '@_encoding': 'UTF-8' } };
  const text = builder.build([declaration, ordered(root)]) as string;
  return text.endsWith('\n') ? text : `${text}\n`;
}
