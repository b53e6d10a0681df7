/**
 * A command's answer as an MCP tool result (src/mcp/tool-result.ts): read through the tool's output schema, a
 * failure before answering without structured content, an answer that does not fit the schema a tool error that
 * keeps the command's text, and masked data masked in the structured content and the text alike.
 */
import { describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Masker } from '../../src/mcp/masking.js';
import { toolResult } from '../../src/mcp/tool-result.js';

const textOf = (result: CallToolResult) => (result.content as Array<{ text: string }>).map((part) => part.text).join('\n');

const preview = {
  SUCCESS: true,
  COMMAND: 'PREVIEW',
  MESSAGE: 'Retrieved data',
  OBJECTS: [{ NAME: 'ZDEMO_CARRIER', TYPE: 'TABL', TYPE_TEXT: 'Table', ROW_COUNT: 1, TOTAL_ROWS: 1, ROWS: [{ CARRIER_ID: 'AU', NAME: 'Aurora Nordic' }], FIELDS: [], COLUMNS_DISPLAYED: 2, COLUMNS_HIDDEN: [], NOT_FOUND: false, ACCESS_DENIED: false, ERROR: '' }],
  SUMMARY: { TOTAL_OBJECTS: 1, TOTAL_ROWS: 1 },
  PAGINATION: { LIMIT: 100, OFFSET: 0, TOTAL: 1, HAS_MORE: false, NEXT_OFFSET: 1 },
  ERROR: '',
};

describe('MCP tool results', () => {
  it("gives the answer read through the tool's schema and the command's text", () => {
    const { result, unread } = toolResult('abap_data_preview', { exitCode: 0, json: preview, text: 'CARRIER_ID NAME\nAU         Aurora Nordic\n' }, undefined);
    expect(unread).toBeUndefined();
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({ success: true, objects: [{ name: 'ZDEMO_CARRIER', rows: [{ NAME: 'Aurora Nordic' }] }] });
    expect(textOf(result)).toContain('AU         Aurora Nordic');
  });

  it('has no structured content when the command failed before answering, and says what the exit code means', () => {
    const { result } = toolResult('abap_object_view', { exitCode: 2, json: { success: false, error: '--lines needs --full' }, text: '--lines needs --full', error: '--lines needs --full' }, undefined);
    expect(result).toEqual({ content: [{ type: 'text', text: 'Failed (exit 2: usage error): --lines needs --full' }], isError: true });
  });

  it("is a tool error keeping the command's text when the answer does not fit the tool's schema", () => {
    const { result, unread } = toolResult('abap_object_view', { exitCode: 0, json: { SUCCESS: true, OBJECTS: 'not a list' }, text: 'what the command printed' }, undefined);
    expect(unread).toMatch(/^the answer does not fit abap_object_view's output schema: /);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(textOf(result)).toContain(unread!);
    expect(textOf(result)).toContain('what the command printed');
  });

  it('masks the data of a masked tool in the structured content and in the text, read or not', () => {
    const masker = new Masker();
    const { result } = toolResult('abap_data_preview', { exitCode: 0, json: preview, text: 'AU Aurora Nordic' }, masker);
    expect(JSON.stringify(result)).not.toContain('Aurora Nordic');
    expect(result.structuredContent).toMatchObject({ objects: [{ rows: [{ CARRIER_ID: 'AU', NAME: 'MASKED_NAME_1' }] }] });
    const unfit = toolResult('abap_data_preview', { exitCode: 0, json: { ...preview, OBJECTS: preview.OBJECTS[0] }, text: 'AU Aurora Nordic' }, masker);
    expect(unfit.unread).toBeDefined();
    expect(JSON.stringify(unfit.result)).not.toContain('Aurora Nordic');
    expect(textOf(unfit.result)).toContain('MASKED_NAME_1');
  });
});
