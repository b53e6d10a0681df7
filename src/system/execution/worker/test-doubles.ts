/**
 * The run-time half of CL_ABAP_TESTDOUBLE. A test double is an object of a class generated here: it
 * implements the interface (or subclasses the class) it doubles, and each of its methods hands the call
 * to the double's state. After CL_ABAP_TESTDOUBLE=>CONFIGURE_CALL the next call on the double names the
 * method and the parameter values a configuration applies to (and answers initial values); later calls
 * are recorded and answered by the matching configuration: exporting and changing values, a returning
 * value, or an exception. VERIFY_EXPECTATIONS compares the recorded calls with what AND_EXPECT asked.
 *
 * The ABAP side (cl_abap_testdouble*.clas.abap) reaches this through `globalThis.abapdeckTestDoubles`.
 */
import './abap-global.js';

type AbapValue = { set(value: unknown): unknown; clone?(): AbapValue; get(): unknown };
type ParameterInfo = { type: () => AbapValue; is_optional: string; parm_kind: string };
type MethodInfo = { visibility?: string; is_class?: string; parameters: Record<string, ParameterInfo> };
type AbapClass = (new () => Record<string, unknown>) & {
  INTERNAL_TYPE?: string;
  INTERNAL_NAME?: string;
  IMPLEMENTED_INTERFACES?: string[];
  METHODS?: Record<string, MethodInfo>;
};

export interface Configuration {
  /** "ZIF_X~METHOD" once the configuring call named it. */
  method?: string;
  arguments: Map<string, AbapValue>;
  ignored: Set<string>;
  ignoreAll: boolean;
  returning?: AbapValue;
  exporting: Map<string, AbapValue>;
  exception?: unknown;
  times?: number;
  answered: number;
  expectation?: { kind: 'times' | 'at_least'; count: number };
}

interface DoubleState {
  name: string;
  pending?: Configuration;
  configurations: Configuration[];
  calls: Array<{ method: string; arguments: Map<string, AbapValue> }>;
}

const STATE = Symbol('abapdeck test double');
let doubles = 0;

function stateOf(double: unknown): DoubleState {
  const state = (double as { [STATE]?: DoubleState } | undefined)?.[STATE];
  if (!state) throw new Error('not a test double created by CL_ABAP_TESTDOUBLE=>CREATE');
  return state;
}

function copy(value: unknown): AbapValue {
  const abapValue = value as AbapValue;
  return typeof abapValue?.clone === 'function' ? abapValue.clone() : abapValue;
}

/** The methods a double of the interface answers, with their JS names: "zif_x$get" for interfaces. */
function interfaceMethods(name: string, seen = new Set<string>()): Array<{ key: string; js: string; info: MethodInfo }> {
  if (seen.has(name)) return [];
  seen.add(name);
  const intf = abap.Classes[name] as AbapClass | undefined;
  if (!intf) return [];
  const own = Object.entries(intf.METHODS ?? {}).map(([method, info]) => ({
    key: `${name}~${method}`,
    js: `${name.toLowerCase()}$${method.toLowerCase()}`,
    info,
  }));
  const nested = (intf.IMPLEMENTED_INTERFACES ?? []).flatMap((inner) => interfaceMethods(inner, seen));
  return [...own, ...nested];
}

/** Instance methods of a class and its superclasses that a subclass can redefine. */
function classMethods(clas: AbapClass): Array<{ key: string; js: string; info: MethodInfo }> {
  const methods: Array<{ key: string; js: string; info: MethodInfo }> = [];
  const names = new Set<string>();
  for (let current: AbapClass | undefined = clas; current && current.INTERNAL_TYPE === 'CLAS'; current = Object.getPrototypeOf(current) as AbapClass) {
    for (const [method, info] of Object.entries(current.METHODS ?? {})) {
      if (info.is_class === 'X' || names.has(method) || method === 'CONSTRUCTOR' || info.visibility === 'I') continue;
      names.add(method);
      methods.push({ key: method, js: method.toLowerCase(), info });
    }
    for (const intf of current.IMPLEMENTED_INTERFACES ?? []) methods.push(...interfaceMethods(intf).filter((m) => !names.has(m.key)));
  }
  return methods;
}

function typedArgument(info: ParameterInfo, supplied: unknown): AbapValue {
  const value = info.type();
  if (supplied !== undefined) value.set(supplied);
  return value;
}

function matches(configuration: Configuration, method: string, args: Map<string, AbapValue>): boolean {
  if (configuration.method !== method) return false;
  if (configuration.ignoreAll) return true;
  for (const [name, expected] of configuration.arguments) {
    if (configuration.ignored.has(name)) continue;
    const actual = args.get(name);
    if (!actual || !abap.compare.eq(actual as never, expected as never)) return false;
  }
  return true;
}

/** The configuration answering a call: the first one with answers left of those limited by TIMES, else the latest. */
function answering(state: DoubleState, method: string, args: Map<string, AbapValue>): Configuration | undefined {
  const matching = state.configurations.filter((configuration) => matches(configuration, method, args));
  const limited = matching.find((configuration) => configuration.times !== undefined && configuration.answered < configuration.times);
  if (limited) return limited;
  const unlimited = matching.filter((configuration) => configuration.times === undefined);
  return unlimited[unlimited.length - 1];
}

async function handleCall(double: Record<string | symbol, unknown>, method: string, info: MethodInfo, input: Record<string, unknown> | undefined) {
  const state = stateOf(double);
  const args = new Map<string, AbapValue>();
  let returning: { name: string; value: AbapValue } | undefined;
  for (const [name, parameter] of Object.entries(info.parameters)) {
    const supplied = input?.[name.toLowerCase()];
    if (parameter.parm_kind === 'I' || parameter.parm_kind === 'C') args.set(name, copy(typedArgument(parameter, parameter.parm_kind === 'C' ? supplied : supplied)));
    if (parameter.parm_kind === 'R') returning = { name, value: parameter.type() };
  }
  if (state.pending) {
    const configuration = state.pending;
    state.pending = undefined;
    configuration.method = method;
    configuration.arguments = args;
    state.configurations.push(configuration);
    return returning?.value;
  }
  state.calls.push({ method, arguments: args });
  const configuration = answering(state, method, args);
  if (!configuration) return returning?.value;
  configuration.answered++;
  for (const [name, value] of configuration.exporting) {
    const target = input?.[name.toLowerCase()] as AbapValue | undefined;
    if (target && typeof target.set === 'function' && name !== returning?.name) target.set(value);
  }
  if (configuration.exception) throw configuration.exception;
  if (returning && configuration.returning !== undefined) returning.value.set(configuration.returning);
  if (returning && configuration.exporting.has(returning.name)) returning.value.set(configuration.exporting.get(returning.name));
  return returning?.value;
}

/** A new double of the interface or class; undefined when the name is neither. */
function create(name: string): Record<string, unknown> | undefined {
  const doubled = abap.Classes[name] as AbapClass | undefined;
  if (!doubled || (doubled.INTERNAL_TYPE !== 'INTF' && doubled.INTERNAL_TYPE !== 'CLAS')) return undefined;
  const isInterface = doubled.INTERNAL_TYPE === 'INTF';
  const methods = isInterface ? interfaceMethods(name) : classMethods(doubled);
  const internalName = `%TESTDOUBLE_${name}_${++doubles}`;
  const Base = (isInterface ? Object : doubled) as new () => object;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Double: any = class extends Base {};
  Object.assign(Double, {
    INTERNAL_TYPE: 'CLAS',
    INTERNAL_NAME: internalName,
    IMPLEMENTED_INTERFACES: isInterface ? [name, ...interfaceMethods(name).map((m) => m.key.split('~')[0]!)].filter((v, i, all) => all.indexOf(v) === i) : (doubled.IMPLEMENTED_INTERFACES ?? []),
    ATTRIBUTES: {},
    METHODS: Object.fromEntries(methods.map((m) => [m.key, m.info])),
  });
  for (const method of methods) {
    Double.prototype[method.js] = async function (this: Record<string | symbol, unknown>, input?: Record<string, unknown>) {
      return handleCall(this, method.key, method.info, input);
    };
  }
  const double = isInterface ? (new Double() as Record<string | symbol, unknown>) : (new Double() as Record<string | symbol, unknown>);
  if (isInterface) {
    const me = new abap.types.ABAPObject();
    me.set(double);
    Object.assign(double, { me, INTERNAL_ID: abap.internalIdCounter++, FRIENDS_ACCESS_INSTANCE: {} });
  }
  double[STATE] = { name, configurations: [], calls: [] } satisfies DoubleState;
  return double;
}

function newConfiguration(): Configuration {
  return { arguments: new Map(), ignored: new Set(), ignoreAll: false, exporting: new Map(), answered: 0 };
}

/** What VERIFY_EXPECTATIONS reports: one text per expectation not met. */
function unmetExpectations(double: unknown): string[] {
  const state = stateOf(double);
  const texts: string[] = [];
  for (const configuration of state.configurations) {
    const expectation = configuration.expectation;
    if (!expectation || !configuration.method) continue;
    const count = state.calls.filter((call) => matches(configuration, call.method, call.arguments)).length;
    const met = expectation.kind === 'times' ? count === expectation.count : count >= expectation.count;
    if (!met) {
      const wanted = expectation.kind === 'times' ? `${expectation.count}` : `at least ${expectation.count}`;
      texts.push(`Method ${configuration.method} of test double ${state.name} expected to be called ${wanted} time(s), but was called ${count} time(s)`);
    }
  }
  return texts;
}

const api = {
  create,
  /** Starts a configuration: the next call on the double names its method and parameters. */
  configure(double: unknown): Configuration {
    const configuration = newConfiguration();
    stateOf(double).pending = configuration;
    return configuration;
  },
  isDouble: (double: unknown) => !!(double as { [STATE]?: DoubleState } | undefined)?.[STATE],
  copy,
  unmetExpectations,
};

export type TestDoubleApi = typeof api;

(globalThis as { abapdeckTestDoubles?: TestDoubleApi }).abapdeckTestDoubles = api;
