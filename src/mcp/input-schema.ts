/**
 * A tool's input JSON schema from its CLI command's flag declarations, and a call's arguments back into that
 * command's argument list. Flags whose placeholder is a count (`<n>`) are integers; the rest keep the CLI's types.
 */
import type { AssistantFlag } from '../protocol/assistant-server.js';
import type { ToolArguments, ToolSpec } from './tools.js';

export interface JsonSchemaObject {
  [key: string]: unknown;
  type: 'object';
  properties: Record<string, { type: string; description: string; default?: unknown }>;
  required?: string[];
  additionalProperties: false;
}

const contextArgument = { type: 'string', description: 'use this context of the contexts file instead of the server\'s (abap_contexts_list names them)' };

export class ToolArgumentError extends Error {}

function isCount(flag: AssistantFlag): boolean {
  return flag.type === 'string' && flag.value === 'n';
}

export function inputSchemaOf(tool: ToolSpec, flags: Record<string, AssistantFlag>): JsonSchemaObject {
  const properties: JsonSchemaObject['properties'] = {};
  for (const name of tool.flags) {
    const flag = flags[name];
    if (!flag) throw new Error(`tool ${tool.name}: ${tool.command} has no flag --${name}`);
    const fallback = tool.defaults?.[name];
    properties[name] = { type: isCount(flag) ? 'integer' : flag.type, description: flag.description, ...(fallback !== undefined ? { default: fallback } : {}) };
  }
  properties['context'] = contextArgument;
  return { type: 'object', properties, ...(tool.required?.length ? { required: [...tool.required] } : {}), additionalProperties: false };
}

/** The command's argument list for a call; a wrong argument is the caller's to correct. */
export function argvOf(tool: ToolSpec, flags: Record<string, AssistantFlag>, args: ToolArguments): string[] {
  const argv = [tool.command, ...(tool.positionals ?? [])];
  for (const name of Object.keys(args)) {
    if (name !== 'context' && !tool.flags.includes(name)) throw new ToolArgumentError(`${tool.name} takes no argument '${name}' (it takes ${[...tool.flags, 'context'].join(', ')})`);
  }
  for (const name of tool.required ?? []) {
    if (args[name] === undefined || args[name] === '') throw new ToolArgumentError(`${tool.name} needs the argument '${name}'`);
  }
  const values: ToolArguments = { ...tool.defaults, ...args };
  for (const [name, value] of Object.entries(values)) {
    if (name === 'context' || value === undefined || value === null) continue;
    const flag = flags[name];
    if (!flag) continue;
    if (flag.type === 'boolean') {
      if (typeof value !== 'boolean') throw new ToolArgumentError(`'${name}' must be true or false`);
      if (value) argv.push(`--${name}`);
    } else if (isCount(flag)) {
      if (typeof value !== 'number' || !Number.isInteger(value)) throw new ToolArgumentError(`'${name}' must be a whole number`);
      argv.push(`--${name}`, String(value));
    } else {
      // a list may come as an array of names (objects: ["A", "B"]): the CLI's comma-separated form
      const text = Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join(',') : value;
      if (typeof text !== 'string') throw new ToolArgumentError(`'${name}' must be text`);
      argv.push(`--${name}=${text}`);
    }
  }
  return argv;
}

export function contextOf(args: ToolArguments): string | undefined {
  const value = args['context'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new ToolArgumentError("'context' must be a context's name");
  return value;
}
