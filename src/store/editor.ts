import type { ObjectRef } from './backend.js';
import type { SyntaxObject } from '../protocol/checks.js';
import { sourcePartFileName, type ClassPart } from '../protocol/object-files.js';
import { ResultError } from './connection.js';
import { messages } from '../protocol/messages.js';
import type { SourceView } from './source-lines.js';
import type { SliceContext } from './types.js';
import type { ViewObject, ViewSection } from './wire.js';

/**
 * The editor round trip: `e` opens an object's working-folder file in $VISUAL / $EDITOR at the line the
 * cursor is on (the TUI handing the terminal over and taking it back), `E` the system's active version,
 * read-only, from a temporary file. Back in the TUI, C checks the syntax of the edited file and P pulls it
 * (the drawer's syntax check and the sync slice's pull, both asked as usual).
 */

/** Which file of an object: a class's main file or one of its parts; the one source file of other types. */
export type EditorPart = ClassPart | 'macros';

/** Where to open an object: its file part and a 1-based line in that file. */
export interface EditTarget {
  part: EditorPart;
  line: number;
}

export interface WorkingFile {
  /** Absolute path. */
  path: string;
  /** Relative to the repository's root with '/' (as git and pull name it). */
  repositoryPath: string;
}

/** What the editor needs from outside the store (src/tui/editor.ts): files, the editor program, the terminal. */
export interface EditorDeps {
  /**
   * The working folder's file of an object part, searched in the linked repository only; undefined when it has
   * none; throws (saying why) when there is no repository to search.
   */
  workingFile(object: ObjectRef, part: EditorPart): Promise<WorkingFile | undefined>;
  /** Runs the editor on a file with the TUI suspended; answers why it failed, if it did. */
  open(file: string, options: { line: number; readOnly: boolean }): Promise<string | undefined>;
  /** Writes text to a read-only temporary file of that name; answers its path. */
  writeTemporary(fileName: string, text: string): Promise<string>;
  /** What the syntax check is sent for an edited file: the object's working-folder files. */
  syntaxObject(object: ObjectRef, file: WorkingFile): Promise<SyntaxObject>;
}

export interface EditorSlice {
  editor: {
    /** The file last edited with `e`, for C and P. */
    edited: { object: ObjectRef; file: WorkingFile } | null;
    /**
     * What the editor has open while it runs: the deck draws only this line, so that the frame drawn on
     * return differs from the last one and Ink writes it whole on the cleared screen.
     */
    editing: string | null;
    /** Opens the object's working-folder file in the editor (at `target`, else its first line). */
    edit(object: ObjectRef, target?: EditTarget): Promise<void>;
    /** Opens the system's active version in the editor, read-only. */
    viewActive(object: ObjectRef, target?: EditTarget): Promise<void>;
    /** Syntax check of the edited file (results in the drawer). */
    checkEdited(): Promise<void>;
    /** Pull of the edited file's object (asks first). */
    pullEdited(): Promise<void>;
  };
}

const PART_OF_SUFFIX: Record<string, EditorPart> = { CCDEF: 'locals_def', CCIMP: 'locals_imp', CCAU: 'testclasses', CCMAC: 'macros' };

function partOfSection(section: ViewSection | undefined): EditorPart {
  if (!section) return 'main';
  if (section.file === 'locals_def' || section.file === 'locals_imp' || section.file === 'testclasses') return section.file;
  return PART_OF_SUFFIX[section.suffix] ?? 'main';
}

/**
 * The file part and line of the source pane's cursor: a class's main-source sections by G (the line of the
 * main file), its local and test classes by [N] (the line of their own file); a heading takes the next line.
 */
export function sourceEditTarget(result: ViewObject | null, view: SourceView | null, cursor: number): EditTarget {
  const rows = view?.rows ?? [];
  let index = Math.max(0, Math.min(cursor, rows.length - 1));
  while (index < rows.length - 1 && rows[index]!.local === undefined && rows[index]!.global === undefined) index++;
  const row = rows[index];
  if (!row) return { part: 'main', line: 1 };
  const part = result?.type === 'CLAS' ? partOfSection(result.sections?.[row.section]) : 'main';
  const line = part === 'main' ? (row.global ?? row.local) : row.local;
  return { part, line: line ?? 1 };
}

/** The file name the active version is written to: the object's own (so the editor highlights it). */
function fileNameOf(object: ObjectRef, part: EditorPart): string {
  return sourcePartFileName(object.type, object.name, part);
}

/** The active source of one part, from a view --full answer (a class's main file from the developer API). */
async function activeText(viewed: ViewObject, part: EditorPart, mainSource: () => Promise<string[] | undefined>): Promise<string | undefined> {
  const sections = viewed.sections ?? [];
  if (viewed.type === 'CLAS') {
    if (part === 'main') return (await mainSource())?.join('\n');
    const own = sections.filter((section) => partOfSection(section) === part);
    return own.length > 0 ? own.map((section) => section.lines.join('\n')).join('\n') : undefined;
  }
  if (viewed.source) return viewed.source;
  return sections.length > 0 ? sections.map((section) => section.lines.join('\n')).join('\n') : undefined;
}

export function createEditorSlice({ get, patch, deps }: SliceContext): EditorSlice {
  const notify = (text: string, kind: 'info' | 'error' = 'info') => get().connection.notify(text, kind);
  const openIn = async (editor: EditorDeps, file: string, shown: string, options: { line: number; readOnly: boolean }) => {
    patch('editor', { editing: `${shown} is open in the editor${options.readOnly ? ' (read-only)' : ''}: the deck returns when it ends` });
    try {
      return await editor.open(file, options);
    } finally {
      patch('editor', { editing: null });
    }
  };
  const unavailable = () => notify('no editor here: the terminal UI opens files only when started in a terminal', 'error');

  return {
    editor: {
      edited: null,
      editing: null,

      async edit(object, target = { part: 'main', line: 1 }) {
        const editor = deps.editor;
        if (!editor) return unavailable();
        let file: WorkingFile | undefined;
        let line = target.line;
        try {
          file = await editor.workingFile(object, target.part);
          if (!file && target.part !== 'main') {
            file = await editor.workingFile(object, 'main');
            line = 1;
          }
        } catch (error) {
          return notify((error as Error).message, 'error');
        }
        if (!file) return notify(`${object.type} ${object.name} has no file in the working folder (E shows the active version)`, 'error');
        const failed = await openIn(editor, file.path, file.repositoryPath, { line, readOnly: false });
        if (failed) return notify(`editor: ${failed}`, 'error');
        patch('editor', { edited: { object, file } });
        notify(`${file.repositoryPath} edited: C checks it, P pulls it`);
      },

      async viewActive(object, target = { part: 'main', line: 1 }) {
        const editor = deps.editor;
        if (!editor) return unavailable();
        const opened = get().source.result;
        const text = await get().connection.call(`active ${object.name}`, async (backend) => {
          const viewed =
            opened && opened.name === object.name && opened.sections ? opened : (await backend.view({ objects: [object.name], type: object.type, full: true })).objects[0];
          if (!viewed || viewed.not_found) throw new ResultError(messages.objectNotFound(object.name));
          return (await activeText(viewed, target.part, () => backend.classMainSource(object.name))) ?? null;
        });
        if (text === undefined) return;
        if (text === null) return notify(`${object.type} ${object.name} has no source to open`, 'error');
        const file = await editor.writeTemporary(fileNameOf(object, target.part), text.endsWith('\n') ? text : `${text}\n`);
        const failed = await openIn(editor, file, `the active version of ${object.type} ${object.name}`, { line: target.line, readOnly: true });
        if (failed) return notify(`editor: ${failed}`, 'error');
        notify(`active version of ${object.type} ${object.name} shown read-only`);
      },

      async checkEdited() {
        const edited = get().editor.edited;
        if (!edited || !deps.editor) return;
        let sent: SyntaxObject;
        try {
          sent = await deps.editor.syntaxObject(edited.object, edited.file);
        } catch (error) {
          return notify(`syntax ${edited.file.repositoryPath}: ${(error as Error).message}`, 'error');
        }
        await get().drawer.syntax(edited.object, { object: sent, label: edited.file.repositoryPath });
      },

      async pullEdited() {
        const edited = get().editor.edited;
        if (!edited) return;
        await get().sync.confirmPull([edited.file.repositoryPath]);
      },
    },
  };
}
