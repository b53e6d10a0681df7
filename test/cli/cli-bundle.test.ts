/**
 * The command line runs from one CommonJS bundle (scripts/bundle.mjs → dist/bundle/cli.cjs) compiled from V8's
 * code cache, where code cannot import() (Node 20's node:vm): every lazy import goes through the loader's
 * __import, and Ink, React, zustand and got stay in the ES module entries it loads by name. Reads the built bundle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

const cli = readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'bundle', 'cli.cjs'), 'utf8');

describe('the command-line bundle', () => {
  it('calls no import() of its own: lazy imports go through __import, the TUI and the transport picker by file', () => {
    expect(/(^|[^\w$.])import\(/m.test(cli)).toBe(false);
    expect(cli).toContain('__import("./tui.js")');
    expect(cli).toContain('__import("./pick-transport.js")');
    expect(cli).toContain('__import("./got-transport.js")');
    // Node's own modules are required, not imported: import() would start Node's ES module loader for them
    expect(cli).not.toContain('__import("node:');
    expect(cli).toContain('require("node:http")');
  });

  it('is ASCII, so V8 keeps its source one byte a character', () => {
    expect(/[^\x00-\x7f]/.test(cli)).toBe(false);
  });

  it('holds no Ink, React, zustand or got', () => {
    expect(cli).not.toMatch(/\/\/ node_modules\/(ink|react|zustand|got|tough-cookie)\//);
    expect(cli).not.toMatch(/require\("(ink|react|zustand|got|tough-cookie)"\)/);
  });

  it('answers a command through the built binary', async () => {
    const result = await runCli(['--version'], { cwd: import.meta.dirname });
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
