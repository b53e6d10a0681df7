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

export function escapeText(value: string): string {
  return stripInvalid(value).replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]!);
}

export function escapeAttribute(value: string): string {
  return stripInvalid(value).replace(/[&<>"'\r\n\t]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

/** Characters XML 1.0 cannot carry at all (control characters other than tab, line feed, carriage return). */
function stripInvalid(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd');
}

function render(node: XmlElement, out: string[]): void {
  out.push('<', node.name);
  for (const [name, value] of Object.entries(node.attributes)) {
    if (value === undefined) continue;
    out.push(' ', name, '="', escapeAttribute(String(value)), '"');
  }
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) {
    if ('text' in child) out.push(escapeText(child.text));
    else render(child, out);
  }
  out.push('</', node.name, '>');
}

/** The document as text, with the XML declaration. */
export function renderXml(root: XmlElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="utf-8"?>'];
  render(root, out);
  return out.join('');
}
