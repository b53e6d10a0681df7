import type { Command } from '../command.js';
import { integerFlag, listFlag, stringFlag } from '../command.js';
import { UsageError } from '../errors.js';
import { assistantGates, defaultMaskedFields, type Gate } from '../../protocol/assistant-server.js';
import { auditFileOf, httpTokenFileOf, readAudit } from '../../workspace/audit-log.js';
import { packageVersion } from '../../version.js';

interface McpData {
  /** --audit: the log's lines. */
  audit?: string;
}

function allowedGates(names: string[]): Gate[] {
  for (const name of names) {
    if (!(assistantGates as readonly string[]).includes(name)) throw new UsageError(`--allow: unknown operation '${name}' (one of ${assistantGates.join(', ')})`);
  }
  return names as Gate[];
}

export const mcp: Command<McpData> = {
  name: 'mcp',
  examples: [
    { line: 'abapdeck mcp', does: 'serve the tools over stdio on the embedded default; running code and changes ask the user' },
    { line: "abapdeck mcp --context qas --read-only --packages 'Z*,$TMP'", does: 'reads only, of objects in Z* and $TMP packages, on the context qas' },
    { line: 'abapdeck mcp --allow run,pull', does: 'runs and pulls without asking the user each time' },
    { line: 'abapdeck mcp --tools minimal', does: 'six intent-level tools instead of one per command, for small context windows' },
    { line: "abapdeck mcp --mask --mask-fields 'CITY,*STREET*'", does: 'personal data (and cities, streets) reach the assistant as aliases' },
    { line: 'abapdeck mcp --http 8765', does: 'the streamable HTTP transport on 127.0.0.1:8765; clients send the bearer token the server writes' },
    { line: 'abapdeck mcp --audit', does: 'print the audit log of the tool calls' },
  ],
  flags: {
    allow: { type: 'string', value: 'op,…', description: `confirmations granted at start: ${assistantGates.join(', ')}` },
    'read-only': { type: 'boolean', description: 'refuse every tool that changes the system or runs code on it' },
    packages: { type: 'string', value: 'pattern,…', description: "only objects of these packages, reads included ('*' for any characters)" },
    tools: { type: 'string', value: 'full|minimal', description: 'every tool (default), or six intent-level tools (read, check, test, change, run, debug) for small context windows' },
    mask: { type: 'boolean', description: 'replace names, e-mail addresses, IBANs and phone numbers in preview rows, dumps and runs with consistent aliases (restored in the arguments)' },
    'mask-fields': { type: 'string', value: 'pattern,…', description: "with --mask: more preview fields to mask ('*' for any characters)" },
    http: { type: 'string', value: 'port', description: 'serve the streamable HTTP transport on 127.0.0.1:<port> (0: a free port) instead of stdio, with a bearer token written to a file of mode 0600' },
    audit: { type: 'boolean', description: 'print the audit log (one JSON line per tool call) and exit' },
  },
  async run(context, flags) {
    const auditFile = auditFileOf(context.env);
    if (flags['audit']) return { data: { audit: readAudit(auditFile) } };
    const allow = allowedGates(listFlag(flags, 'allow').map((name) => name.toLowerCase()));
    if (flags['mask-fields'] !== undefined && !flags['mask']) throw new UsageError('--mask-fields needs --mask');
    const httpPort = integerFlag(flags, 'http');
    if (httpPort !== undefined && (httpPort < 0 || httpPort > 65535)) throw new UsageError(`--http must be a port, 0 to 65535, got ${httpPort}`);
    const toolSet = stringFlag(flags, 'tools') ?? 'full';
    if (toolSet !== 'full' && toolSet !== 'minimal') throw new UsageError(`--tools must be full or minimal, got '${toolSet}'`);
    const packages = listFlag(flags, 'packages').map((name) => name.toUpperCase());
    if (stringFlag(flags, 'packages') !== undefined && packages.length === 0) throw new UsageError('--packages needs at least one package pattern');
    const [serve, { assistantRunner }] = await Promise.all([context.assistantServer(), import('../assistant-runner.js')]);
    const runner = assistantRunner({ cwd: context.cwd, env: context.env, administration: () => context.administration() });
    await serve(
      {
        ...(context.contextName !== undefined ? { contextName: context.contextName } : {}),
        allow,
        toolSet,
        ...(httpPort !== undefined ? { http: { port: httpPort, tokenFile: httpTokenFileOf(context.env) } } : {}),
        ...(flags['mask'] ? { mask: { fields: [...defaultMaskedFields, ...listFlag(flags, 'mask-fields').map((name) => name.toUpperCase())] } } : {}),
        readOnly: flags['read-only'] === true,
        packages,
        auditFile,
        version: packageVersion(),
        log: (line) => context.stderr.write(`${line}\n`),
      },
      runner,
    );
    return { data: {} };
  },
  renderText: (data) => data.audit ?? '',
};
