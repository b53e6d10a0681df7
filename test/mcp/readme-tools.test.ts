/**
 * README's table of the MCP tools is generated from src/mcp/tools.ts; the tools' names follow the issue's rule.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolTableMarkdown, tools } from '../../src/mcp/tools.js';

const readme = join(import.meta.dirname, '..', '..', 'README.md');
const start = '<!-- mcp-tools:start (generated from src/mcp/tools.ts; ABAPDECK_WRITE_README_TOOLS=1 npx vitest run test/mcp/readme-tools.test.ts rewrites it) -->';
const end = '<!-- mcp-tools:end -->';

describe('the MCP tools as data', () => {
  it("README's tool table is the one the tools generate", () => {
    const text = readFileSync(readme, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    const table = toolTableMarkdown();
    if (process.env['ABAPDECK_WRITE_README_TOOLS'] && from >= 0 && to > from) {
      writeFileSync(readme, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
      return;
    }
    expect(from, `README.md has no ${start} marker`).toBeGreaterThanOrEqual(0);
    expect(text.slice(from + start.length, to).trim()).toBe(table);
  });

  it('names each tool abap_<area>_<verb>, within what every client accepts, once', () => {
    for (const tool of tools) expect(tool.name).toMatch(/^abap_[a-z]+_[a-z_]+$/);
    for (const tool of tools) expect(tool.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length);
  });

  it('asks before every call that runs code or changes the system, and marks it writing', () => {
    const asking = tools.filter((tool) => tool.gate?.({ 'dry-run': false })).map((tool) => tool.name);
    expect(asking).toEqual(['abap_sync_pull', 'abap_sync_import', 'abap_transport_release', 'abap_inactive_activate', 'abap_object_drop', 'abap_run_class', 'abap_run_report', 'abap_debug_run']);
    for (const tool of tools.filter((t) => t.gate)) {
      expect(tool.writes?.({ 'dry-run': false }), tool.name).toBe(true);
      expect(tool.annotations.readOnlyHint, tool.name).toBe(false);
    }
    // a preview is a read
    const pull = tools.find((tool) => tool.name === 'abap_sync_pull')!;
    expect(pull.gate?.({ 'dry-run': true })).toBeUndefined();
    expect(pull.writes?.({ 'dry-run': true })).toBe(false);
  });
});
