/**
 * The audit log of an MCP server: one JSON line per tool call (time, context, tool, arguments, outcome, exit
 * code, duration) in the file src/workspace/audit-log.ts names, readable by the owner only.
 * Written synchronously, so a call's line is there before its answer.
 */
import { appendFileSync, chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export type AuditOutcome = 'ok' | 'failed' | 'refused' | 'declined' | 'error';

export interface AuditEntry {
  time: string;
  context: string;
  tool: string;
  arguments: Record<string, unknown>;
  outcome: AuditOutcome;
  exitCode?: number;
  durationMs: number;
  message?: string;
}

export function appendAudit(file: string, entry: AuditEntry): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  appendFileSync(file, JSON.stringify(entry) + '\n', { mode: 0o600 });
  // a file made by another umask or copied in keeps no wider rights
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
}
