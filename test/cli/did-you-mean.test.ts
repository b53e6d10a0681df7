import { describe, expect, it } from 'vitest';
import { actionProblem, closestName, editDistance } from '../../src/cli/did-you-mean.js';

const commandNames = ['tree', 'list', 'view', 'preview', 'pull', 'diff', 'history', 'import', 'transport', 'drop', 'dump', 'debug', 'ctx', 'status', 'delete', 'create'];

describe('did you mean', () => {
  it.each([
    ['lsit', 'list'],
    ['pul', 'pull'],
    ['pulll', 'pull'],
    ['LIST', 'list'],
    ['trnasport', 'transport'],
    ['trans', 'transport'],
    ['histroy', 'history'],
    ['dbug', 'debug'],
    ['frobnicate', undefined],
    ['ct', 'ctx'],
    ['xy', undefined],
    ['de', undefined],
  ])('%s → %s', (typed, meant) => {
    expect(closestName(typed, commandNames)).toBe(meant);
  });

  it('names the flag meant among a command’s flags', () => {
    expect(closestName('pakage', ['package', 'type', 'name', 'limit', 'offset', 'json', 'help', 'context'])).toBe('package');
    expect(closestName('object', ['objects', 'type', 'full', 'lines', 'json', 'help', 'context'])).toBe('objects');
    expect(closestName('jsno', ['json', 'help'])).toBe('json');
  });

  it.each([
    ['list', 'list', 0],
    ['lsit', 'list', 1],
    ['pul', 'pull', 1],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
  ])('edits between %s and %s: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it.each([
    [undefined, 'say what to do: list, use'],
    ['uze', "unknown action 'uze'; did you mean 'use'? (list, use)"],
    ['frobnicate', "unknown action 'frobnicate' (list, use)"],
  ])('an action %s of list, use: %s', (typed, text) => {
    expect(actionProblem(typed, ['list', 'use'])).toBe(text);
  });
});
