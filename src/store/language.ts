/**
 * The language service in the source pane (issue 36): definition, implementations, references, hover and
 * rename of the name under the cursor (its line and column), asked of the system's active sources, and the
 * trail of jumps (Ctrl+O back, Ctrl+K forward) that Esc also walks back.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { objectFromFileName } from '../protocol/filenames.js';
import { classPartOfFile, sourcePartFileName } from '../protocol/object-files.js';
import type { LanguageLocation, LanguageRequest, LanguageTextEdit } from '../protocol/language.js';
import type { WhereReference } from '../protocol/checks.js';
import type { ObjectRef } from './backend.js';
import type { DrawerLine, FindingPlace } from './drawer.js';
import { sourceEditTarget, type EditorPart } from './editor.js';
import { cursorText, nameAt } from './source.js';
import type { DeckState, SliceContext } from './types.js';

/** A place of the source pane: the object, the row and the column of the cursor. */
export interface JumpPlace {
  object: ObjectRef;
  row: number;
  column: number;
}

interface LanguageData {
  /** Places jumped from and to, oldest first; `at` is where Ctrl+O and Ctrl+K move from (trail.length: the newest). */
  trail: JumpPlace[];
  at: number;
  /** The rename waiting for its yes: the edits per document, shown in the drawer. */
  pendingRename: { from: string; to: string; edits: Record<string, LanguageTextEdit[]> } | null;
}

export interface LanguageSlice {
  language: LanguageData & {
    /** gd: the definition of the name under the cursor, opened at its line (the place left goes on the trail). */
    definition(): Promise<void>;
    /** gi: the implementations; one is opened, several are offered as a choice. */
    implementations(): Promise<void>;
    /** gr: the references, listed in the where-used pane. */
    references(): Promise<void>;
    /** K: the hover text in the drawer. */
    hover(): Promise<void>;
    /** R: asks the new name (the engine's refusal, if any, is said instead). */
    startRename(): Promise<void>;
    /** The rename's edits previewed in the drawer, then applied to the working folder's files on yes. */
    rename(newName: string): Promise<void>;
    /** Ctrl+O: back along the trail; Ctrl+K: forward again. */
    jumpBack(): Promise<boolean>;
    jumpForward(): Promise<void>;
    /** A location of the service as a place of the source pane (object, part, 1-based line). */
    placeOf(location: LanguageLocation): FindingPlace | undefined;
  };
}

const noCode = 'the cursor is not on a line of code: move it onto a name (h l W B move along the line)';

/** The language service's document and position of the source pane's cursor, or why there is none. */
export function cursorRequest(state: DeckState): LanguageRequest | string {
  const { object, result, view, cursor, column } = state.source;
  if (!object || !view) return 'no object open: Enter on an object in pane 2, or :obj <name>';
  const row = view.rows[cursor];
  if (row?.kind !== 'code') return noCode;
  const target = sourceEditTarget(result, view, cursor);
  const text = cursorText(state.source);
  return {
    document: sourcePartFileName(object.type, object.name, target.part),
    position: { line: target.line - 1, character: Math.max(0, Math.min(column, text.length - 1)) },
  };
}

/** The name under the cursor ('' when none), for titles. */
export function cursorName(state: DeckState): string {
  return nameAt(cursorText(state.source), state.source.column);
}

/** Applies text edits (ranges of the text as it is) to a text: from the last to the first, so positions hold. */
export function applyTextEdits(text: string, edits: readonly LanguageTextEdit[]): string {
  const lines = text.split('\n');
  const offset = (line: number, character: number) => lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0) + character;
  const ordered = [...edits].sort((a, b) => offset(b.range.start.line, b.range.start.character) - offset(a.range.start.line, a.range.start.character));
  let out = text;
  for (const edit of ordered) {
    out = out.slice(0, offset(edit.range.start.line, edit.range.start.character)) + edit.newText + out.slice(offset(edit.range.end.line, edit.range.end.character));
  }
  return out;
}

/** The text an edit replaces in a text (one line's part; '' when the range is not in it). */
function replacedText(lines: readonly string[], edit: LanguageTextEdit): string {
  const { start, end } = edit.range;
  if (start.line !== end.line) return '';
  return lines[start.line]?.slice(start.character, end.character) ?? '';
}

export function createLanguageSlice({ get, patch, deps }: SliceContext): LanguageSlice {
  const notify = (text: string, kind: 'info' | 'error' = 'info') => get().connection.notify(text, kind);
  const here = (): JumpPlace | undefined => {
    const { object, cursor, column } = get().source;
    return object ? { object, row: cursor, column } : undefined;
  };
  const request = (): LanguageRequest | undefined => {
    const asked = cursorRequest(get());
    if (typeof asked === 'string') return void notify(asked, 'error');
    return asked;
  };
  /** Shows a place of the trail: its object opened first when another is shown. */
  const goTo = async (place: JumpPlace) => {
    if (get().source.object?.name !== place.object.name || !get().source.view) await get().source.show(place.object);
    if (get().source.object?.name !== place.object.name) return;
    get().source.moveTo(place.row);
    get().source.setColumn(place.column);
    if (get().ui.focus !== 'source') get().ui.open('source');
  };
  /** Goes to a location of the service, the place left on the trail (anything ahead of it dropped). */
  const jumpTo = async (location: LanguageLocation) => {
    const place = get().language.placeOf(location);
    if (!place) return notify(`${location.uri} is not a source the source pane shows`, 'error');
    const from = here();
    if (from) patch('language', (l) => ({ trail: [...l.trail.slice(0, l.at), from], at: l.at + 1 }));
    // a search of the place left ends with the jump, so that Esc comes back rather than clearing it
    if (get().source.query) get().source.search('');
    await get().source.reveal(place);
    if (get().source.object?.name === place.name) get().source.setColumn(location.range.start.character);
  };
  const describe = (location: LanguageLocation) => {
    const place = get().language.placeOf(location);
    return place ? `${place.type} ${place.name}${place.part && place.part !== 'main' ? ` ${place.part}` : ''} line ${place.line}` : location.uri;
  };

  /**
   * Writes the previewed rename into the working folder's files: all or none — each file is read and checked
   * first (in the working folder, and holding the old name where every edit goes), then all are written.
   */
  async function applyRename(): Promise<void> {
    const pending = get().language.pendingRename;
    const editor = deps.editor;
    patch('language', { pendingRename: null });
    if (!pending || !editor) return;
    const ready: Array<{ path: string; shown: string; text: string }> = [];
    const problems: string[] = [];
    for (const [document, edits] of Object.entries(pending.edits)) {
      const object = objectFromFileName(document);
      const part: EditorPart | undefined = object?.type === 'CLAS' ? classPartOfFile(document) : 'main';
      try {
        const file = object && part ? await editor.workingFile(object, part) : undefined;
        if (!file) {
          problems.push(`${document}: not in the working folder`);
          continue;
        }
        const text = await readFile(file.path, 'utf8');
        const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
        const stale = edits.find((edit) => replacedText(lines, edit).toUpperCase() !== pending.from.toUpperCase());
        if (stale) problems.push(`${document}: line ${stale.range.start.line + 1} does not hold ${pending.from} (the file differs from the system's version: pull or compare it first)`);
        else ready.push({ path: file.path, shown: file.repositoryPath, text: applyTextEdits(text, edits) });
      } catch (error) {
        problems.push(`${document}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (problems.length > 0) {
      get().drawer.show(`rename ${pending.from} → ${pending.to}: nothing changed`, problems.map((problem): DrawerLine => ({ text: `  ${problem}`, tone: 'error' })));
      return notify(`rename: no file changed, ${problems.length} cannot be (see the drawer)`, 'error');
    }
    for (const file of ready) await writeFile(file.path, file.text);
    get().drawer.show(`rename ${pending.from} → ${pending.to}: ${ready.length} file(s) changed`, ready.map((file): DrawerLine => ({ text: `  changed ${file.shown}`, tone: 'ok' })));
    notify(`renamed ${pending.from} to ${pending.to} in ${ready.length} file(s) of the working folder: commit and pull them`);
  }

  return {
    language: {
      trail: [],
      at: 0,
      pendingRename: null,

      placeOf(location) {
        const object = objectFromFileName(location.uri);
        if (!object) return undefined;
        const part = object.type === 'CLAS' ? classPartOfFile(location.uri) : undefined;
        return { type: object.type, name: object.name, line: location.range.start.line + 1, ...(part ? { part } : {}) };
      },

      async definition() {
        const asked = request();
        if (!asked) return;
        const name = cursorName(get());
        const found = await get().connection.call(`definition of ${name}`, (backend) => backend.language.definition(asked), { read: true });
        if (found === undefined) return;
        if (!found) return notify(`no definition found for '${name}'`, 'error');
        await jumpTo(found);
      },

      async implementations() {
        const asked = request();
        if (!asked) return;
        const name = cursorName(get());
        const found = await get().connection.call(`implementations of ${name}`, (backend) => backend.language.implementation(asked), { read: true });
        if (!found) return;
        if (found.length === 0) return notify(`no implementation found for '${name}'`, 'error');
        if (found.length === 1) return jumpTo(found[0]!);
        const shown = found.slice(0, 9);
        get().ui.choose(
          `${found.length} implementations of ${name}: which one?`,
          found.length > shown.length ? `the first ${shown.length} are offered; gr lists every reference` : 'the source pane opens it at its line (Ctrl+O comes back)',
          shown.map((location, index) => ({ key: String(index + 1), label: describe(location), description: `open ${describe(location)}`, action: () => void jumpTo(location) })),
        );
      },

      async references() {
        const asked = request();
        if (!asked) return;
        const name = cursorName(get());
        const found = await get().connection.call(`references of ${name}`, (backend) => backend.language.references(asked), { read: true });
        if (!found) return;
        const places: FindingPlace[] = [];
        const rows: WhereReference[] = [];
        for (const location of found) {
          const place = get().language.placeOf(location);
          if (!place) continue;
          places.push(place);
          rows.push({ object: place.name, object_type: place.type, include_name: location.uri, method_name: '', include_type: 'reference', package: '', line: place.line, program: '' });
        }
        get().whereUsed.showFound({ name: name.toUpperCase(), type: '' }, 'name', rows, places);
        get().ui.open('whereUsed');
      },

      async hover() {
        const asked = request();
        if (!asked) return;
        const name = cursorName(get());
        get().drawer.begin(`hover ${name}`);
        const found = await get().connection.call(`hover ${name}`, (backend) => backend.language.hover(asked), { read: true });
        if (found === undefined) return get().drawer.show(`hover ${name}`, undefined);
        const lines: DrawerLine[] = found
          ? found.contents.split('\n').filter((line) => !/^```/.test(line)).map((line) => ({ text: line, tone: 'normal' }))
          : [{ text: `nothing known of '${name}' here`, tone: 'dim' }];
        get().drawer.show(`hover ${name}`, lines);
      },

      async startRename() {
        const asked = request();
        if (!asked) return;
        if (!deps.editor) return notify('rename changes the working folder\'s files: the deck was started without one', 'error');
        const name = cursorName(get());
        const prepared = await get().connection.call(`rename ${name}`, (backend) => backend.language.prepareRename(asked), { read: true });
        if (!prepared) return;
        if (prepared.refused) return notify(`rename refused: ${prepared.refused}`, 'error');
        get().ui.openPrompt('rename', prepared.placeholder ?? name);
      },

      async rename(newName) {
        const asked = request();
        const to = newName.trim();
        if (!asked || !to) return;
        const from = cursorName(get());
        const result = await get().connection.call(`rename ${from}`, (backend) => backend.language.rename(asked, to), { read: true });
        if (!result) return;
        if (result.refused) return notify(`rename refused: ${result.refused}`, 'error');
        const documents = Object.keys(result.edits).sort();
        const count = documents.reduce((sum, document) => sum + result.edits[document]!.length, 0);
        const lines: DrawerLine[] = [{ text: `${count} change(s) in ${documents.length} file(s): ${from} → ${to}`, tone: 'normal' }];
        for (const document of documents) {
          lines.push({ text: document, tone: 'dim' });
          for (const edit of result.edits[document]!) {
            const place = get().language.placeOf({ uri: document, range: edit.range });
            lines.push({ text: `  line ${edit.range.start.line + 1}:${edit.range.start.character + 1} → ${edit.newText}`, tone: 'normal', ...(place ? { at: place } : {}) });
          }
        }
        get().drawer.show(`rename ${from} → ${to} (preview)`, lines);
        patch('language', { pendingRename: { from, to, edits: result.edits } });
        get().ui.ask(
          `Rename ${from} to ${to}: ${count} change(s) in ${documents.length} file(s) of the working folder?`,
          'The files change on disk only (the drawer lists each change): commit and pull them after (P pulls an edited file).',
          () => void applyRename(),
        );
      },

      async jumpBack() {
        const { trail, at } = get().language;
        if (at === 0) return false;
        const current = here();
        // leaving the newest place: it is kept, so that Ctrl+K comes back to it
        const kept = at === trail.length && current ? [...trail, current] : trail;
        patch('language', { trail: kept, at: at - 1 });
        await goTo(kept[at - 1]!);
        return true;
      },

      async jumpForward() {
        const { trail, at } = get().language;
        if (at >= trail.length - 1) return notify('no newer place on the jump trail (Ctrl+O goes back)', 'error');
        patch('language', { at: at + 1 });
        await goTo(trail[at + 1]!);
      },
    },
  };
}
