/**
 * The kernel: standard declarations every system has and customer code relies on (exception classes,
 * CL_ABAP_UNIT_ASSERT, the class-run interfaces, a few DDIC types), written in ABAP in abapGit file
 * layout under ./abap. The checks engine adds these files to its registry; activation transpiles them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installRoot } from '../../version.js';
import { contentStamp, preparedDir, stampOf, writeStamp } from '../prepared.js';
import { XMLParser } from 'fast-xml-parser';
import { objectFromFileName } from '../../protocol/filenames.js';
import type { AbapObject, MetadataRecord, MetadataValue } from '../objects.js';

/** One kernel file: its abapGit file name and text. */
export interface KernelFile {
  path: string;
  text: string;
}

let cachedFiles: readonly KernelFile[] | undefined;

/**
 * The ABAP files live in the source tree (src/system/kernel/abap) of the installation; a build neither
 * copies them to dist nor can find them relative to a bundled module, so they are located from the
 * installation root.
 */
export function kernelDirectory(): string {
  const directory = join(installRoot(), 'src', 'system', 'kernel', 'abap') + sep;
  if (!existsSync(directory)) throw new Error(`kernel sources not found at ${directory}`);
  return directory;
}

/** All kernel files, sorted by name; read once per process. */
export function kernelFiles(): readonly KernelFile[] {
  if (!cachedFiles) {
    const directory = kernelDirectory();
    cachedFiles = readdirSync(directory)
      .filter((name) => name.endsWith('.abap') || name.endsWith('.xml'))
      .sort()
      .map((name) => ({ path: name, text: readFileSync(directory + name, 'utf8') }));
  }
  return cachedFiles;
}

/** Type and name keys ("CLAS CX_ROOT") of the kernel objects. */
export function kernelObjectKeys(): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const file of kernelFiles()) {
    const ref = objectFromFileName(file.path);
    if (ref) keys.add(`${ref.type} ${ref.name}`);
  }
  return keys;
}

const ROW_ELEMENTS = ['DD03P', 'DD07V', 'SOBJ_NAME', 'item'];
const xmlParser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ROW_ELEMENTS.includes(name),
});

const DESCRIPTION_FIELDS: Record<string, readonly [string, string]> = {
  CLAS: ['VSEOCLASS', 'DESCRIPT'],
  INTF: ['VSEOINTERF', 'DESCRIPT'],
  DTEL: ['DD04V', 'DDTEXT'],
  DOMA: ['DD01V', 'DDTEXT'],
  TABL: ['DD02V', 'DDTEXT'],
  TTYP: ['DD40V', 'DDTEXT'],
};

let cachedObjects: readonly AbapObject[] | undefined;

/**
 * The kernel as domain objects (metadata read from the XML payload, sources from the .abap files); read
 * once per process, shared by its readers (the repository tables, view of standard objects), never changed.
 * Every start needs them (the repository tables are checked against the kernel's definitions): reading the
 * XML of ~800 files costs ~0.25 s, so the build prepares them (prepareKernelObjects) and a start whose kernel
 * and reader are the same takes those.
 */
export function loadKernel(): readonly AbapObject[] {
  return (cachedObjects ??= preparedKernelObjects(join(preparedDir(), 'kernel')) ?? readKernelObjects());
}

const KERNEL_OBJECTS_FILE = 'kernel-objects.json';

/** What the prepared kernel objects are made from: the kernel's files and this reader. */
function kernelStamp(): string {
  return contentStamp([fileURLToPath(import.meta.url)], kernelFiles().flatMap((file) => [file.path, file.text]));
}

/** The kernel's objects as read from its files, written to a folder for later starts (the build does it). */
export function prepareKernelObjects(folder: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, KERNEL_OBJECTS_FILE), JSON.stringify(readKernelObjects()));
  writeStamp(folder, kernelStamp());
}

/** The prepared kernel objects of a folder, when they were made from this kernel by this reader. */
export function preparedKernelObjects(folder: string): AbapObject[] | undefined {
  const stamp = stampOf(folder);
  if (!stamp || stamp !== kernelStamp()) return undefined;
  try {
    return JSON.parse(readFileSync(join(folder, KERNEL_OBJECTS_FILE), 'utf8')) as AbapObject[];
  } catch {
    return undefined;
  }
}

export function readKernelObjects(): AbapObject[] {
  const objects = new Map<string, AbapObject>();
  for (const file of kernelFiles()) {
    const ref = objectFromFileName(file.path);
    if (!ref) continue;
    const key = `${ref.type} ${ref.name}`;
    const object = objects.get(key) ?? { type: ref.type, name: ref.name, description: '', metadata: {}, sources: {} };
    objects.set(key, object);
    if (file.path.endsWith('.xml')) {
      object.metadata = payloadOf(file.text);
      const field = DESCRIPTION_FIELDS[ref.type];
      const record = field ? object.metadata[field[0]] : undefined;
      const description = record && !Array.isArray(record) && typeof record === 'object' ? record[field![1]] : undefined;
      object.description = typeof description === 'string' ? description : '';
    } else {
      const part = file.path.split('.').slice(2, -1).join('.') || 'main';
      object.sources[part] = file.text;
    }
  }
  return [...objects.values()];
}

function payloadOf(xml: string): MetadataRecord {
  const values = xmlParser.parse(xml)?.abapGit?.['asx:abap']?.['asx:values'];
  const converted = values && typeof values === 'object' ? toMetadata(values) : {};
  return typeof converted === 'object' && !Array.isArray(converted) ? converted : {};
}

function toMetadata(node: unknown): MetadataValue {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(toMetadata);
  if (node && typeof node === 'object') {
    // whitespace between elements comes as #text beside them
    const entries = Object.entries(node as Record<string, unknown>).filter(([key]) => key !== '#text');
    // a table element holds one repeated row element: keep the rows, as MetadataRecord lists do
    if (entries.length === 1 && ROW_ELEMENTS.includes(entries[0]![0])) return toMetadata(entries[0]![1]);
    const record: MetadataRecord = {};
    for (const [key, value] of entries) record[key] = toMetadata(value);
    return record;
  }
  return '';
}
