import type { Command } from '../command.js';

export interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<Command<any>>;
}

/**
 * Every CLI command, listed once. Modules load lazily so that one command pays only for what it uses
 * (the CLI must answer in a fraction of a second; Ink and React are never loaded here).
 */
export const commands: CommandEntry[] = [
  { name: 'tree', summary: 'show the package hierarchy with object counts', load: async () => (await import('./tree.js')).tree },
  { name: 'list', summary: 'list the objects of a package', load: async () => (await import('./list.js')).list },
  { name: 'view', summary: 'show the definition and source of objects', load: async () => (await import('./view.js')).view },
  { name: 'preview', summary: 'show rows of tables and CDS views', load: async () => (await import('./preview.js')).preview },
  { name: 'customize', summary: 'write an entry of a customizing table', load: async () => (await import('./customize.js')).customize },
  { name: 'syntax', summary: 'check the syntax of local source files without activating them', load: async () => (await import('./syntax.js')).syntax },
  { name: 'lint', summary: "check local files with abaplint and the repository's abaplint.json (no system needed)", load: async () => (await import('./lint.js')).lint },
  { name: 'inspect', summary: 'inspect active objects with a check variant', load: async () => (await import('./inspect.js')).inspect },
  { name: 'where', summary: 'list where classes, interfaces and programs are used', load: async () => (await import('./where.js')).where },
  { name: 'dbview', summary: 'HANA attribute and calculation views, database schemas and tables', load: async () => (await import('./dbview.js')).dbview },
  { name: 'pull', summary: 'pull objects from git into the system and activate them', load: async () => (await import('./pull.js')).pull },
  { name: 'diff', summary: 'show how git differs from the system, object by object (changes nothing)', load: async () => (await import('./diff.js')).diff },
  { name: 'history', summary: "show the repository link's pulls, imports and undos, or the versions of objects", load: async () => (await import('./history.js')).history },
  { name: 'import', summary: 'export a package into git as a background job', load: async () => (await import('./import.js')).importCommand },
  { name: 'transport', summary: 'list, create, check and release transport requests', load: async () => (await import('./transport.js')).transport },
  { name: 'drop', summary: 'delete one object from the system (the object of a file)', load: async () => (await import('./drop.js')).drop },
  { name: 'inactive', summary: 'list inactive objects with the errors that keep them inactive', load: async () => (await import('./inactive.js')).inactive },
  { name: 'activate', summary: 'activate inactive objects, checked together like a pull', load: async () => (await import('./inactive.js')).activate },
  { name: 'create', summary: 'link a git repository to a package in the system', load: async () => (await import('./create.js')).create },
  { name: 'delete', summary: 'remove the repository link of a git repository', load: async () => (await import('./delete.js')).deleteCommand },
  { name: 'status', summary: 'show whether a git repository is linked in the system', load: async () => (await import('./status.js')).status },
  { name: 'run', summary: 'run a class (IF_OO_ADT_CLASSRUN) or a report and show its output', load: async () => (await import('./run.js')).run },
  { name: 'probe', summary: 'write a throw-away probe class (or report) from a template; run it in the scratch workspace', load: async () => (await import('./probe.js')).probe },
  { name: 'unit', summary: 'run the ABAP unit tests of classes in the system', load: async () => (await import('./unit.js')).unit },
  { name: 'dump', summary: 'list short dumps, or show one in detail', load: async () => (await import('./dump.js')).dump },
  { name: 'debug', summary: 'set breakpoints and debug a running program (REPL, or a background session for scripts)', load: async () => (await import('./debug.js')).debug },
  { name: 'serve', summary: 'run the embedded system\'s HTTP service', load: async () => (await import('./serve.js')).serve },
  { name: 'user', summary: 'manage users of an embedded system\'s data folder', load: async () => (await import('./user.js')).user },
  { name: 'health', summary: 'check that the system answers (and which one)', load: async () => (await import('./health.js')).health },
];

export function findCommand(name: string): CommandEntry | undefined {
  return commands.find((c) => c.name === name);
}
