/**
 * Where the MCP server's audit log lives — $XDG_STATE_HOME/abapdeck/mcp-audit.jsonl, else under
 * ~/.local/state — and its lines as written: the server (src/mcp/audit.ts) appends, `abapdeck mcp --audit` reads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function auditFileOf(env: NodeJS.ProcessEnv): string {
  const base = env['XDG_STATE_HOME'] || join(homedir(), '.local', 'state');
  return join(base, 'abapdeck', 'mcp-audit.jsonl');
}

/** The log's lines as written (empty when nothing was logged yet). */
export function readAudit(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
