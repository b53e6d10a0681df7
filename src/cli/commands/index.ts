import type { Command } from '../command.js';
import { commandDescriptions, type CommandDescription, type CommandName } from './descriptions.js';

export interface CommandEntry extends CommandDescription {
  load: () => Promise<Command<any>>;
}

/**
 * Every command's module, loaded lazily so that one command pays only for what it uses (the CLI must answer in
 * a fraction of a second; Ink and React are never loaded here). What each command says about itself is in
 * descriptions.ts, so the general help loads none of them.
 */
const loaders: Record<CommandName, CommandEntry['load']> = {
  tree: async () => (await import('./tree.js')).tree,
  list: async () => (await import('./list.js')).list,
  view: async () => (await import('./view.js')).view,
  preview: async () => (await import('./preview.js')).preview,
  customize: async () => (await import('./customize.js')).customize,
  syntax: async () => (await import('./syntax.js')).syntax,
  lint: async () => (await import('./lint.js')).lint,
  inspect: async () => (await import('./inspect.js')).inspect,
  where: async () => (await import('./where.js')).where,
  dbview: async () => (await import('./dbview.js')).dbview,
  pull: async () => (await import('./pull.js')).pull,
  diff: async () => (await import('./diff.js')).diff,
  history: async () => (await import('./history.js')).history,
  import: async () => (await import('./import.js')).importCommand,
  transport: async () => (await import('./transport.js')).transport,
  drop: async () => (await import('./drop.js')).drop,
  inactive: async () => (await import('./inactive.js')).inactive,
  activate: async () => (await import('./inactive.js')).activate,
  create: async () => (await import('./create.js')).create,
  delete: async () => (await import('./delete.js')).deleteCommand,
  status: async () => (await import('./status.js')).status,
  run: async () => (await import('./run.js')).run,
  probe: async () => (await import('./probe.js')).probe,
  unit: async () => (await import('./unit.js')).unit,
  dump: async () => (await import('./dump.js')).dump,
  trace: async () => (await import('./trace.js')).trace,
  debug: async () => (await import('./debug.js')).debug,
  serve: async () => (await import('./serve.js')).serve,
  user: async () => (await import('./user.js')).user,
  health: async () => (await import('./health.js')).health,
  kernel: async () => (await import('./kernel.js')).kernel,
  ctx: async () => (await import('./ctx.js')).ctx,
  mcp: async () => (await import('./mcp.js')).mcp,
  lsp: async () => (await import('./lsp.js')).lsp,
  dap: async () => (await import('./dap.js')).dap,
};

/** Every CLI command, in the order of the general help and the README's command table. */
export const commands: CommandEntry[] = commandDescriptions.map((description) => ({ ...description, load: loaders[description.name] }));

export function findCommand(name: string): CommandEntry | undefined {
  return commands.find((c) => c.name === name);
}
