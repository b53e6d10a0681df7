/**
 * The envelope of abapGit XML files: UTF-8 BOM, lower-case `utf-8` declaration, the `<abapGit>` root
 * (with or without serializer attributes), `asx:abap`/`asx:values`, LF line ends and one final LF.
 */
import type { MetadataRecord } from '../../objects.js';
import type { StructureSchema } from '../schema.js';
import { readStructure } from './payload-reader.js';
import { structureLines } from './payload-writer.js';
import { parseXml, XmlSyntaxError, type XmlElement } from './xml-parser.js';

const BOM = '\uFEFF';
const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const ASX_ABAP_OPEN = '<asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">';
export const ABAPGIT_XML_VERSION = 'v1.0.0';

/** A file that is not what its name promises; reported as a problem, never fatal for the other files. */
export class AbapgitFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AbapgitFormatError';
  }
}

/** Who wrote the payload: `LCL_OBJECT_<TYPE>`, or undefined for the bare root of function group includes. */
export interface XmlSerializer {
  name: string;
  version: string;
}

export function serializerOf(type: string): XmlSerializer {
  return { name: `LCL_OBJECT_${type}`, version: ABAPGIT_XML_VERSION };
}

export function writeObjectXml(payload: MetadataRecord, schema: StructureSchema, serializer: XmlSerializer | undefined): Buffer {
  const root = serializer
    ? `<abapGit version="${ABAPGIT_XML_VERSION}" serializer="${serializer.name}" serializer_version="${serializer.version}">`
    : `<abapGit version="${ABAPGIT_XML_VERSION}">`;
  return xmlDocument([root, ...asxLines(payload, schema, 1), '</abapGit>']);
}

/** `.abapgit.xml`: the asx envelope at column 0, without the `<abapGit>` root. */
export function writeAsxXml(payload: MetadataRecord, schema: StructureSchema): Buffer {
  return xmlDocument(asxLines(payload, schema, 0));
}

export function readObjectXml(data: Buffer, schema: StructureSchema): MetadataRecord {
  const root = parseDocument(data);
  if (root.name !== 'abapGit') throw new AbapgitFormatError(`root element is <${root.name}>, expected <abapGit>`);
  const asx = root.children.find((child) => child.name === 'asx:abap');
  if (!asx) throw new AbapgitFormatError('no <asx:abap> element');
  return readAsxValues(asx, schema);
}

export function readAsxXml(data: Buffer, schema: StructureSchema): MetadataRecord {
  const root = parseDocument(data);
  if (root.name !== 'asx:abap') throw new AbapgitFormatError(`root element is <${root.name}>, expected <asx:abap>`);
  return readAsxValues(root, schema);
}

function readAsxValues(asx: XmlElement, schema: StructureSchema): MetadataRecord {
  const values = asx.children.find((child) => child.name === 'asx:values');
  if (!values) throw new AbapgitFormatError('no <asx:values> element');
  return readStructure(values, schema);
}

function parseDocument(data: Buffer): XmlElement {
  try {
    return parseXml(data.toString('utf8'));
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new AbapgitFormatError(`not well-formed XML: ${error.message}`);
    throw error;
  }
}

function asxLines(payload: MetadataRecord, schema: StructureSchema, depth: number): string[] {
  const indent = ' '.repeat(depth);
  return [
    `${indent}${ASX_ABAP_OPEN}`,
    `${indent} <asx:values>`,
    ...structureLines(payload, schema, depth + 2),
    `${indent} </asx:values>`,
    `${indent}</asx:abap>`,
  ];
}

function xmlDocument(lines: string[]): Buffer {
  return Buffer.from(`${BOM}${DECLARATION}\n${lines.join('\n')}\n`, 'utf8');
}
