/**
 * The MCP server's bundle (dist/bundle/mcp.js, built by scripts/bundle.mjs): what `abapdeck mcp` loads holds no
 * Ink or React, nor the HTTP transport (loaded for --http alone), and the command line's bundle, which every
 * command reads, holds none of the MCP SDK.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const bundle = join(import.meta.dirname, '..', '..', 'dist', 'bundle');

/** The files an ES module entry loads before it runs: its static imports, transitively. */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^|[;\n])\s*(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+)["']/g)) visit(join(dirname(file), match[1]!));
  };
  visit(entry);
  return [...seen];
}

describe('the MCP bundle', () => {
  it('loads no Ink, React, zustand or got when the server starts', () => {
    const files = staticGraph(join(bundle, 'mcp.js'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\/\/ node_modules\/(ink|react|react-reconciler|zustand|got|tough-cookie)\//);
    expect(files.some((file) => /\/\/ node_modules\/@modelcontextprotocol\/sdk\//.test(readFileSync(file, 'utf8')))).toBe(true);
  });

  it('loads the HTTP transport (Hono, which loads undici and node:http2) only for --http', () => {
    const files = staticGraph(join(bundle, 'mcp.js'));
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/node_modules\/(@hono\/node-server|hono)\/|sdk\/dist\/esm\/server\/streamableHttp\.js/);
    // the transport is still there, a chunk of its own that the server imports when asked
    const lazy = [...readFileSync(join(bundle, 'mcp.js'), 'utf8').matchAll(/import\("(\.\/[^"]+)"\)/g)].map((match) => join(bundle, match[1]!));
    expect(lazy.some((file) => staticGraph(file).some((part) => /node_modules\/@hono\/node-server\//.test(readFileSync(part, 'utf8'))))).toBe(true);
  });

  it("leaves the MCP SDK out of the command line's bundle", () => {
    expect(readFileSync(join(bundle, 'cli.cjs'), 'utf8')).not.toMatch(/node_modules\/@modelcontextprotocol\//);
  });
});
