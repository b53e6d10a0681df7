/**
 * Source parts kept byte for byte beside the XML (CDS `.asddls` and `.baseinfo`, access control `.asdcls`):
 * each is stored under its extension and written back unchanged, whatever its line ends.
 */
import type { AbapObject, GitFile } from '../../objects.js';
import { fileNameForObject } from '../../../protocol/filenames.js';
import type { ObjectFiles } from '../object-files.js';
import { rawSourceFile, readRawSource } from '../source-files.js';

export function readRawParts(files: ObjectFiles, extensions: readonly string[]): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const ext of extensions) {
    const file = files.take(undefined, ext);
    if (file) sources[ext] = readRawSource(file.data);
  }
  return sources;
}

export function rawPartFiles(type: string, object: AbapObject, extensions: readonly string[]): GitFile[] {
  return extensions
    .filter((ext) => object.sources[ext] !== undefined)
    .map((ext) => rawSourceFile(fileNameForObject(type, object.name, ext), object.sources[ext] as string));
}
