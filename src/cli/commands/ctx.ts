import type { Command } from '../command.js';
import { jsonFlag } from '../command.js';
import { CliError, exitCodes, UsageError } from '../errors.js';
import { actionProblem } from '../did-you-mean.js';
import { ConfigError } from '../../workspace/credentials.js';
import { contextTargetText, readContexts, setCurrentContext, UnknownContextError, type ContextsConfig } from '../../workspace/contexts.js';
import { activeChoice, type ActiveChoice } from '../../workspace/connection.js';
import type { ContextsAnswer } from '../../protocol/assistant-answers.js';

interface ContextRow {
  name: string;
  target: string;
  kind: 'embedded' | 'credentials' | 'inline';
  readOnly: boolean;
  production: boolean;
  current: boolean;
  description?: string;
}

export interface CtxData {
  action: 'list' | 'use';
  file: string;
  exists: boolean;
  current: string | null;
  /** What a command in this folder uses, and why. */
  active: ActiveChoice;
  contexts: ContextRow[];
}

function rowsOf(config: ContextsConfig): ContextRow[] {
  return config.contexts.map((entry) => ({
    name: entry.name,
    target: contextTargetText(entry),
    kind: entry.target.kind,
    readOnly: entry.readOnly,
    production: entry.production,
    current: entry.name === config.current,
    ...(entry.description ? { description: entry.description } : {}),
  }));
}

function activeText(active: ActiveChoice): string {
  switch (active.kind) {
    case 'context':
      return `context '${active.name}' (${active.why === 'flag' ? '--context' : active.why === 'environment' ? 'ABAPDECK_CONTEXT' : 'the current context'})`;
    case 'working-folder':
      return "the working folder's .abapGitAgent (it wins over the current context; --context picks one)";
    case 'environment':
      return 'the ABAP_* environment (it wins over the current context; --context picks one)';
    default:
      return 'the embedded demo system (no context is current)';
  }
}

function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof UnknownContextError) throw new UsageError(error.message);
    if (error instanceof ConfigError) throw new CliError(error.message, exitCodes.usage);
    throw error;
  }
}

export const ctx: Command<CtxData> = {
  name: 'ctx',
  examples: [
    { line: 'abapdeck ctx', does: 'the contexts, the current one, and which system a command here uses' },
    { line: 'abapdeck ctx use qas', does: 'make qas the current context' },
  ],
  flags: { json: jsonFlag },
  positionals: true,
  async run(context, _flags, positionals) {
    const [action = 'list', ...rest] = positionals;
    if (action !== 'list' && action !== 'use') throw new UsageError(actionProblem(action, ['list', 'use']));
    let config: ContextsConfig;
    if (action === 'use') {
      const [name, extra] = rest;
      if (!name) throw new UsageError('ctx use needs a context name');
      if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}' for ctx use`);
      config = guard(() => setCurrentContext(context.env, name));
    } else {
      if (rest.length > 0) throw new UsageError(`unexpected argument '${rest[0]}' for ctx list`);
      config = guard(() => readContexts(context.env));
    }
    const active = guard(() => activeChoice(context.cwd, context.env, context.contextName));
    const data: CtxData = { action, file: config.file, exists: config.exists, current: config.current ?? null, active, contexts: rowsOf(config) };
    // the shape MCP's abap_contexts_list lists as its output schema
    return { data: data satisfies ContextsAnswer };
  },
  renderText(data) {
    if (data.action === 'use') {
      const overridden = data.active.kind === 'context' && data.active.name === data.current ? '' : `\nIn this folder commands still use ${activeText(data.active)}.`;
      return `Switched to context '${data.current}'.${overridden}\n`;
    }
    if (!data.exists) {
      return [
        `No contexts file (${data.file}).`,
        'Name your systems there to switch between them with --context, ctx use or :ctx in the TUI (see docs/CONTEXTS.md), for example:',
        '  { "current": "demo", "contexts": { "demo": { "embedded": true }, "qas": { "credentials": "~/qas.abapGitAgent", "readOnly": true } } }',
        `Commands here use ${activeText(data.active)}.`,
        '',
      ].join('\n');
    }
    const nameWidth = Math.max(4, ...data.contexts.map((c) => c.name.length));
    const targetWidth = Math.max(6, ...data.contexts.map((c) => c.target.length));
    const marks = (c: ContextRow) => [c.readOnly ? 'read-only' : '', c.production ? 'production' : ''].filter(Boolean).join(', ');
    const lines = [
      `CURRENT  ${'NAME'.padEnd(nameWidth)}  ${'TARGET'.padEnd(targetWidth)}  MARKS`,
      ...data.contexts.map((c) => `${(c.current ? '*' : '').padEnd(7)}  ${c.name.padEnd(nameWidth)}  ${c.target.padEnd(targetWidth)}  ${marks(c)}`.trimEnd()),
    ];
    if (data.contexts.length === 0) lines.push(`(no contexts in ${data.file})`);
    lines.push('', `Commands here use ${activeText(data.active)}.`, '');
    return lines.join('\n');
  },
};
