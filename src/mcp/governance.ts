/**
 * What the server allows an assistant before a call reaches the command: the whole server's --read-only, the
 * package allow-list (--packages: objects outside refused, reads included), and which confirmations --allow
 * granted. The contexts' own read-only rule is the CLI's and is applied by the runner. Refusals are data: the
 * text the assistant is shown.
 */
import { objectFromFileName } from '../protocol/filenames.js';
import { keysToLower } from '../protocol/keys.js';
import type { CommandRunner } from '../protocol/assistant-server.js';
import type { ToolArguments, ToolSpec } from './tools.js';

export function packageAllowed(pkg: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true;
  const name = pkg.toUpperCase();
  return patterns.some((pattern) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(name));
}

export function readOnlyRefusal(tool: ToolSpec, args: ToolArguments): string | undefined {
  return tool.writes?.(args) ? `${tool.name} is refused: this abapdeck mcp server is read-only (--read-only); it changes the system or runs code on it.` : undefined;
}

/** The commands whose call without named objects or a package means a whole repository or every package. */
const wholeScope = new Set(['pull', 'import', 'diff', 'kernel']);

/** The objects and packages a call names: object names from objects/class/program and from file names. */
export function scopeOf(args: ToolArguments): { objects: string[]; packages: string[] } {
  const list = (value: unknown): string[] =>
    (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []).map((item) => item.trim()).filter((item) => item !== '');
  const objects = [...list(args['objects']), ...list(args['class']), ...list(args['program'])].map((name) => name.toUpperCase());
  for (const file of list(args['files'])) {
    const object = objectFromFileName(file);
    if (object) objects.push(object.name);
  }
  return { objects: [...new Set(objects)], packages: list(args['package']).map((name) => name.toUpperCase()) };
}

/**
 * The package allow-list's refusal of a call, if any. An object's package is read from the system (`view`: its
 * description ends "in <package>"); an object the system does not hold is outside every package.
 */
export async function packageRefusal(tool: ToolSpec, args: ToolArguments, patterns: readonly string[], runner: CommandRunner, contextName?: string): Promise<string | undefined> {
  if (patterns.length === 0) return undefined;
  const allowed = patterns.join(', ');
  const { objects, packages } = scopeOf(args);
  for (const pkg of packages) {
    if (!packageAllowed(pkg, patterns)) return `${tool.name} is refused: package ${pkg} is outside the packages this server may touch (${allowed}).`;
  }
  if (objects.length === 0 && packages.length === 0 && wholeScope.has(tool.command)) {
    return `${tool.name} is refused: without files, objects or a package it would cover more than the packages this server may touch (${allowed}); name them.`;
  }
  if (objects.length === 0) return undefined;
  const answer = await runner.run(['view', `--objects=${objects.join(',')}`], contextName);
  // the view's answer as the system spelt it (either key spelling)
  const found = (keysToLower(answer.json) as { objects?: Array<{ name: string; description: string; not_found: boolean }> } | null)?.objects ?? [];
  for (const name of objects) {
    const object = found.find((candidate) => candidate.name.toUpperCase() === name);
    const pkg = object && !object.not_found ? / in (\S+)$/.exec(object.description)?.[1] : undefined;
    if (!pkg) return `${tool.name} is refused: ${name} is not an object of the packages this server may touch (${allowed}).`;
    if (!packageAllowed(pkg, patterns)) return `${tool.name} is refused: ${name} is in package ${pkg}, outside the packages this server may touch (${allowed}).`;
  }
  return undefined;
}
