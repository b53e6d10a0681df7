import { dumpFilterWords } from './dump-filters.js';
import type { DeckState } from './types.js';
import { typeFromName } from '../protocol/names.js';

/**
 * The `:` command line, as data: each command has a name, what it takes, a summary (shown in the help
 * overlay and README), what it does, and how its argument completes.
 */
export interface DeckCommand {
  name: string;
  aliases?: string[];
  args: string;
  summary: string;
  run(args: string[], get: () => DeckState): void;
  complete?(prefix: string, state: DeckState): string[];
}

const upper = (args: string[]) => args.join(' ').trim().toUpperCase();

function knownPackages(state: DeckState): string[] {
  return Object.keys(state.tree.nodes).sort();
}

function knownObjects(state: DeckState): string[] {
  const names = new Set<string>(state.source.recent);
  for (const page of Object.values(state.objects.pages)) for (const row of page) names.add(row.NAME);
  return [...names].sort();
}

export const deckCommands: DeckCommand[] = [
  {
    name: 'pkg',
    args: '<package>',
    summary: 'open a package: add it to the tree, select it and list its objects',
    run: (args, get) => {
      const name = upper(args);
      if (!name) return get().connection.notify('usage: :pkg <package>', 'error');
      void get().tree.reveal(name);
    },
    complete: (prefix, state) => knownPackages(state).filter((p) => p.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'obj',
    aliases: ['open'],
    args: '<name> [type]',
    summary: 'open an object in the source pane (type from the object directory when not given)',
    run: (args, get) => {
      const [name, type] = args.map((a) => a.toUpperCase());
      if (!name) return get().connection.notify('usage: :obj <name> [type]', 'error');
      void get().source.show({ name, type: type ?? '' });
      get().ui.open('source');
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'preview',
    aliases: ['data'],
    args: '<table|cds view> [where …]',
    summary: 'preview the rows of a table or CDS view, optionally with a WHERE condition',
    run: (args, get) => {
      const [name, ...where] = args;
      if (!name) return get().connection.notify('usage: :preview <table> [where]', 'error');
      void get().preview.show({ name: name.toUpperCase(), type: '' }, where.join(' '));
      get().ui.open('preview');
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'where',
    aliases: ['whereused'],
    args: '<name> [type]',
    summary: 'where an object is used (code and dictionary objects: tables, data elements …) in pane 9',
    run: (args, get) => {
      const [name, type] = args.map((a) => a.toUpperCase());
      if (!name) return get().connection.notify('usage: :where <name> [type]', 'error');
      void get().whereUsed.show({ name, type: type ?? '' });
      get().ui.open('whereUsed');
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'dbview',
    aliases: ['views'],
    args: '[package | schemas]',
    summary: "a package's HANA views (the tree's package when none is named), or the database's schemas, in pane 8",
    run: (args, get) => {
      const target = (args[0] ?? '').toUpperCase();
      if (target === 'SCHEMAS') void get().dbview.showSchemas();
      else void get().dbview.showViews(target || get().tree.selected);
      get().ui.open('dbview');
    },
    complete: (prefix, state) => ['schemas', ...knownPackages(state)].filter((p) => p.toUpperCase().startsWith(prefix.toUpperCase())),
  },
  {
    name: 'profile',
    args: '',
    summary: 'the profile pane of the last measured run (T then x or u): hit list, call tree, SQL trace',
    run: (_args, get) => get().profile.open(),
  },
  {
    name: 'activate',
    args: '[name …]',
    summary: 'activate inactive objects (default: the selected object), checked together like a pull',
    run: (args, get) => {
      const names = args.length > 0 ? args.map((a) => a.toUpperCase()) : [get().objects.selectedObject()?.NAME].filter((n): n is string => !!n);
      void get().transports.activate(names);
    },
    complete: (prefix, state) => state.transports.inactive.map((key) => key.split(' ')[1]!).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'transports',
    aliases: ['tr'],
    args: '',
    summary: 'open the transports pane: my open requests, their tasks and objects',
    run: (_args, get) => get().ui.open('transports'),
  },
  {
    name: 'dumps',
    aliases: ['dump'],
    args: '[today|yesterday|week|date[..date]] [user=] [program=] [error=]',
    summary: 'list short dumps with filters',
    run: (args, get) => {
      get().dumps.applyFilter(args.join(' '));
      get().ui.open('dumps');
    },
    complete: (prefix) => dumpFilterWords.filter((w) => w.startsWith(prefix.toLowerCase())),
  },
  {
    name: 'replay',
    args: '<file.json>',
    summary: "walk a recording of debug record in the debugger pane, no system needed (n forward, b back, X ends)",
    run: (args, get) => {
      const file = args.join(' ').trim();
      if (!file) return get().connection.notify('usage: :replay <file.json> (a recording of abapdeck debug record)', 'error');
      get().debugger.startReplay(file);
    },
  },
  {
    name: 'run',
    args: '<class|program>',
    summary: 'run a class (class-run interface) or a report and show its output (asks first)',
    run: (args, get) => {
      const name = upper(args);
      if (!name) return get().connection.notify('usage: :run <class|program>', 'error');
      get().drawer.confirmRun({ name, type: typeFromName(name, 'PROG') === 'CLAS' ? 'CLAS' : 'PROG' });
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'unit',
    args: '<class>',
    summary: "run a class's unit tests (results in the drawer)",
    run: (args, get) => {
      const name = upper(args);
      if (!name) return get().connection.notify('usage: :unit <class>', 'error');
      void get().drawer.unit({ name, type: 'CLAS' });
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'coverage',
    args: '<class>',
    summary: "run a class's unit tests with statement coverage (drawer; the source pane marks + reached, - missed)",
    run: (args, get) => {
      const name = upper(args) || (get().source.object?.type === 'CLAS' ? get().source.object!.name : '');
      if (!name) return get().connection.notify('usage: :coverage <class>', 'error');
      void get().drawer.unitCoverage({ name, type: 'CLAS' });
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'syntax',
    aliases: ['check'],
    args: '<name> [type]',
    summary: 'syntax check of an object’s active source (results in the drawer)',
    run: (args, get) => {
      const [name, type] = args.map((a) => a.toUpperCase());
      if (!name) return get().connection.notify('usage: :syntax <name> [type]', 'error');
      void get().drawer.syntax({ name, type: type ?? typeFromName(name, 'PROG') });
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'inspect',
    args: '<name> [type]',
    summary: 'inspect an activated object (results in the drawer)',
    run: (args, get) => {
      const [name, type] = args.map((a) => a.toUpperCase());
      if (!name) return get().connection.notify('usage: :inspect <name> [type]', 'error');
      void get().drawer.inspect({ name, type: type ?? typeFromName(name, 'PROG') });
    },
    complete: (prefix, state) => knownObjects(state).filter((n) => n.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'pull',
    args: '[file …]',
    summary: 'pull the git repository of the working folder into the system, or only the objects of some files (asks first)',
    run: (args, get) => void get().sync.confirmPull(args),
  },
  {
    name: 'undo',
    args: '',
    summary: "undo the last pull of the working folder's repository: shows what it would restore, delete or recreate and asks first",
    run: (_args, get) => void get().sync.confirmUndo(),
  },
  {
    name: 'import',
    args: '[package]',
    summary: 'export a package (default: the one selected in the tree) into the git repository as a background job (asks first)',
    run: (args, get) => void get().sync.confirmImport(args.join('')),
    complete: (prefix, state) => Object.keys(state.tree.nodes).filter((p) => p.startsWith(prefix.toUpperCase())),
  },
  {
    name: 'ctx',
    aliases: ['context'],
    args: '[context]',
    summary: 'list the contexts of the contexts file and switch (j/k, Enter), or switch to one at once',
    run: (args, get) => {
      const name = args.join(' ').trim();
      if (name) void get().connection.switchContext(name);
      else get().connection.listContexts();
    },
    complete: (prefix, state) => state.connection.contextNames().filter((name) => name.startsWith(prefix)),
  },
  {
    name: 'log',
    args: '',
    summary: 'show the HTTP calls made (same as @)',
    run: (_args, get) => get().ui.toggleOverlay('log'),
  },
  {
    name: 'help',
    args: '',
    summary: 'show the keys (same as ?)',
    run: (_args, get) => get().ui.toggleOverlay('help'),
  },
  {
    name: 'q',
    aliases: ['quit'],
    args: '',
    summary: 'quit',
    run: (_args, get) => get().debugger.quitAsking(),
  },
];

function findCommand(name: string): DeckCommand | undefined {
  const lower = name.toLowerCase();
  return deckCommands.find((c) => c.name === lower || c.aliases?.includes(lower));
}

/** Completions of a whole command line: command names first, then the command's argument. */
export function completeCommand(text: string, state: DeckState): string[] {
  const trimmed = text.replace(/^\s+/, '');
  const space = trimmed.indexOf(' ');
  if (space < 0) {
    return deckCommands.flatMap((c) => [c.name, ...(c.aliases ?? [])]).filter((n) => n.startsWith(trimmed.toLowerCase())).map((n) => `${n} `);
  }
  const command = findCommand(trimmed.slice(0, space));
  if (!command?.complete) return [];
  const rest = trimmed.slice(space + 1);
  const words = rest.split(' ');
  const prefix = words.pop() ?? '';
  const head = [trimmed.slice(0, space), ...words].join(' ');
  return command
    .complete(prefix, state)
    .slice(0, 50)
    .map((candidate) => `${head} ${candidate}`);
}

/** What a command takes and does, for the line under `:` as the user types its name: 'coverage <class>: run …'. */
export function commandHint(name: string): string | undefined {
  const command = findCommand(name);
  return command ? `:${[command.name, command.args].filter(Boolean).join(' ')}: ${command.summary}` : undefined;
}

export function runCommand(text: string, get: () => DeckState): void {
  const [name, ...args] = text.trim().split(/\s+/).filter(Boolean);
  if (!name) return;
  const command = findCommand(name);
  if (!command) {
    get().connection.notify(`unknown command ':${name}' (Tab lists the commands)`, 'error');
    return;
  }
  command.run(args, get);
}
