import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveRegistry } from '../../../src/system/checks/active-registry.js';
import { clas, classWithMethod, DEMO_SYSTEM, ZIF_GREETER, intf } from './fixtures.js';

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
