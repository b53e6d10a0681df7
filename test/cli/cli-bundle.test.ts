/**
 * The command line runs from CommonJS compiled from V8's code cache (scripts/bundle.mjs), split by command: the
 * core packed in dist/bundle/cli.cjs, each command's chunk and the chunks commands share under dist/bundle/cli/.
 * Code run from node:vm cannot import() (Node 20): every lazy import goes through the loader's __import or a
 * require of a chunk, and Ink, React, zustand and got stay in the ES module entries it loads by name. Reads the
 * built bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

const bundle = join(import.meta.dirname, '..', '..', 'dist', 'bundle');
const core = readFileSync(join(bundle, 'cli.cjs'), 'utf8');
const chunks = readdirSync(join(bundle, 'cli'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, source: readFileSync(join(bundle, 'cli', name), 'utf8') }));
const every = [{ name: 'cli.cjs', source: core }, ...chunks];

describe('the command-line bundle', () => {
  it('calls no import() of its own: lazy imports go through __import, the TUI and the transport picker by file', () => {
    for (const { name, source } of every) expect(/(^|[^\w$.])import\(/m.test(source), name).toBe(false);
    const all = every.map((file) => file.source).join('\n');
    expect(core).toContain('__import("./tui.js")');
    expect(all).toContain('__import("../pick-transport.js")');
    expect(all).toContain('__import("../got-transport.js")');
    // Node's own modules are required, not imported: import() would start Node's ES module loader for them
    expect(all).not.toContain('__import("node:');
    expect(all).toContain('require("node:https")');
  });

  it('packs the core in one file, and a command is a chunk of its own', () => {
    expect(core).toMatch(/^module\.exports = \{ abapdeckPack: 1, main: "cli\.js", modules: \{$/m);
    expect(chunks.some(({ name }) => /^list-\w+\.js$/.test(name))).toBe(true);
    expect(core).not.toMatch(/"cli\/list-\w+\.js": function/);
  });

  it('sends plain http without node:http: the command line requires it nowhere', () => {
    for (const { name, source } of every) expect(source, name).not.toContain('require("node:http")');
  });

  it('is ASCII, so V8 keeps its source one byte a character', () => {
    for (const { name, source } of every) expect(/[^\x00-\x7f]/.test(source), name).toBe(false);
  });

  it('holds no Ink, React, zustand, got, nor the MCP, language server or debug adapter libraries', () => {
    for (const { name, source } of every) expect(source, name).not.toMatch(/require\("(ink|react|zustand|got|tough-cookie)"\)/);
    // what went into each file, from the source maps (the CommonJS rewrite drops the bundle's path comments)
    const coreMap = JSON.parse(readFileSync(join(bundle, 'cli.cjs.map'), 'utf8')) as { sections: Array<{ map: { sources: string[] } }> };
    const sources = [
      ...coreMap.sections.flatMap((section) => section.map.sources),
      ...chunks.flatMap(({ name }) => (JSON.parse(readFileSync(join(bundle, 'cli', `${name}.map`), 'utf8')) as { sources: string[] }).sources),
    ];
    expect(sources).toContain('../../src/cli/main.ts');
    expect(sources.some((source) => source.includes('node_modules/diff/'))).toBe(true);
    expect(sources.filter((source) => /node_modules\/(ink|react|zustand|got|tough-cookie|@modelcontextprotocol|@vscode|vscode-languageserver)\//.test(source))).toEqual([]);
  });

  it('answers a command through the built binary', async () => {
    const result = await runCli(['--version'], { cwd: import.meta.dirname });
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
