import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveRegistry } from '../../../src/system/checks/active-registry.js';
import { clas, classWithMethod, DEMO_SYSTEM, intf, ZCL_GREETER, ZIF_GREETER } from './fixtures.js';

let active: ActiveRegistry;

beforeEach(() => {
  active = new ActiveRegistry();
  expect(active.load(DEMO_SYSTEM)).toEqual([]);
});

const greeterMethods = () => {
  type Interface = { getDefinition(): { getMethodDefinitions(): { getAll(): Iterable<{ getName(): string }> } } | undefined };
  const definition = (active.ready().getObject('INTF', 'ZIF_GREETER') as unknown as Interface).getDefinition();
  return definition && [...definition.getMethodDefinitions().getAll()].map((method) => method.getName().toUpperCase());
};

describe('the active registry parses again only after a change (issue 20: a syntax check at 10,000 classes)', () => {
  it('answers queries with nothing changed without parsing the registry again', () => {
    active.ready();
    // the kernel's tables and data elements stay dirty in abaplint's sense for ever: its own dirty check cannot tell
    const parse = vi.spyOn(active.registry, 'parse');
    active.ready();
    active.ready();
    expect(parse).not.toHaveBeenCalled();
  });

  it('parses again once after an object is replaced, added or removed, and the query sees the change', () => {
    active.ready();
    const parse = vi.spyOn(active.registry, 'parse');
    expect(greeterMethods()).toEqual(['GREET']);
    active.upsert(intf('ZIF_GREETER', ZIF_GREETER.sources.main!.replace('METHODS greet', 'METHODS welcome')));
    expect(greeterMethods()).toEqual(['WELCOME']);
    expect(parse).toHaveBeenCalledTimes(1);
    active.ready();
    expect(parse).toHaveBeenCalledTimes(1);

    active.upsert(clas('ZCL_ADDED', classWithMethod('zcl_added', '    RETURN.')));
    expect(active.ready().getObject('CLAS', 'ZCL_ADDED')).toBeDefined();
    expect(parse).toHaveBeenCalledTimes(2);

    active.remove('CLAS', 'ZCL_ADDED');
    expect(active.ready().getObject('CLAS', 'ZCL_ADDED')).toBeUndefined();
    expect(parse).toHaveBeenCalledTimes(3);
    active.ready();
    expect(parse).toHaveBeenCalledTimes(3);
  });
});

/** ZCL_USER's cached syntax result and definition, as the registry holds them. */
const userState = () => {
  const user = active.ready().getObject('CLAS', 'ZCL_USER') as unknown as { syntaxResult: unknown; getDefinition(): unknown };
  return { result: user.syntaxResult, definition: user.getDefinition() };
};

const greeter = (main: string, metadata = {}) => clas('ZCL_GREETER', main, { testclasses: ZCL_GREETER.sources.testclasses! }, { WITH_UNIT_TESTS: 'X', ...metadata });
const GREETER_MAIN = ZCL_GREETER.sources.main!;

describe('a class changed where no other object looks keeps its users as they are (issue 20: a pull at 10,000 classes)', () => {
  it("keeps the users' results and definitions when only a method's implementation changes", () => {
    cacheUserResult();
    const before = userState();
    expect(before.result).toBeDefined();
    active.upsert(greeter(GREETER_MAIN.replace('result = to_upper( text ).', 'result = to_lower( text ).\n    result = to_upper( result ).')));
    const after = userState();
    expect(after.result).toBe(before.result);
    expect(after.definition).toBe(before.definition);
  });

  it('drops them when the definition, a line before it, or the XML changes', () => {
    const changes = [
      GREETER_MAIN.replace('METHODS count.', 'METHODS count.\n    METHODS other.').replace('  METHOD count.', '  METHOD other.\n  ENDMETHOD.\n\n  METHOD count.'),
      `TYPE-POOLS abap.\n${GREETER_MAIN}`,
    ];
    for (const main of changes) {
      cacheUserResult();
      const before = userState();
      active.upsert(greeter(main));
      expect(userState().result).not.toBe(before.result);
      active.upsert(ZCL_GREETER);
    }
    cacheUserResult();
    const before = userState();
    active.upsert(greeter(GREETER_MAIN, { CATEGORY: '40' }));
    expect(userState().result).not.toBe(before.result);
  });
});

/** Runs ZCL_USER's rules in the registry, so that it holds a cached syntax result. */
function cacheUserResult(): void {
  const base = active.ready();
  base.findIssuesObject(base.getObject('CLAS', 'ZCL_USER')!);
}
