/**
 * What the MCP face (src/mcp) needs of the command line to answer an assistant: a CLI command run in-process,
 * answered as `--json` would print it. Types only: the CLI builds the runner (src/cli/assistant-runner.ts) and
 * hands it to the MCP server the entry loads, so neither face imports the other and every tool's answer is the
 * CLI's own.
 */

/** The confirmations `abapdeck mcp --allow` may grant at start; otherwise the user is asked (elicitation). */
export const assistantGates = ['run', 'pull', 'import', 'drop', 'activate', 'release'] as const;
export type Gate = (typeof assistantGates)[number];

/** The preview fields --mask masks by default: names, e-mail addresses, IBANs, phone numbers. */
export const defaultMaskedFields = ['*NAME*', '*MAIL*', '*IBAN*', '*PHONE*'];

/** A command's flag as the CLI declares it (src/cli/command.ts FlagSpec). */
export interface AssistantFlag {
  type: 'string' | 'boolean';
  description: string;
  value?: string;
}

/** One command run: the `--json` answer, its exit code (DESIGN: 0 ok, 1 failed, 2 usage, 3 connection, 4 refused). */
export interface CommandAnswer {
  exitCode: number;
  /** What `abapdeck <command> --json` prints, parsed (`{success: false, error}` on a failure). */
  json: unknown;
  /** The command's text rendering, or the error's message. */
  text: string;
  /** The error's message when the command failed before answering. */
  error?: string;
}

export interface CommandRunner {
  /** The flags a CLI command takes (the tools' arguments are named after them). */
  flagsOf(command: string): Promise<Record<string, AssistantFlag>>;
  /** Runs `abapdeck [--context NAME] <argv>` in this process, without printing. */
  run(argv: string[], contextName?: string): Promise<CommandAnswer>;
}

export interface AssistantServerOptions {
  /** --context: the context every call uses unless a tool call names its own. */
  contextName?: string;
  /** --allow: the confirmations granted at start (run, pull, import, drop, activate, release). */
  allow: Gate[];
  /** --tools: every tool, or a few intent-level ones (minimal) for clients with small context windows. */
  toolSet: 'full' | 'minimal';
  /** --mask: personal data replaced by aliases (fields: the preview fields' name patterns, the defaults and --mask-fields). */
  mask?: { fields: string[] };
  /** --read-only: refuse every tool that changes the system or runs code. */
  readOnly: boolean;
  /** --packages: the package patterns objects must belong to (empty: any). */
  packages: string[];
  /** --http: the streamable HTTP transport on 127.0.0.1 instead of stdio (port 0: any free one), with a bearer token. */
  http?: { port: number; tokenFile: string };
  /** Where the audit log is written (JSON lines, mode 0600). */
  auditFile: string;
  version: string;
  /** Said on stderr (stdout is the protocol's). */
  log: (line: string) => void;
}

/** The MCP face's server (src/mcp/server.ts serveMcp), which the entry hands to the CLI's `mcp` command. */
export type AssistantServe = (options: AssistantServerOptions, runner: CommandRunner) => Promise<number>;
