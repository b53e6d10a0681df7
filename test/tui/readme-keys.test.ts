import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyScreensOf, keyTableMarkdown } from '../../screens/keys/index.js';
import { fitKeyBar, keyBarItems } from '../../screens/widgets/KeyBar.js';

const readme = join(import.meta.dirname, '..', '..', 'README.md');
const start = '<!-- tui-keys:start (generated from screens/**/…-keys.ts; ABAPDECK_WRITE_README_KEYS=1 npx vitest run test/tui/readme-keys.test.ts rewrites it) -->';
const end = '<!-- tui-keys:end -->';

describe('keybindings as data', () => {
  it("README's key table is the one the bindings generate", () => {
    const text = readFileSync(readme, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    const table = keyTableMarkdown();
    if (process.env['ABAPDECK_WRITE_README_KEYS'] && from >= 0 && to > from) {
      writeFileSync(readme, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
      return;
    }
    expect(from, `README.md has no ${start} marker`).toBeGreaterThanOrEqual(0);
    expect(text.slice(from + start.length, to).trim()).toBe(table);
  });

  it('gives no key two meanings within one screen, and no pane key shadows a global one', () => {
    const global = new Set(keyScreensOf().find((s) => s.id === 'global')!.bindings.flatMap((b) => b.keys));
    for (const screen of keyScreensOf()) {
      const seen = new Set<string>();
      for (const key of screen.bindings.flatMap((b) => b.keys)) {
        expect(seen.has(key), `${screen.id}: ${key} bound twice`).toBe(false);
        seen.add(key);
        if (!['global', 'prompt', 'confirm', 'help', 'overlay', 'contexts'].includes(screen.id)) expect(global.has(key), `${screen.id}: ${key} is a global key`).toBe(false);
      }
    }
  });

  it('describes every binding, and the key bar shows the labelled ones', () => {
    for (const screen of keyScreensOf()) {
      for (const binding of screen.bindings) {
        expect(binding.keys.length).toBeGreaterThan(0);
        expect(binding.description.length).toBeGreaterThan(3);
      }
    }
    const tree = keyScreensOf().find((s) => s.id === 'tree')!;
    expect(keyBarItems(tree.bindings).map((i) => i.label)).toEqual(['down', 'up', 'expand', 'collapse', 'objects']);
    const global = keyScreensOf().find((s) => s.id === 'global')!;
    const fitted = fitKeyBar(keyBarItems(tree.bindings, global.bindings), 60);
    expect(fitted.end.map((i) => i.label)).toEqual(['help', 'quit']);
    expect(fitted.start.length).toBeGreaterThan(2);
  });

  it('at 120 columns every pane shows whole labels (no stubs such as "dow" or "nex"), the ones that do not fit left to ?', () => {
    const global = keyScreensOf().find((screen) => screen.id === 'global')!;
    for (const screen of keyScreensOf().filter((candidate) => !['global', 'prompt', 'confirm', 'help', 'overlay', 'contexts'].includes(candidate.id))) {
      const items = keyBarItems(screen.bindings, global.bindings);
      const fitted = fitKeyBar(items, 120);
      for (const shown of [...fitted.start, ...fitted.end]) {
        const whole = items.find((item) => item.key === shown.key && item.global === shown.global)!.label;
        expect(shown.label, `${screen.id}: '${shown.key} ${shown.label}' of '${whole}'`).toBe(whole);
      }
      expect(fitted.gap, screen.id).toBeGreaterThanOrEqual(0);
    }
  });

  it("the objects pane's key bar shows its actions (x u c i p E) at 120 columns", () => {
    const objects = keyScreensOf().find((screen) => screen.id === 'objects')!;
    const global = keyScreensOf().find((screen) => screen.id === 'global')!;
    const shown = fitKeyBar(keyBarItems(objects.bindings, global.bindings), 120).start.map((item) => `${item.key} ${item.label}`);
    for (const key of ['x run', 'u unit', 'c check', 'i inspect', 'p preview', 'E active']) expect(shown).toContain(key);
    // after an edit, C and P too, as far as they fit beside the rest
    expect(fitKeyBar(keyBarItems(objects.bindings, global.bindings), 160).start.map((item) => `${item.key} ${item.label}`)).toEqual(expect.arrayContaining(['C check it', 'P pull it']));
  });
});
