/**
 * Breakpoint conditions read by abaplint (breakpoint-conditions.ts): what becomes a tree the work process
 * evaluates, and what is kept as unresolvable with the reason and where in the text it lies.
 */
import { describe, expect, it } from 'vitest';
import { compileCondition } from '../../../src/system/debugger/engine/breakpoint-conditions.js';
import { hostileConditions } from '../../reliability/attack-seeds-a.js';

describe('compileCondition', () => {
  it('reads comparisons with variables, components, attributes, dereferences, static attributes and constants', () => {
    expect(compileCondition('iv_seats_free = 0')).toEqual({
      ok: true,
      roots: ['iv_seats_free'],
      tree: { op: 'compare', operator: 'eq', left: { kind: 'variable', root: 0, steps: [], text: 'iv_seats_free' }, right: { kind: 'integer', value: 0 } },
    });
    const chains = compileCondition(`ls_x-comp NE -1 AND lo_x->mv_a GE 'AB' AND lr_x->* < \`s\` AND zcl_x=>gv_y <> ls_x-comp`);
    expect(chains.ok).toBe(true);
    if (!chains.ok) return;
    expect(chains.roots).toEqual(['ls_x', 'lo_x', 'lr_x', 'ZCL_X=>gv_y']);
    expect(JSON.stringify(chains.tree)).toContain('{"kind":"variable","root":0,"steps":[{"component":"comp"}],"text":"ls_x-comp"}');
    expect(JSON.stringify(chains.tree)).toContain('{"kind":"variable","root":1,"steps":[{"attribute":"mv_a"}],"text":"lo_x->mv_a"}');
    expect(JSON.stringify(chains.tree)).toContain('{"kind":"variable","root":2,"steps":[{"dereference":true}],"text":"lr_x->*"}');
    expect(JSON.stringify(chains.tree)).toContain('{"kind":"integer","value":-1}');
    expect(JSON.stringify(chains.tree)).toContain('{"kind":"text","value":"AB"}');
    expect(JSON.stringify(chains.tree)).toContain('{"kind":"string","value":"s"}');
  });

  it('binds AND before OR, and reads NOT, parentheses, IS [NOT] INITIAL / BOUND / ASSIGNED and BETWEEN', () => {
    const result = compileCondition('a = 1 OR b = 2 AND NOT ( c IS INITIAL OR <fs> IS NOT ASSIGNED ) OR d BETWEEN 1 AND 5 AND e IS BOUND');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const shape = (node: any): unknown =>
      node.op === 'compare' ? `${node.left.text}${node.operator}` : node.op === 'not' ? ['not', shape(node.operand)] : 'left' in node ? [node.op, shape(node.left), shape(node.right)] : `${node.op}(${node.operand.text})`;
    expect(shape(result.tree)).toEqual(['or', ['or', 'aeq', ['and', 'beq', ['not', ['or', 'initial(c)', ['not', 'assigned(<fs>)']]]]], ['and', 'between(d)', 'bound(e)']]);
  });

  it('keeps what cannot be evaluated as unresolvable, with the offset in the condition', () => {
    expect(compileCondition('iv_seats_free = lines( rt_x )')).toEqual({ ok: false, reason: expect.stringMatching(/computed/), offset: 'iv_seats_free = '.length });
    expect(compileCondition('a =')).toMatchObject({ ok: false, reason: expect.stringMatching(/not an ABAP logical expression/) });
    expect(compileCondition('   ')).toMatchObject({ ok: false, reason: 'The condition is empty' });
    expect(compileCondition('lt_x[ 1 ]-a = 1')).toMatchObject({ ok: false });
  });

  // issue 33.13: a watchpoint's condition with text after the expression was accepted and cut to the expression
  it.each(hostileConditions.trailing)('refuses text after the logical expression: %j', (condition) => {
    const result = compileCondition(condition);
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/^The condition must be one logical expression; ".+" follows it$/) });
    if (!result.ok) expect(condition.slice(result.offset)).toMatch(/^[.,:"]|^\S/);
  });

  it('still reads a condition with blanks and line breaks around and inside it', () => {
    expect(compileCondition('  lv_a = 1\n  AND lv_b = 2  ')).toMatchObject({ ok: true, roots: ['lv_a', 'lv_b'] });
  });
});

