/**
 * `abapdeck mcp`: an MCP server over stdio on the official SDK. Each tool is a CLI command run in this process
 * through the runner the CLI hands over (src/protocol/assistant-server.ts): its structured content is what
 * `--json` prints, its text the command's own rendering, shortened. Before a call runs, governance decides:
 * --read-only, the package allow-list, and for code that runs or changes the system the user's confirmation
 * (elicitation) unless --allow granted it. Every call is written to the audit log. Failures are tool errors
 * with the system's message and the exit code's meaning; the server itself keeps running.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type CallToolResult,
  type LoggingLevel,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { AssistantFlag, AssistantServerOptions, CommandRunner } from '../protocol/assistant-server.js';
import { appendAudit, type AuditOutcome } from './audit.js';
import { packageRefusal, readOnlyRefusal } from './governance.js';
import { argvOf, contextOf, inputSchemaOf, ToolArgumentError } from './input-schema.js';
import { Masker } from './masking.js';
import { outputSchemaOf } from './output-schemas.js';
import { toolResult } from './tool-result.js';
import { DebugRuns, programEnded } from './debug-run.js';
import { dumpTemplate, listDumpResources, objectSourceTemplate, parseDumpUri, parseObjectUri, readDump, readObjectSource, ResourceError, SourceWatch } from './resources.js';
import { findIntent, findTool, intentSchemaOf, intentTools, tools, type Gate, type ToolArguments, type ToolSpec } from './tools.js';

/** How often subscribed sources are read again. */
const watchSeconds = 5;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A command's flags, read once (reading them loads the command's module). */
function flagReader(runner: CommandRunner): (command: string) => Promise<Record<string, AssistantFlag>> {
  const known = new Map<string, Promise<Record<string, AssistantFlag>>>();
  return (command) => {
    let flags = known.get(command);
    if (!flags) known.set(command, (flags = runner.flagsOf(command)));
    return flags;
  };
}

/** The tools as listed to the client, schemas built from the CLI's flags. */
export async function listedTools(flagsOf: (command: string) => Promise<Record<string, AssistantFlag>>): Promise<Tool[]> {
  return Promise.all(
    tools.map(async (tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: inputSchemaOf(tool, await flagsOf(tool.command)),
      outputSchema: outputSchemaOf(tool.name)!,
      annotations: { title: tool.title, ...tool.annotations },
    })),
  );
}

/**
 * The SDK's validator (Ajv, for the answers of elicitation), made at its first use: making it is ~25 ms of the
 * server's start, and most sessions never ask the user.
 */
function lazyValidator(): jsonSchemaValidator {
  let ajv: AjvJsonSchemaValidator | undefined;
  return { getValidator: (schema) => (ajv ??= new AjvJsonSchemaValidator()).getValidator(schema) };
}

function refusal(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

export async function serveMcp(options: AssistantServerOptions, runner: CommandRunner): Promise<number> {
  // the tools' list is made at the first tools/list, not at start: it reads every command's flags (their modules)
  const flagsOf = flagReader(runner);
  let listing: Promise<Tool[]> | undefined;
  const validator = lazyValidator();
  const viewTool = findTool('abap_object_view')!;
  const masker = options.mask ? new Masker(options.mask.fields) : undefined;
  const debugRuns = new DebugRuns(runner);
  // one call at a time: the agent's session is shared, and a confirmation waits for the user
  let queue: Promise<unknown> = Promise.resolve();
  /** One MCP server: over stdio the only one, over HTTP one per session (all on the same runner, queue and aliases). */
  function sessionServer(): Server {
    const server = new Server(
      { name: 'abapdeck', version: options.version },
      {
        capabilities: { tools: { listChanged: false }, resources: { subscribe: true, listChanged: false }, logging: {} },
        jsonSchemaValidator: validator,
        instructions:
          'abapdeck: ABAP development on a system (the embedded one by default). Read tools are free; running code, pulling, importing, ' +
          'dropping, activating and releasing ask the user first.' +
          (options.readOnly ? ' This server is read-only.' : '') +
          (options.packages.length ? ` Only objects of the packages ${options.packages.join(', ')} may be touched.` : ''),
      },
    );

    /** A note to the client's log (the client's logging/setLevel filters it). */
    const log = (level: LoggingLevel, data: string) => void server.sendLoggingMessage({ level, logger: 'abapdeck', data }).catch(() => undefined);
    /** One thing at a time on the shared agent: tool calls, resource reads and the subscriptions' checks. */
    const queued = <T>(work: () => Promise<T>): Promise<T> => {
      const next = queue.then(work);
      queue = next.catch(() => undefined);
      return next;
    };
    const watch = new SourceWatch(
      async (uri) => readObjectSource(runner, parseObjectUri(uri), options.contextName),
      async (uri) => {
        log('info', `changed: ${uri}`);
        await server.sendResourceUpdated({ uri });
      },
    );
    const checkSubscriptions = () => (watch.size > 0 ? queued(() => watch.check()).catch((error) => log('warning', `subscriptions not checked: ${messageOf(error)}`)) : Promise.resolve());
    // subscribed sources change with pulls made anywhere (the CLI, the TUI, another assistant): look every few seconds
    const ticker = setInterval(() => void checkSubscriptions(), watchSeconds * 1000);
    ticker.unref();
    server.onclose = () => clearInterval(ticker);

    async function confirmed(tool: ToolSpec, gate: Gate, argv: string[]): Promise<{ ok: true } | { ok: false; outcome: AuditOutcome; text: string }> {
      if (options.allow.includes(gate)) return { ok: true };
      if (!server.getClientCapabilities()?.elicitation) {
        return {
          ok: false,
          outcome: 'refused',
          text: `${tool.name} is refused: it needs the user's confirmation (${gate}) and this client cannot ask for it (no elicitation). Ask the user to run it, or to start abapdeck mcp with --allow ${gate}.`,
        };
      }
      const answer = await server.elicitInput({
        message: `The assistant asks to ${tool.title.toLowerCase()}: abapdeck ${argv.join(' ')}. Allow it?`,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Allow', description: `allow this ${gate}` } }, required: ['confirm'] },
      });
      if (answer.action === 'accept' && answer.content?.['confirm'] === true) return { ok: true };
      return { ok: false, outcome: 'declined', text: `${tool.name} was not run: the user declined (${answer.action === 'accept' ? 'not confirmed' : answer.action}).` };
    }

    async function call(name: string, args: ToolArguments): Promise<CallToolResult> {
      const started = performance.now();
      let contextName = options.contextName;
      const audit = (outcome: AuditOutcome, extra: { exitCode?: number; message?: string } = {}) =>
        appendAudit(options.auditFile, {
          time: new Date().toISOString(),
          context: contextName ?? '(default)',
          tool: name,
          arguments: args,
          outcome,
          ...extra,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        });
      const tool = findTool(name);
      if (!tool) {
        audit('error', { message: 'unknown tool' });
        return refusal(`unknown tool '${name}'`);
      }
      try {
        contextName = contextOf(args) ?? options.contextName;
        // the aliases of masked values the assistant names (a WHERE clause) are the values again; the log keeps the aliases
        const given = masker ? masker.unmaskArguments(args) : args;
        const argv = argvOf(tool, await flagsOf(tool.command), given);
        // what the call means with the tool's defaults (a pull without dry-run is a preview)
        const effective: ToolArguments = { ...tool.defaults, ...given };
        const refused = (options.readOnly ? readOnlyRefusal(tool, effective) : undefined) ?? (await packageRefusal(tool, given, options.packages, runner, contextName));
        if (refused) {
          audit('refused', { message: refused });
          log('notice', refused);
          return refusal(refused);
        }
        const gate = tool.gate?.(effective);
        if (gate) {
          const decision = await confirmed(tool, gate, argv);
          if (!decision.ok) {
            audit(decision.outcome, { message: decision.text });
            return refusal(decision.text);
          }
        }
        let answer = tool.underDebugger ? await debugRuns.start(argv, contextName) : await runner.run(argv, contextName);
        if (tool.writes?.(effective) && answer.exitCode === 0) void checkSubscriptions();
        // the program a debugger call saw end: its run's answer (output, or the failure) goes with this one
        if (tool.command === 'debug' && programEnded(answer.json)) {
          const run = await debugRuns.endedRun(5000);
          if (run) answer = { ...answer, json: { ...(answer.json as object), run: run.json }, text: `${answer.text}\n${run.text}` };
        }
        const outcome: AuditOutcome = answer.exitCode === 0 ? 'ok' : answer.exitCode === 4 ? 'refused' : 'failed';
        const result = toolResult(tool.name, answer, masker);
        if (result.unread) log('warning', `${name}: ${result.unread}`);
        audit(outcome, { exitCode: answer.exitCode, ...(answer.error ? { message: answer.error } : result.unread ? { message: result.unread } : {}) });
        return result.result;
      } catch (error) {
        const message = messageOf(error);
        audit('error', { message });
        log('error', `${name}: ${message}`);
        return refusal(error instanceof ToolArgumentError ? message : `${name} failed: ${message}`);
      }
    }

    const minimal: Tool[] = intentTools.map((intent) => ({
      name: intent.name,
      title: intent.title,
      description: intent.description,
      inputSchema: intentSchemaOf(intent),
      annotations: { title: intent.title, ...intent.annotations },
    }));
    /** With --tools minimal, an intent's call is the call of the tool it names. */
    async function callListed(name: string, args: ToolArguments): Promise<CallToolResult> {
      if (options.toolSet === 'full') return call(name, args);
      const intent = findIntent(name);
      if (!intent) return refusal(`unknown tool '${name}' (this server offers ${intentTools.map((i) => i.name).join(', ')})`);
      const action = args['action'];
      if (typeof action !== 'string' || !intent.actions.includes(action)) return refusal(`${name} needs an action, one of ${intent.actions.join(', ')}`);
      const inner = args['arguments'] ?? {};
      if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return refusal(`${name}: 'arguments' must be an object`);
      return call(action, inner as ToolArguments);
    }
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: options.toolSet === 'minimal' ? minimal : await (listing ??= listedTools(flagsOf)) }));
    server.setRequestHandler(CallToolRequestSchema, (request) => queued(() => callListed(request.params.name, (request.params.arguments ?? {}) as ToolArguments)));

    // the newest short dumps; object sources are too many to list: the template names them
    server.setRequestHandler(ListResourcesRequestSchema, () =>
      queued(async () => {
        try {
          return { resources: await listDumpResources(runner, options.contextName) };
        } catch (error) {
          throw new McpError(ErrorCode.InternalError, messageOf(error));
        }
      }),
    );
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: [objectSourceTemplate, dumpTemplate] }));
    server.setRequestHandler(ReadResourceRequestSchema, (request) => queued(() => readResource(request.params.uri)));
    server.setRequestHandler(SubscribeRequestSchema, (request) =>
      queued(async () => {
        try {
          await watch.subscribe(request.params.uri);
          return {};
        } catch (error) {
          throw new McpError(error instanceof ResourceError ? ErrorCode.InvalidParams : ErrorCode.InternalError, messageOf(error));
        }
      }),
    );
    server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
      watch.unsubscribe(request.params.uri);
      return {};
    });

    /** An object's source; the package allow-list applies as to a tool's objects, and the read is audited. */
    async function readResource(uri: string) {
      const started = performance.now();
      let outcome: AuditOutcome = 'ok';
      let message: string | undefined;
      let contextName = options.contextName;
      try {
        const dump = parseDumpUri(uri);
        if (dump) {
          contextName = dump.context ?? options.contextName;
          const detail = await readDump(runner, dump, options.contextName);
          // a dump's variables hold the data the run saw: masked as the dump tools' answers are
          const shown = masker ? masker.maskAnswer(detail) : detail;
          return { contents: [{ uri, mimeType: dumpTemplate.mimeType, text: JSON.stringify(shown, null, 1) }] };
        }
        const address = parseObjectUri(uri);
        contextName = address.context ?? options.contextName;
        const refused = await packageRefusal(viewTool, { objects: address.name }, options.packages, runner, address.context ?? options.contextName);
        if (refused) {
          outcome = 'refused';
          throw new ResourceError(refused);
        }
        return { contents: [{ uri, mimeType: 'text/plain', text: await readObjectSource(runner, address, options.contextName) }] };
      } catch (error) {
        if (outcome === 'ok') outcome = 'failed';
        message = messageOf(error);
        throw new McpError(error instanceof ResourceError ? ErrorCode.InvalidParams : ErrorCode.InternalError, message);
      } finally {
        appendAudit(options.auditFile, {
          time: new Date().toISOString(),
          context: contextName ?? '(default)',
          tool: 'resources/read',
          arguments: { uri },
          outcome,
          ...(message ? { message } : {}),
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    }
    return server;
  }

  const toolCount = options.toolSet === 'minimal' ? intentTools.length : tools.length;
  // the HTTP transport (with its web server) is loaded for --http alone
  if (options.http) return (await import('./http.js')).serveHttp(options, options.http, sessionServer, toolCount);
  const server = sessionServer();
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => void server.close().finally(resolve));
  });
  await server.connect(transport);
  options.log(`abapdeck mcp: serving ${toolCount} tools over stdio`);
  await closed;
  return 0;
}
