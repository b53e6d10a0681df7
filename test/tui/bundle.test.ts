/**
 * The TUI runs from the bundle (scripts/bundle.mjs: Ink, React and zustand bundled with the screens and the
 * store, issue 20). Bundled, Ink's Output class must exist once, and the output caches (src/tui/ink-output-cache.ts)
 * must patch that one: the file beside node_modules' Ink would be a second instance Ink never renders with; and
 * Yoga's WebAssembly is decoded without Node's fetch. Reads the built bundle (npm run build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const bundle = join(import.meta.dirname, '..', '..', 'dist', 'bundle');
const chunks = readdirSync(bundle)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, text: readFileSync(join(bundle, name), 'utf8') }));

describe('the TUI bundle', () => {
  it("holds one copy of Ink's Output module and of React", () => {
    const count = (marker: string) => chunks.filter((chunk) => chunk.text.includes(`// ${marker}\n`)).length;
    expect(count('node_modules/ink/build/output.js')).toBe(1);
    expect(count('node_modules/react/index.js')).toBe(1);
  });

  it("gives the output caches Ink's own Output, not the file beside node_modules' Ink", () => {
    const withCaches = chunks.filter((chunk) => chunk.text.includes('async function loadInkOutput()'));
    expect(withCaches).toHaveLength(1);
    const body = /async function loadInkOutput\(\) \{([^}]*)\}/.exec(withCaches[0]!.text)?.[1] ?? '';
    expect(body.trim()).toMatch(/^return Output\d*;$/);
    expect(chunks.some((chunk) => chunk.text.includes("import.meta.resolve(\"ink\")"))).toBe(false);
  });

  it("decodes Yoga's WebAssembly itself instead of fetching its data: URL (which loads Node's fetch)", () => {
    const yoga = chunks.filter((chunk) => chunk.text.includes('function ya()'));
    expect(yoga).toHaveLength(1);
    expect(yoga[0]!.text).toMatch(/function ya\(\) \{\s*return w \|\| true \? Promise\.resolve\(\)\.then\(function\(\) \{\s*return wa\(\);/);
  });

  it('loads no Ink, React or zustand from node_modules', () => {
    const external = /from\s*["'](ink|ink-[\w-]+|react|react\/[\w/-]+|zustand)["']|import\(["'](ink|react|zustand)["']\)/;
    expect(chunks.filter((chunk) => external.test(chunk.text)).map((chunk) => chunk.name)).toEqual([]);
  });
});
