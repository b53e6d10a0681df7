/**
 * The profiler of a profile work process: every statement of a generated module calls the tick with its id
 * (profile-loader.ts puts the call into the statement's dispatch check), and the recorder keeps the ABAP
 * call stack from the ticks: reaching a procedure's first statement enters it (a call from the statement the
 * caller stands at), a statement of a procedure lower on the stack returns to it. A statement's time runs from
 * its tick to the next tick of its frame, so it holds the calls it makes (total); its own time is that less
 * the calls' totals. Counts are exact; times are the clock's (performance.now).
 *
 * Procedures the work process calls itself (a unit test's methods and fixtures) begin a new root, whatever
 * stands on the stack. A recursive call is a new frame; its return is seen at the outer frame's next statement
 * only when no statement of the inner frame comes between (the inner and outer frames share the procedure).
 */
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RawProfile, RawProfileNode, RawProfileProcedure } from '../pool/protocol.js';
import { CASES_PER_MODULE, TICK_FUNCTION, profileCases, type ProfileCase } from './profile-cases.js';

/**
 * Registers the module hooks that count statements: before anything of the generation loads. `modules` numbers
 * the modules (the generation's load order, then the test-class modules only unit runs load).
 */
export function installProfileLoader(generationDir: string, modules: readonly string[]): void {
  register(new URL('./profile-loader.js', import.meta.url).href, {
    parentURL: import.meta.url,
    data: { generationUrl: pathToFileURL(generationDir).href, loadOrder: [...modules] },
  });
  (globalThis as Record<string, unknown>)[TICK_FUNCTION] = (id: number) => {
    if (current !== undefined) current.tick(id);
    return 0;
  };
}

let current: ProfileRecorder | undefined;

const WRAPPED = Symbol('abapdeck.profiled');

/**
 * A procedure's return is not a statement: the methods of the generation's classes and its function modules
 * are wrapped, so that the recorder sees each return (a procedure without one, a FORM, returns at its caller's
 * next statement). Only the functions of dispatched procedures are wrapped (the forwarders of instance methods
 * to their static implementation are not: one frame per call).
 */
export function wrapProcedures(): void {
  const abapGlobal = (globalThis as { abap?: { Classes?: Record<string, unknown>; FunctionModules?: Record<string, unknown> } }).abap;
  for (const cls of Object.values(abapGlobal?.Classes ?? {})) {
    if (typeof cls !== 'function') continue;
    wrapOwn(cls as unknown as Record<string | symbol, unknown>);
    wrapOwn((cls as { prototype: Record<string | symbol, unknown> }).prototype);
  }
  if (abapGlobal?.FunctionModules) wrapOwn(abapGlobal.FunctionModules as Record<string | symbol, unknown>);
}

function wrapOwn(target: Record<string | symbol, unknown> | undefined): void {
  if (!target || target[WRAPPED]) return;
  Object.defineProperty(target, WRAPPED, { value: true });
  for (const name of Object.getOwnPropertyNames(target)) {
    if (name === 'constructor' || name === 'prototype') continue;
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    const original = descriptor?.value as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!descriptor || typeof original !== 'function' || original.constructor?.name !== 'AsyncFunction' || !descriptor.writable) continue;
    if (!Function.prototype.toString.call(original).includes('let $jump = 0')) continue;
    // not async itself: one reaction on the procedure's promise is the whole cost of a call
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const recorder = current;
      if (!recorder) return original.apply(this, args);
      const depth = recorder.depth();
      const returned = () => {
        if (recorder === current) recorder.returned(depth);
      };
      return original.apply(this, args).then(
        (value) => {
          returned();
          return value;
        },
        (error: unknown) => {
          returned();
          throw error;
        },
      );
    };
    Object.defineProperty(wrapped, 'name', { value: original.name });
    Object.defineProperty(target, name, { ...descriptor, value: wrapped });
  }
}

interface CaseInfo extends ProfileCase {
  id: number;
  procedureKey: string;
  root: boolean;
  /** One object per procedure, shared by its statements: a frame's procedure is told by identity. */
  procedureRef: object;
  /** The statement's counts in the recording that last reached it (`recording`): no map lookup per statement. */
  counted: Counted | undefined;
  recording: number;
  /** The call-tree node the statement's time last went to, and its entry there (a loop repeats both). */
  lineNode: Node | undefined;
  nodeLine: [number, number] | undefined;
  /** The node last entered from this statement (a call in a loop enters it again). */
  calledNode: Node | undefined;
}

interface Node {
  procedure: string;
  procedureRef: object;
  parent: Node | undefined;
  site?: CaseInfo;
  calls: number;
  own: number;
  total: number;
  lines: Map<CaseInfo, [number, number]>;
  /** By calling statement (undefined for a call made before any statement), then by procedure. */
  children: Map<CaseInfo | undefined, Map<string, Node>>;
}

interface Frame {
  procedure: string;
  procedureRef: object;
  counted: Counted;
  node: Node;
  start: number;
  own: number;
  statement: CaseInfo | undefined;
  statementStart: number;
  statementCalls: number;
}

interface Counted {
  count: number;
  own: number;
  total: number;
  /** Frames of the procedure on the stack (a recursive call's time is in the outer frame's). */
  active: number;
}

/** What the work process knows of a generation's modules, read once per module. */
export class ProfileCatalogue {
  private readonly modules: Array<CaseInfo[] | null | undefined> = [];
  private readonly procedures = new Map<string, { module: string; jsName: string; first: CaseInfo }>();
  private readonly roots = new Set<string>();
  private readonly markedModules = new Set<string>();
  private readonly procedureRefs = new Map<string, object>();

  constructor(
    private readonly generationDir: string,
    private readonly loadOrder: readonly string[],
  ) {}

  caseOf(id: number): CaseInfo | undefined {
    const index = (id / CASES_PER_MODULE) | 0;
    let cases = this.modules[index];
    if (cases === undefined) cases = this.modules[index] = this.read(index);
    return cases === null ? undefined : cases[id - index * CASES_PER_MODULE];
  }

  procedure(key: string): { module: string; jsName: string; first: CaseInfo } | undefined {
    return this.procedures.get(key);
  }

  /** Procedures the work process calls itself: generated function names of a module (lower case). */
  markRoots(module: string, names: readonly string[]): void {
    // the same test class again (every unit run): its roots are marked already
    const key = `${module} ${names.join(' ')}`;
    if (this.markedModules.has(key)) return;
    this.markedModules.add(key);
    for (const name of names) this.roots.add(`${module} ${name.toLowerCase()}`);
    for (const cases of this.modules) for (const entry of cases ?? []) entry.root = this.isRoot(entry.procedureKey);
  }

  private isRoot(procedureKey: string): boolean {
    const procedure = this.procedures.get(procedureKey);
    return !!procedure && this.roots.has(`${procedure.module} ${procedure.jsName.toLowerCase()}`);
  }

  private read(index: number): CaseInfo[] | null {
    const module = this.loadOrder[index];
    if (!module) return null;
    try {
      const path = join(this.generationDir, module);
      const text = readFileSync(path, 'utf8').split('\n');
      const cases = profileCases(JSON.parse(readFileSync(`${path}.map`, 'utf8')) as Record<string, unknown>);
      const infos = cases.map((entry, at): CaseInfo => {
        const procedureKey = `${module}#${entry.procedure}`;
        let procedureRef = this.procedureRefs.get(procedureKey);
        if (!procedureRef) this.procedureRefs.set(procedureKey, (procedureRef = {}));
        return { ...entry, id: index * CASES_PER_MODULE + at, procedureKey, procedureRef, root: false, counted: undefined, recording: 0, lineNode: undefined, nodeLine: undefined, calledNode: undefined };
      });
      for (const info of infos) {
        if (!info.entry) continue;
        this.procedures.set(info.procedureKey, { module, jsName: functionNameBefore(text, info.line), first: info });
      }
      for (const info of infos) info.root = this.isRoot(info.procedureKey);
      return infos;
    } catch {
      return null;
    }
  }
}

/** The generated function a statement's line is in: the nearest header above it that declares `$jump`. */
function functionNameBefore(lines: readonly string[], line: number): string {
  for (let at = line; at >= 0 && at > line - 200; at--) {
    const text = lines[at] ?? '';
    if (!text.includes('let $jump = 0')) continue;
    return /(?:async\s+)?(?:function\s+)?([\w$]+)\s*\([^)]*\)\s*\{\s*let \$jump = 0/.exec(text)?.[1] ?? '';
  }
  return '';
}

/** Numbers the recordings of the work process (a statement's counts belong to the one that made them). */
let recordings = 0;

export class ProfileRecorder {
  private readonly stack: Frame[] = [];
  private readonly roots = new Map<CaseInfo | undefined, Map<string, Node>>();
  /** The statements reached, in order; each holds its counts (CaseInfo.counted). */
  private readonly statements: CaseInfo[] = [];
  private readonly procedures = new Map<string, Counted>();
  private readonly started = performance.now();
  private readonly recording = ++recordings;

  constructor(private readonly catalogue: ProfileCatalogue) {}

  /** Counts from now on (one recorder at a time). */
  start(): this {
    current = this;
    return this;
  }

  tick(id: number): void {
    const now = performance.now();
    const info = this.catalogue.caseOf(id);
    if (!info) return;
    let top = this.stack[this.stack.length - 1];
    if (info.entry) {
      if (info.root) this.boundary(now);
      top = this.enter(info, now);
    } else if (top === undefined || top.procedureRef !== info.procedureRef) {
      let at = this.stack.length - 1;
      while (at >= 0 && this.stack[at]!.procedureRef !== info.procedureRef) at--;
      if (at >= 0) {
        while (this.stack.length - 1 > at) this.leave(now);
        top = this.stack[at]!;
      } else {
        // counting began inside the procedure: it stands where it was entered
        top = this.enter(info, now);
      }
    }
    const frame = top!;
    const ended = frame.statement;
    if (ended) this.endStatement(frame, ended, now);
    frame.statement = info;
    frame.statementStart = now;
    frame.statementCalls = 0;
    if (info.recording === this.recording) info.counted!.count++;
    else {
      info.recording = this.recording;
      info.counted = { count: 1, own: 0, total: 0, active: 0 };
      this.statements.push(info);
    }
  }

  /** Frames on the stack (a wrapped procedure's call remembers it, see wrapProcedures). */
  depth(): number {
    return this.stack.length;
  }

  /** A wrapped procedure returned: the frames it pushed end now. */
  returned(depth: number): void {
    if (this.stack.length <= depth) return;
    const now = performance.now();
    while (this.stack.length > depth) this.leave(now);
  }

  /** Ends every frame: the work process is about to call a procedure of its own (the next test method). */
  boundary(now = performance.now()): void {
    while (this.stack.length > 0) this.leave(now);
  }

  /** Stops counting and answers what was counted. */
  finish(): RawProfile {
    const now = performance.now();
    this.boundary(now);
    if (current === this) current = undefined;
    const procedures: RawProfileProcedure[] = [];
    for (const [key, counted] of this.procedures) {
      const procedure = this.catalogue.procedure(key);
      if (!procedure) continue;
      procedures.push({ key, module: procedure.module, jsName: procedure.jsName, file: procedure.first.file, row: procedure.first.row, calls: counted.count, own: round(counted.own), total: round(counted.total) });
    }
    return {
      statements: this.statements.map((info) => ({
        module: info.procedureKey.split('#')[0]!,
        file: info.file,
        row: info.row,
        procedure: info.procedureKey,
        count: info.counted!.count,
        own: round(info.counted!.own),
        total: round(info.counted!.total),
      })),
      procedures,
      roots: [...this.roots.values()].flatMap((byProcedure) => [...byProcedure.values()]).map(rawNode),
      millis: round(now - this.started),
    };
  }

  private enter(info: CaseInfo, now: number): Frame {
    const parent = this.stack[this.stack.length - 1];
    const site = parent?.statement;
    const called = site?.calledNode;
    let node: Node | undefined = called !== undefined && called.parent === parent!.node && called.procedureRef === info.procedureRef ? called : undefined;
    if (node === undefined) {
      const children = parent ? parent.node.children : this.roots;
      let siblings = children.get(site);
      if (!siblings) children.set(site, (siblings = new Map()));
      node = siblings.get(info.procedureKey);
      if (!node) {
        node = { procedure: info.procedureKey, procedureRef: info.procedureRef, parent: parent?.node, ...(site ? { site } : {}), calls: 0, own: 0, total: 0, lines: new Map(), children: new Map() };
        siblings.set(info.procedureKey, node);
      }
      if (site) site.calledNode = node;
    }
    node.calls++;
    const counted = this.procedures.get(info.procedureKey) ?? { count: 0, own: 0, total: 0, active: 0 };
    if (counted.count === 0) this.procedures.set(info.procedureKey, counted);
    counted.count++;
    counted.active++;
    const frame: Frame = { procedure: info.procedureKey, procedureRef: info.procedureRef, counted, node, start: now, own: 0, statement: undefined, statementStart: now, statementCalls: 0 };
    this.stack.push(frame);
    return frame;
  }

  private leave(now: number): void {
    const frame = this.stack.pop()!;
    if (frame.statement) this.endStatement(frame, frame.statement, now);
    const total = now - frame.start;
    frame.node.total += total;
    frame.node.own += frame.own;
    const counted = frame.counted;
    counted.own += frame.own;
    counted.active--;
    // a recursive call's time is already in the outer frame's
    if (counted.active === 0) counted.total += total;
    const parent = this.stack[this.stack.length - 1];
    if (parent) parent.statementCalls += total;
  }

  private endStatement(frame: Frame, statement: CaseInfo, now: number): void {
    const total = now - frame.statementStart;
    const own = Math.max(0, total - frame.statementCalls);
    frame.own += own;
    const counted = statement.counted!;
    counted.own += own;
    counted.total += total;
    let line = statement.lineNode === frame.node ? statement.nodeLine : frame.node.lines.get(statement);
    if (line) {
      line[0] += own;
      line[1]++;
    } else frame.node.lines.set(statement, (line = [own, 1]));
    statement.lineNode = frame.node;
    statement.nodeLine = line;
    frame.statement = undefined;
  }
}

function rawNode(node: Node): RawProfileNode {
  return {
    procedure: node.procedure,
    ...(node.site ? { site: { file: node.site.file, row: node.site.row } } : {}),
    calls: node.calls,
    own: round(node.own),
    total: round(node.total),
    lines: [...node.lines].map(([info, [own, count]]) => [info.row, round(own), count]),
    children: [...node.children.values()].flatMap((byProcedure) => [...byProcedure.values()]).map(rawNode),
  };
}

const round = (millis: number) => Math.round(millis * 1000) / 1000;
