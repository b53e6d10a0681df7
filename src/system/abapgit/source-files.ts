/**
 * Source files beside the XML. `.abap` files are the source lines joined with LF plus one final LF
 * (abapGit's add_abap); all other sources (CDS, access controls, HANA views) are kept byte for byte.
 */
import type { GitFile } from '../objects.js';

/** The stored source of an `.abap` file: its text without exactly one final LF. */
export function readAbapSource(data: Buffer): string {
  const text = data.toString('utf8');
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

export function abapSourceFile(path: string, source: string): GitFile {
  return { path, data: Buffer.from(`${source}\n`, 'utf8') };
}

export function readRawSource(data: Buffer): string {
  return data.toString('utf8');
}

export function rawSourceFile(path: string, source: string): GitFile {
  return { path, data: Buffer.from(source, 'utf8') };
}
