/**
 * A command's answer as an MCP tool result: the structured content is the answer read through the tool's output
 * schema (src/mcp/output-schemas.ts), masked for the tools that show data; the text is the command's rendering,
 * shortened (or, masked, the masked JSON: the rendering holds the values). A command that failed before answering
 * has no structured content; neither has an answer that does not fit the tool's schema, which is then a tool error
 * saying so (the command did run: its text is kept).
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CommandAnswer } from '../protocol/assistant-server.js';
import { maskedTools, type Masker } from './masking.js';
import { structuredAnswer } from './output-schemas.js';

/** DESIGN.md's exit codes, said to the assistant with a failure. */
const exitMeaning: Record<number, string> = {
  1: 'the operation ran and reported failure',
  2: 'usage error',
  3: 'cannot reach or authenticate to the system',
  4: 'refused by a safeguard',
};

const summaryLines = 40;
const summaryChars = 4000;

/** The text beside the structured content: the command's rendering, cut short (the full answer is structured). */
export function summaryOf(answer: CommandAnswer): string {
  const lines = answer.text.trimEnd().split('\n');
  let text = lines.slice(0, summaryLines).join('\n');
  if (text.length > summaryChars) text = text.slice(0, summaryChars);
  if (text.length < answer.text.trimEnd().length) text += `\n… (shortened; the whole answer is in structuredContent)`;
  if (answer.exitCode === 0) return text;
  return `Failed (exit ${answer.exitCode}: ${exitMeaning[answer.exitCode] ?? 'failure'}): ${text}`;
}

/** The result of a tool's call, and why its answer could not be read through the tool's schema, if it could not. */
export function toolResult(toolName: string, answer: CommandAnswer, masker: Masker | undefined): { result: CallToolResult; unread?: string } {
  const masked = masker !== undefined && maskedTools.has(toolName);
  let structured: Record<string, unknown> | undefined;
  let unread: string | undefined;
  if (answer.error === undefined) {
    try {
      structured = structuredAnswer(toolName, answer.json);
    } catch (error) {
      unread = `the answer does not fit ${toolName}'s output schema: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const structuredContent = structured && masked ? (masker.maskAnswer(structured) as Record<string, unknown>) : structured;
  const shown = masked ? { ...answer, text: JSON.stringify(structuredContent ?? masker.maskAnswer(answer.json), null, 1) } : answer;
  const text = unread ? `${unread}\n${summaryOf({ ...shown, exitCode: 0 })}` : summaryOf(shown);
  const isError = answer.exitCode !== 0 || unread !== undefined;
  return { result: { content: [{ type: 'text', text }], ...(structuredContent ? { structuredContent } : {}), ...(isError ? { isError: true } : {}) }, ...(unread ? { unread } : {}) };
}
