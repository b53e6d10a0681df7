/**
 * A small XML writer for the debugger documents: elements are data, and every attribute value and text
 * node is escaped when rendered, so no caller ever concatenates input into markup.
 */

export type XmlAttributeValue = string | number | boolean | undefined;

export interface XmlElement {
  name: string;
  attributes: Record<string, XmlAttributeValue>;
  children: XmlChild[];
}

export type XmlChild = XmlElement | { text: string };

/** An element; attributes whose value is undefined are left out. */
export function element(name: string, attributes: Record<string, XmlAttributeValue> = {}, ...children: Array<XmlChild | undefined | false>): XmlElement {
  return { name, attributes, children: children.filter((child): child is XmlChild => !!child) };
}

export function text(value: string | number | boolean): XmlChild {
  return { text: String(value) };
}

/** `<NAME>value</NAME>`: the abap-xml way of writing a field. */
export function field(name: string, value: string | number | boolean): XmlElement {
  return element(name, {}, text(value));
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;', '\n': '&#10;', '\t': '&#9;' };

/** What escapeText has to change (see stripInvalid for the control characters); most values hold none of it. */
// eslint-disable-next-line no-control-regex
const TEXT_WORK = /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex
const ATTRIBUTE_WORK = /[&<>"'\r\n\t\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function escapeText(value: string): string {
  if (!TEXT_WORK.test(value)) return value;
  return stripInvalid(value).replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]!);
}

export function escapeAttribute(value: string): string {
  if (!ATTRIBUTE_WORK.test(value)) return value;
  return stripInvalid(value).replace(/[&<>"'\r\n\t]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

/** Characters XML 1.0 cannot carry at all (control characters other than tab, line feed, carriage return). */
function stripInvalid(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd');
}

/** The element as text (one string grown in place: the debugger's variable documents have thousands of nodes). */
function render(node: XmlElement): string {
  let out = '<' + node.name;
  for (const name in node.attributes) {
    const value = node.attributes[name];
    if (value !== undefined) out += ' ' + name + '="' + escapeAttribute(String(value)) + '"';
  }
  if (node.children.length === 0) return out + '/>';
  out += '>';
  for (const child of node.children) out += 'text' in child ? escapeText(child.text) : render(child);
  return out + '</' + node.name + '>';
}

/** The document as text, with the XML declaration. */
export function renderXml(root: XmlElement): string {
  return '<?xml version="1.0" encoding="utf-8"?>' + render(root);
}
