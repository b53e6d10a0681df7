/**
 * The editor of the TUI's round trip (`e`, `E`): the object's file in the working folder, the program of
 * $VISUAL, else $EDITOR, else vi, run in the foreground at a line (`+<line>`), read-only for the system's
 * active version (a read-only temporary file, and `-R` for the vi family). The program runs through
 * `sh -c` as git runs its editor, so `EDITOR="code --wait"` works; synchronously, so the TUI reads none of
 * the keys meant for it while `suspend` (terminal.ts) has handed the terminal over.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { ObjectRef } from '../store/backend.js';
import type { EditorDeps, EditorPart } from '../store/editor.js';
import type { SyntaxObject } from '../protocol/checks.js';
import { classPartFileName, mainSourceFileName, metadataFileName, sourcePartFileName } from '../protocol/object-files.js';
import { fileBelow } from '../workspace/files-below.js';
import { startingFolderOf } from '../workspace/source-location.js';

export interface EditorOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Hands the terminal to the editor and takes it back (terminal.ts); without it the editor just runs. */
  suspend?: <T>(run: () => T) => T;
}

/** The editor's command line as the user set it. */
export function editorCommand(env: NodeJS.ProcessEnv): string {
  return env['VISUAL']?.trim() || env['EDITOR']?.trim() || 'vi';
}

/** Editors whose -R opens a file read-only (vi and its descendants). */
const VI_FAMILY = /^(vi|vim|nvim|gvim|view|nview|elvis|nvi)$/;

/** The arguments after the editor's command: read-only flag where known, `+<line>`, the file. */
export function editorArguments(command: string, file: string, options: { line: number; readOnly: boolean }): string[] {
  const program = basename(command.split(/\s+/)[0] ?? '');
  return [...(options.readOnly && VI_FAMILY.test(program) ? ['-R'] : []), `+${Math.max(1, options.line)}`, file];
}

/** The git working folder's root holding `dir`; undefined outside one. */
function workingRoot(dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) return undefined;
  }
}

/**
 * Where the repository's object files lie: below the `.abapgit.xml`'s starting folder when the root has one
 * (abapGit writes nothing elsewhere), else the whole working folder.
 */
function sourceFolder(root: string): string {
  const dotAbapgit = join(root, '.abapgit.xml');
  if (!existsSync(dotAbapgit)) return root;
  const folder = startingFolderOf(readFileSync(dotAbapgit, 'utf8'));
  return folder === '' ? root : join(root, ...folder.split('/'));
}

/** The file names an object part may have, in order of preference (its source, else its XML). */
function fileNamesOf(object: ObjectRef, part: EditorPart): string[] {
  const type = object.type === 'STRU' ? 'TABL' : object.type;
  if (type === 'CLAS') return [sourcePartFileName(type, object.name, part)];
  return [mainSourceFileName(type, object.name), metadataFileName(type, object.name)];
}

const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

export function editorDeps(options: EditorOptions): EditorDeps {
  // `e` edits the linked repository's files only: never a file of another checkout below or beside it
  const root = workingRoot(options.cwd);
  const temporaryFolders: string[] = [];
  const removeTemporary = () => {
    for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', removeTemporary);

  return {
    async workingFile(object, part) {
      if (!root) throw new Error(`${options.cwd} is not inside a git working folder: e opens files of the linked repository only (start the deck in its folder)`);
      const folder = sourceFolder(root);
      for (const name of fileNamesOf(object, part)) {
        const path = fileBelow(folder, name, { ownFilesOnly: true });
        if (path) return { path, repositoryPath: relative(root, path).split(sep).join('/') };
      }
      return undefined;
    },

    async open(file, openOptions) {
      // let the deck draw its "open in the editor" frame first (see the editor slice's `editing`)
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
      const command = editorCommand(options.env);
      const run = () =>
        spawnSync('sh', ['-c', `${command} "$@"`, command, ...editorArguments(command, file, openOptions)], {
          cwd: options.cwd,
          env: options.env,
          stdio: 'inherit',
        });
      const ended = options.suspend ? options.suspend(run) : run();
      if (ended.error) return `${command} could not start: ${ended.error.message}`;
      if (ended.status === 127) return `${command} was not found (set $VISUAL or $EDITOR)`;
      if (ended.status !== 0) return ended.signal ? `${command} ended by ${ended.signal}` : `${command} ended with exit code ${ended.status}`;
      return undefined;
    },

    async writeTemporary(fileName, text) {
      const folder = mkdtempSync(join(tmpdir(), 'abapdeck-active-'));
      temporaryFolders.push(folder);
      const path = join(folder, fileName);
      writeFileSync(path, text);
      chmodSync(path, 0o444);
      return path;
    },

    async syntaxObject(object, file) {
      const dir = dirname(file.path);
      if (object.type !== 'CLAS') {
        const source = readIfPresent(join(dir, mainSourceFileName(object.type, object.name)));
        if (source === undefined) throw new Error(`no source file of ${object.type} ${object.name} beside ${file.repositoryPath}`);
        return { type: object.type, name: object.name, source };
      }
      const source = readIfPresent(join(dir, classPartFileName(object.name, 'main')));
      if (source === undefined) throw new Error(`no main file of ${object.name} beside ${file.repositoryPath}`);
      const checked: SyntaxObject = { type: 'CLAS', name: object.name, source };
      for (const part of ['locals_def', 'locals_imp', 'testclasses'] as const) {
        const text = readIfPresent(join(dir, classPartFileName(object.name, part)));
        if (text !== undefined) checked[part] = text;
      }
      return checked;
    },
  };
}
