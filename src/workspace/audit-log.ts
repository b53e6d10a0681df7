/**
 * Where the MCP server's audit log (and --http's bearer token) lives — $XDG_STATE_HOME/abapdeck/mcp-audit.jsonl, else under
 * ~/.local/state — and its lines as written: the server (src/mcp/audit.ts) appends, `abapdeck mcp --audit` reads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export function auditFileOf(env: NodeJS.ProcessEnv): string {
  const base = env['XDG_STATE_HOME'] || join(homedir(), '.local', 'state');
  return join(base, 'abapdeck', 'mcp-audit.jsonl');
}

/** The log's lines as written (empty when nothing was logged yet). */
export function readAudit(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Where `abapdeck mcp --http` writes its bearer token (mode 0600): beside the audit log. */
export function httpTokenFileOf(env: NodeJS.ProcessEnv): string {
  return join(dirname(auditFileOf(env)), 'mcp-http-token');
}
