/**
 * The editor's documents and the system's: a file URI (`file:///work/src/zcl_x.clas.abap`) is the abapGit
 * file of its name (`zcl_x.clas.abap`), and an abapGit file named in an answer is the working folder's file of
 * that name, found once by walking the folder (node_modules and dot folders left out).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OpenFile } from '../protocol/language.js';
import { abapFilesByName, isAbapSourceFile } from '../workspace/files-below.js';

export class Documents {
  private readonly open = new Map<string, { text: string; version: number }>();
  private index: Map<string, string> | undefined;

  constructor(private readonly root: string) {}

  set(uri: string, text: string, version: number): void {
    this.open.set(uri, { text, version });
  }

  close(uri: string): void {
    this.open.delete(uri);
  }

  text(uri: string): string | undefined {
    return this.open.get(uri)?.text;
  }

  /** The open documents as the language service's open files. */
  openFiles(): OpenFile[] {
    return [...this.open].filter(([uri]) => isAbapFile(uri)).map(([uri, { text }]) => ({ name: documentName(uri), source: text }));
  }

  /** The file URI of an abapGit file name: an open document of that name, else the working folder's file. */
  uriOf(name: string): string | undefined {
    const lower = name.toLowerCase();
    for (const uri of this.open.keys()) if (documentName(uri) === lower) return uri;
    let path = this.files().get(lower);
    if (!path) {
      this.index = undefined;
      path = this.files().get(lower);
    }
    return path ? pathToFileURL(path).href : undefined;
  }

  /** The text of a document: open, else read from its file. */
  read(uri: string): string {
    const open = this.text(uri);
    if (open !== undefined) return open;
    try {
      return readFileSync(fileURLToPath(uri), 'utf8');
    } catch {
      return '';
    }
  }

  private files(): Map<string, string> {
    this.index ??= abapFilesByName(this.root);
    return this.index;
  }
}

/** The abapGit file name of a document URI. */
export function documentName(uri: string): string {
  let path: string;
  try {
    path = uri.startsWith('file:') ? fileURLToPath(uri) : decodeURIComponent(uri);
  } catch {
    path = uri;
  }
  return basename(path).toLowerCase();
}

export const isAbapFile = isAbapSourceFile;
