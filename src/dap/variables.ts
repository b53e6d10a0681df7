/**
 * The variables of a stop as the editor asks for them: a frame's scopes (locals with the parameters, globals,
 * ME, SY), one level below a variable (structure components, object attributes, the target of a reference),
 * internal tables paged by index (`indexedVariables`; rows are read by their ids LT_X[n], as a real system
 * wants). Handles live for one stop: the adapter resets them when the program moves.
 */
import type { DebugProtocol } from '@vscode/debugprotocol';
import type { DebuggerApi } from '../client/debugger.js';
import type { DebugVariable } from '../protocol/debugger-documents.js';
import { variableRoots } from '../protocol/debugger.js';

type Container = { frame: number; scope: 'locals' | 'globals' } | { frame: number; variable: DebugVariable };

/** Rows a table's variables answer when the editor asks without paging. */
const UNPAGED_ROWS = 100;
/** Rows one page may ask for. */
const MAX_PAGE = 1000;

export interface FrameScopes {
  locals: DebugVariable[];
  globals: DebugVariable[];
  me?: DebugVariable;
  sy?: DebugVariable;
}

/** Whether a variable has something below it. */
function hasChildren(variable: DebugVariable): boolean {
  switch (variable.META_TYPE) {
    case 'structure':
      return true;
    case 'table':
      return Number(variable.TABLE_LINES) > 0;
    case 'objectref':
    case 'dataref':
      return variable.VALUE !== '' && !/^(initial|null)$/i.test(variable.VALUE.trim());
    default:
      return false;
  }
}

function displayValue(variable: DebugVariable): string {
  const incomplete = variable.IS_VALUE_INCOMPLETE === 'X' ? '…' : '';
  switch (variable.META_TYPE) {
    case 'table':
      return `${variable.DECLARED_TYPE_NAME || 'table'} [${Number(variable.TABLE_LINES) || 0} rows]`;
    case 'structure':
      return variable.VALUE || `${variable.DECLARED_TYPE_NAME || 'structure'}`;
    case 'string':
      return `\`${variable.VALUE}${incomplete}\``;
    default:
      return `${variable.VALUE}${incomplete}`;
  }
}

export class StopVariables {
  private handles = new Map<number, Container>();
  private nextHandle = 1;
  /** What each container answered last, by name (setVariable and data breakpoints find their variable there). */
  private readonly listed = new Map<number, Map<string, DebugVariable>>();
  private readonly scopes = new Map<number, Promise<FrameScopes>>();

  constructor(
    private readonly api: DebuggerApi,
    /** Selects a frame on the system before its variables are read. */
    private readonly selectFrame: (frame: number) => Promise<void>,
  ) {}

  /** A new stop (or a changed value): every handle and read is forgotten. */
  reset(): void {
    this.handles = new Map();
    this.nextHandle = 1;
    this.listed.clear();
    this.scopes.clear();
  }

  async scopesOf(frame: number): Promise<DebugProtocol.Scope[]> {
    const read = await this.frameScopes(frame);
    const scopes: DebugProtocol.Scope[] = [
      { name: 'Locals', presentationHint: 'locals', variablesReference: this.handle({ frame, scope: 'locals' }), namedVariables: read.locals.length, expensive: false },
      { name: 'Globals', variablesReference: this.handle({ frame, scope: 'globals' }), namedVariables: read.globals.length, expensive: false },
    ];
    if (read.me) scopes.push({ name: 'ME', variablesReference: this.handle({ frame, variable: read.me }), expensive: false });
    if (read.sy) scopes.push({ name: 'SY', presentationHint: 'registers', variablesReference: this.handle({ frame, variable: read.sy }), expensive: false });
    return scopes;
  }

  async variables(args: DebugProtocol.VariablesArguments): Promise<DebugProtocol.Variable[]> {
    const container = this.handles.get(args.variablesReference);
    if (!container) throw new Error(`variables ${args.variablesReference} belong to an earlier stop`);
    await this.selectFrame(container.frame);
    let read: DebugVariable[];
    if ('scope' in container) {
      read = (await this.frameScopes(container.frame))[container.scope];
    } else if (container.variable.META_TYPE === 'table') {
      const lines = Number(container.variable.TABLE_LINES) || 0;
      const start = Math.max(0, args.start ?? 0);
      const count = Math.min(args.count ?? (args.filter === 'indexed' ? lines - start : UNPAGED_ROWS), MAX_PAGE, Math.max(0, lines - start));
      read = await this.api.variables(Array.from({ length: count }, (_, i) => `${container.variable.ID}[${start + i + 1}]`));
    } else {
      if (args.filter === 'indexed') return [];
      read = await this.api.children(container.variable);
    }
    const byName = this.listed.get(args.variablesReference) ?? new Map<string, DebugVariable>();
    this.listed.set(args.variablesReference, byName);
    return read.map((variable) => {
      const name = this.nameOf(variable, container);
      byName.set(name, variable);
      return this.toDap(variable, container.frame, name);
    });
  }

  /** A variable the editor listed under a container, by the name it showed. */
  listedVariable(variablesReference: number, name: string): DebugVariable | undefined {
    return this.listed.get(variablesReference)?.get(name);
  }

  frameOf(variablesReference: number): number | undefined {
    return this.handles.get(variablesReference)?.frame;
  }

  /** One variable as the editor shows it (its children get a handle). */
  toDap(variable: DebugVariable, frame: number, name = variable.NAME || variable.ID): DebugProtocol.Variable {
    const table = variable.META_TYPE === 'table';
    return {
      name,
      value: displayValue(variable),
      type: variable.DECLARED_TYPE_NAME || variable.ACTUAL_TYPE_NAME || variable.TECHNICAL_TYPE,
      evaluateName: variable.ID,
      variablesReference: hasChildren(variable) ? this.handle({ frame, variable }) : 0,
      ...(table ? { indexedVariables: Number(variable.TABLE_LINES) || 0 } : {}),
      ...(variable.READ_ONLY === 'X' ? { presentationHint: { attributes: ['readOnly'] } } : {}),
    };
  }

  private nameOf(variable: DebugVariable, container: Container): string {
    if ('variable' in container) {
      const parent = container.variable.ID;
      if (variable.ID.startsWith(parent)) {
        const rest = variable.ID.slice(parent.length);
        // a reference's target reads as ->*, a component or an attribute by its name, a row as [n]
        if (rest === '->*') return rest;
        if (rest.replace(/^(->|-)/, '')) return rest.replace(/^(->|-)/, '');
      }
    }
    return variable.NAME || variable.ID;
  }

  private handle(container: Container): number {
    const handle = this.nextHandle++;
    this.handles.set(handle, container);
    return handle;
  }

  /** The frame's variables by scope: the children of @ROOT's groups, in two or three round trips. */
  private frameScopes(frame: number): Promise<FrameScopes> {
    let read = this.scopes.get(frame);
    if (!read) {
      read = this.readScopes(frame);
      this.scopes.set(frame, read);
      read.catch(() => this.scopes.delete(frame));
    }
    return read;
  }

  private async readScopes(frame: number): Promise<FrameScopes> {
    await this.selectFrame(frame);
    const { hierarchies, variables } = await this.api.childVariables(variableRoots);
    const asked = new Set<string>(variableRoots);
    const groups = [...new Set(hierarchies.map((h) => h.CHILD_ID).filter((id) => id.startsWith('@') && !asked.has(id)))];
    if (groups.length > 0) {
      const more = await this.api.childVariables(groups);
      hierarchies.push(...more.hierarchies);
      variables.push(...more.variables);
    }
    const known = new Map(variables.map((v) => [v.ID, v]));
    const missing = [...new Set(hierarchies.map((h) => h.CHILD_ID).filter((id) => !id.startsWith('@') && !known.has(id)))];
    for (const variable of await this.api.variables(missing)) known.set(variable.ID, variable);
    const childrenOf = (parents: string[]) =>
      hierarchies.filter((h) => parents.includes(h.PARENT_ID) && !h.CHILD_ID.startsWith('@')).flatMap((h) => known.get(h.CHILD_ID) ?? []);
    const rootOnes = childrenOf(['@ROOT']);
    const me = rootOnes.find((v) => v.ID === 'ME');
    const sy = rootOnes.find((v) => v.ID === 'SY');
    const globalGroups = groups.filter((id) => id !== '@PARAMETERS' && id !== '@LOCALS');
    return {
      locals: unique(childrenOf(['@PARAMETERS', '@LOCALS'])),
      globals: unique([...childrenOf(globalGroups), ...rootOnes.filter((v) => v !== me && v !== sy)]),
      ...(me ? { me } : {}),
      ...(sy ? { sy } : {}),
    };
  }
}

function unique(variables: DebugVariable[]): DebugVariable[] {
  const seen = new Set<string>();
  return variables.filter((v) => !seen.has(v.ID) && seen.add(v.ID));
}
