import type { SyntaxObject, SyntaxResponse } from '../protocol/checks.js';
import { messages } from '../protocol/messages.js';
import { objectFromFileName } from '../protocol/filenames.js';
import { classPartOfFile } from '../protocol/object-files.js';
import type { Backend, ObjectRef } from './backend.js';
import { ResultError } from './connection.js';
import type { SliceContext } from './types.js';
import type { EditorPart } from './editor.js';
import { currentLayout } from './ui.js';
import type { ClassCoverage } from '../protocol/unit-coverage.js';
import type { RunMeasurements } from '../protocol/profile.js';
import { measuredLines } from './profile-lines.js';
import type { InspectResult, RunResult, UnitResult, ViewObject } from './wire.js';

export type Tone = 'normal' | 'ok' | 'error' | 'warning' | 'dim';

/** Where a finding of the drawer lies: its object and line, counted in a class part or a method when named. */
export interface FindingPlace {
  type: string;
  name: string;
  line: number;
  /** The class part the line counts in (main, locals_def, locals_imp, testclasses). */
  part?: string;
  /** The method whose include the line counts in (inspect). */
  method?: string;
  /**
   * The line counts in the working folder's file (a check of an edited file, C), not in the system's source:
   * > and < open that file in the editor at the line.
   */
  inWorkingFolder?: boolean;
}

export interface DrawerLine {
  text: string;
  tone: Tone;
  /** A finding's place: > and < in the source pane go there. */
  at?: FindingPlace;
}

interface DrawerData {
  open: boolean;
  title: string;
  lines: DrawerLine[];
  scroll: number;
  running: boolean;
  /** The line of the finding > or < went to last (-1: none yet). */
  finding: number;
  /** x and u measure the run (profile and SQL trace): T in the source pane switches it. */
  profiling: boolean;
  /** What the last measured run measured (the source pane marks its hot lines). */
  measured: RunMeasurements | undefined;
}

export interface DrawerSlice {
  drawer: DrawerData & {
    toggle(): void;
    /** Opens the drawer on an operation that has started (its result follows with show). */
    begin(title: string): void;
    /** What a running operation has done so far (shown until its result replaces it). */
    progress(title: string, lines: DrawerLine[]): void;
    /** The result of an operation; undefined lines: it failed (the status line says why). */
    show(title: string, lines: DrawerLine[] | undefined): void;
    scrollBy(delta: number): void;
    /** > and <: the next (previous) finding with a place; the source pane's cursor goes to its line. */
    nextFinding(step: 1 | -1): void;
    /** Runs change the system's data as the code pleases: asked first. */
    confirmRun(object: ObjectRef): void;
    run(object: ObjectRef): Promise<void>;
    unit(object: ObjectRef): Promise<void>;
    /** Unit tests with statement coverage: results and coverage in the drawer, the source pane marks the lines. */
    unitCoverage(object: ObjectRef): Promise<void>;
    /** Switches profiling (profile and SQL trace) of x and u on or off. */
    toggleProfiling(): void;
    inspect(object: ObjectRef): Promise<void>;
    /**
     * Syntax check of the object's active source (the service checks what it is sent; nothing is written),
     * or of `local`: what the working folder's files hold (an edited file), `label` naming it.
     */
    syntax(object: ObjectRef, local?: { object: SyntaxObject; label: string }): Promise<void>;
  };
}

export function runLines(result: RunResult): DrawerLine[] {
  if (!result.success) return [{ text: result.error ?? 'the run failed', tone: 'error' }];
  const output = result.output.replace(/\n$/, '');
  if (output === '') return [{ text: '(no output: does the class implement the class-run interface IF_OO_ADT_CLASSRUN?)', tone: 'warning' }];
  return output.split('\n').map((text) => ({ text, tone: 'normal' as const }));
}

/**
 * The place a unit failure's text names (`… at zcl_x.clas.testclasses.abap line 26`, as the system writes where an
 * assertion failed or an exception was raised): the object of the file, its class part and the line in that file.
 */
export function unitFailurePlace(text: string): FindingPlace | undefined {
  const named = / at (\S+\.abap) line (\d+)/.exec(text);
  const object = named ? objectFromFileName(named[1]!) : undefined;
  if (!named || !object) return undefined;
  const part = object.type === 'CLAS' ? classPartOfFile(named[1]!) : undefined;
  return { type: object.type, name: object.name, line: Number(named[2]), ...(part ? { part } : {}) };
}

export function unitLines(result: UnitResult): DrawerLine[] {
  const ok = result.success === 'X';
  const lines: DrawerLine[] = [
    { text: `${ok ? '✓' : '✗'} ${result.message || `${result.passed_count} of ${result.test_count} tests passed`}`, tone: ok ? 'ok' : 'error' },
    { text: `tests ${result.test_count} · passed ${result.passed_count} · failed ${result.failed_count}`, tone: 'dim' },
  ];
  for (const error of result.errors ?? []) {
    const texts = String(error.error_text ?? '').split('\n');
    // > and < go to the place the failure names (the line with the method names it too)
    const at = texts.map(unitFailurePlace).find((place) => place !== undefined);
    lines.push({ text: `${error.error_kind === 'FAILURE' ? '✗' : '!'} ${error.class_name}->${error.method_name} (${error.error_kind})`, tone: 'error', ...(at ? { at } : {}) });
    for (const text of texts) lines.push({ text: `    ${text}`, tone: 'normal' });
  }
  return lines;
}

/** Per class and method: statements covered of those measured. */
export function coverageLines(coverage: readonly ClassCoverage[]): DrawerLine[] {
  const share = (covered: number, total: number) => `${covered}/${total} (${total === 0 ? 100 : Math.round((covered / total) * 1000) / 10}%)`;
  const lines: DrawerLine[] = [];
  for (const entry of coverage) {
    lines.push({ text: `coverage ${entry.name}: ${share(entry.covered, entry.total)} statements`, tone: entry.covered === entry.total ? 'ok' : 'warning' });
    for (const method of entry.methods) {
      const name = method.class_name === entry.name ? method.name : `${method.class_name}=>${method.name}`;
      lines.push({ text: `    ${name} ${share(method.covered, method.total)}`, tone: method.covered === method.total ? 'normal' : 'dim' });
    }
  }
  return lines;
}

export function inspectLines(results: InspectResult[]): DrawerLine[] {
  const lines: DrawerLine[] = [];
  for (const result of results) {
    const ok = result.success === 'X';
    const warnings = result.warnings ?? [];
    lines.push({
      text: `${ok ? '✓' : '✗'} ${result.object_type} ${result.object_name}: ${result.error_count} error(s), ${warnings.length} warning(s)`,
      tone: ok ? (warnings.length > 0 ? 'warning' : 'ok') : 'error',
    });
    const where = (entry: { line: string | number; method_name?: string; sobjname?: string }) =>
      `${entry.method_name ? `${entry.method_name} ` : entry.sobjname ? `${entry.sobjname.trim()} ` : ''}line ${Number(entry.line)}`;
    const at = (entry: { line: string | number; method_name?: string }): FindingPlace => ({
      type: result.object_type,
      name: result.object_name,
      line: Number(entry.line),
      ...(entry.method_name ? { method: entry.method_name } : {}),
    });
    for (const error of result.errors ?? []) lines.push({ text: `  E ${where(error)}: ${error.text}`, tone: 'error', at: at(error) });
    for (const warning of warnings) lines.push({ text: `  W ${where(warning)}: ${warning.message}`, tone: 'warning', at: at(warning) });
    for (const info of result.infos ?? []) lines.push({ text: `  I ${where(info)}: ${info.message}`, tone: 'dim', at: at(info) });
  }
  return lines.length > 0 ? lines : [{ text: 'no results', tone: 'dim' }];
}

/** Object types the syntax check takes (spec: CLAS, INTF, PROG, DDLS). */
export const syntaxTypes = ['CLAS', 'INTF', 'PROG', 'DDLS'];

export function syntaxLines(response: SyntaxResponse): DrawerLine[] {
  const lines: DrawerLine[] = [{ text: `${response.success ? '✓' : '✗'} ${response.message}`, tone: response.success ? 'ok' : 'error' }];
  for (const result of response.results) {
    if (response.results.length > 1 || !result.success) lines.push({ text: `${result.object_type} ${result.object_name}: ${result.message}`, tone: result.success ? 'ok' : 'error' });
    const at = (line: number, include?: string): FindingPlace => ({ type: result.object_type, name: result.object_name, line, ...(include ? { part: include } : {}) });
    for (const error of result.errors) lines.push({ text: `  E line ${error.line}${error.include ? ` (${error.include})` : ''}: ${error.text}`, tone: 'error', at: at(error.line, error.include) });
    for (const warning of result.warnings) lines.push({ text: `  W line ${warning.line}: ${warning.text}`, tone: 'warning', at: at(warning.line) });
  }
  return lines;
}

/**
 * What the syntax check is sent for an object of the system: its source, and for a class the assembled
 * main source (developer API) with the local definitions, implementations and test classes beside it.
 */
export async function syntaxObject(backend: Backend, object: ViewObject): Promise<SyntaxObject> {
  const sections = object.sections ?? [];
  const part = (suffix: string) => sections.find((s) => s.suffix === suffix)?.lines.join('\n');
  if (object.type !== 'CLAS') {
    return { type: object.type, name: object.name, source: object.source || sections.map((s) => s.lines.join('\n')).join('\n') };
  }
  const main = await backend.classMainSource(object.name);
  if (!main) throw new ResultError(`the system does not serve the main source of ${object.name}: it cannot be checked from here`);
  const checked: SyntaxObject = { type: 'CLAS', name: object.name, source: main.join('\n') };
  const [definitions, implementations, tests] = [part('CCDEF'), part('CCIMP'), part('CCAU')];
  if (definitions) checked.locals_def = definitions;
  if (implementations) checked.locals_imp = implementations;
  if (tests) checked.testclasses = tests;
  return checked;
}

/** The file part of a finding's include, as the editor opens it (a class's main file for anything else). */
function editorPartOf(include: string | undefined): EditorPart {
  return include === 'locals_def' || include === 'locals_imp' || include === 'testclasses' || include === 'macros' ? include : 'main';
}

export function createDrawerSlice({ get, patch, deps }: SliceContext): DrawerSlice {
  const start = (title: string, focus = true) => {
    patch('drawer', { open: true, title, lines: [{ text: `${title} …`, tone: 'dim' }], scroll: 0, running: true, finding: -1 });
    if (focus && get().ui.focus !== 'source') get().ui.open('source');
  };
  const finish = (title: string, lines: DrawerLine[] | undefined) => {
    patch('drawer', { running: false, title, lines: lines ?? [{ text: 'failed: see the status line (r retries)', tone: 'error' }], scroll: 0, finding: -1 });
  };
  /**
   * One service call shown in the drawer: its title while it runs, then the lines of its result (or the failure).
   * Made again (r, or by itself for a read once the system is back), it shows its result in the drawer again,
   * without taking the focus.
   */
  const callShown = async <T>(title: string, work: (backend: Backend) => Promise<T>, linesOf: (result: T) => DrawerLine[], options: { read?: boolean; focus?: boolean } = {}): Promise<void> => {
    start(title, options.focus ?? true);
    const result = await get().connection.call(title, work, { read: options.read, retry: () => callShown(title, work, linesOf, { ...options, focus: false }) });
    finish(title, result && linesOf(result));
  };

  return {
    drawer: {
      open: false,
      title: '',
      lines: [],
      scroll: 0,
      running: false,
      finding: -1,
      profiling: false,
      measured: undefined,

      toggle() {
        patch('drawer', (d) => ({ open: !d.open }));
      },

      begin(title) {
        start(title);
      },

      progress(title, lines) {
        const d = get().drawer;
        if (d.running && d.title === title) patch('drawer', { lines: [{ text: `${title} …`, tone: 'dim' }, ...lines] });
      },

      show(title, lines) {
        finish(title, lines);
      },

      scrollBy(delta) {
        patch('drawer', (d) => ({ scroll: Math.max(0, Math.min(Math.max(0, d.lines.length - 1), d.scroll + delta)) }));
      },

      nextFinding(step) {
        const d = get().drawer;
        const places = d.lines.flatMap((line, index) => (line.at ? [index] : []));
        if (places.length === 0) return get().connection.notify('no finding with a place in the drawer (syntax, inspect and unit failures have them)', 'error');
        const next = step > 0 ? (places.find((index) => index > d.finding) ?? places[0]!) : ([...places].reverse().find((index) => index < d.finding) ?? places[places.length - 1]!);
        const rows = currentLayout(get().ui, true).drawerRows;
        patch('drawer', { open: true, finding: next, scroll: next < d.scroll || next >= d.scroll + rows ? Math.max(0, next - 1) : d.scroll });
        const place = d.lines[next]!.at!;
        if (place.inWorkingFolder) void get().editor.edit({ type: place.type, name: place.name }, { part: editorPartOf(place.part), line: place.line });
        else void get().source.reveal(place);
      },

      confirmRun(object) {
        if (get().connection.refuse('run')) return;
        const refusal = deps.refuseRun?.();
        if (refusal) {
          get().connection.notify(refusal.replaceAll('\n', ' '), 'error');
          return;
        }
        if (object.type !== 'CLAS' && object.type !== 'PROG') {
          get().connection.notify(`${object.type} ${object.name} cannot run: only classes (class-run interface) and reports can`, 'error');
          return;
        }
        const kind = object.type === 'CLAS' ? 'class' : 'report';
        get().ui.ask(`Run ${kind} ${object.name}?`, 'It runs on the system and may change its data.', () => void get().drawer.run(object));
      },

      async run(object) {
        if (get().drawer.profiling) {
          await callShown(`run ${object.name} (profiled)`, (backend) => backend.measuredRun(object), (result) => {
            patch('drawer', { measured: result });
            return [...runLines(result), ...measuredLines(result)];
          });
          return;
        }
        await callShown(`run ${object.name}`, (backend) => (object.type === 'CLAS' ? backend.classRun(object.name) : backend.programRun(object.name)), runLines);
      },

      async unit(object) {
        if (get().connection.refuse('unit')) return;
        if (get().drawer.profiling) {
          await callShown(`unit ${object.name} (profiled)`, (backend) => backend.unitMeasured(object), (result) => {
            patch('drawer', { measured: result });
            return [...unitLines(result), ...measuredLines(result)];
          });
          return;
        }
        await callShown(`unit ${object.name}`, (backend) => backend.unit(object), unitLines);
      },

      toggleProfiling() {
        const profiling = !get().drawer.profiling;
        patch('drawer', { profiling });
        get().connection.notify(profiling ? 'x and u now profile the run and trace its SQL (the embedded system)' : 'x and u run without profiling', 'info');
      },

      async unitCoverage(object) {
        if (get().connection.refuse('unit')) return;
        await callShown(`coverage ${object.name}`, (backend) => backend.unitCoverage(object), (result) => {
          get().source.keepCoverage(result.coverage);
          return [...unitLines(result), ...coverageLines(result.coverage)];
        });
      },

      async syntax(object, local) {
        if (!syntaxTypes.includes(object.type)) {
          get().connection.notify(`${object.type} ${object.name}: the syntax check takes ${syntaxTypes.join(', ')}; inspect (i) checks the others`, 'error');
          return;
        }
        const opened = get().source.result;
        await callShown(
          `syntax ${local ? local.label : object.name}`,
          async (backend) => {
            if (local) return backend.syntax({ objects: [local.object], uccheck: 'X' });
            const viewed = opened && opened.name === object.name ? opened : (await backend.view({ objects: [object.name], type: object.type, full: true })).objects[0];
            if (!viewed || viewed.not_found) throw new ResultError(messages.objectNotFound(object.name));
            return backend.syntax({ objects: [await syntaxObject(backend, viewed)], uccheck: 'X' });
          },
          // the findings of an edited file's check count in that file: > opens it there
          local ? (response) => syntaxLines(response).map((line) => (line.at ? { ...line, at: { ...line.at, inWorkingFolder: true } } : line)) : syntaxLines,
          { read: true },
        );
      },

      async inspect(object) {
        await callShown(`inspect ${object.name}`, (backend) => backend.inspect(object), inspectLines, { read: true });
      },
    },
  };
}
