import { beforeAll, describe, expect, it } from 'vitest';
import { ActiveRegistry } from '../../../src/system/checks/active-registry.js';
import { checkConfig, syntaxRules } from '../../../src/system/checks/check-config.js';
import { OverlayRegistry } from '../../../src/system/checks/overlay-registry.js';
import { checkedObject } from '../../../src/system/checks/syntax-objects.js';
import { classWithMethod, DEMO_SYSTEM } from './fixtures.js';

let active: ActiveRegistry;

beforeAll(() => {
  active = new ActiveRegistry();
  expect(active.load(DEMO_SYSTEM)).toEqual([]);
});

/** The keys of the issues the overlay's rules find in a class with an unknown variable. */
function issueKeys(rules: ReturnType<typeof syntaxRules>): string[] {
  const base = active.ready();
  const probe = checkedObject({ type: 'CLAS', name: 'ZCL_PROBE', source: classWithMethod('zcl_probe', '    DATA(text) = missing_variable.') }, undefined)!.object;
  const view = new OverlayRegistry(base, checkConfig('standard', rules), [probe]).prepare();
  return view.findIssuesOf([probe]).map((issue) => issue.getKey());
}

describe("the overlay's rules runner skips abaplint's exclusion pass only when nothing is excluded (issue 20)", () => {
  it('reports the error with a configuration that excludes nothing', () => {
    expect(issueKeys(syntaxRules('CLAS'))).toContain('check_syntax');
  });

  it("applies a rule's exclude pattern as abaplint does", () => {
    const rules = syntaxRules('CLAS');
    const excluded = issueKeys({ ...rules, check_syntax: { severity: 'Error', exclude: ['zcl_probe'] } });
    expect(excluded).not.toContain('check_syntax');
    expect(issueKeys({ ...rules, check_syntax: { severity: 'Error', exclude: ['zcl_other'] } })).toContain('check_syntax');
  });
});
