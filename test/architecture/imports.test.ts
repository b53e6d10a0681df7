/**
 * The dependency rule of docs/ARCHITECTURE.md, checked on the code: screens → store → client → protocol;
 * cli → workspace/client/debug → protocol (workspace → client for the local pull preview); tui →
 * workspace/store; server → system → protocol; nothing points back, and no module but the entry imports more
 * than one face (cli, tui with its screens, server).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'abap' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The area of a file: `screens`, or the folder under src (`cli`, `system` …), or `entry`. */
function areaOf(file: string): string {
  const path = relative(root, file).split('\\').join('/');
  if (path.startsWith('screens/')) return 'screens';
  if (path === 'src/entry.ts') return 'entry';
  // the package's version, read by every face
  if (path === 'src/version.ts') return 'version';
  const match = /^src\/([^/]+)\//.exec(path);
  return match ? match[1]! : path;
}

/** Every project module a file imports, statically, as a type, or lazily. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    targets.push(resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts')));
  }
  return targets;
}

const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'screens'))];
const posix = (path: string) => relative(root, path).split('\\').join('/');
const edges = files.flatMap((file) =>
  importsOf(file).map((target) => ({ from: posix(file), to: posix(target), fromArea: areaOf(file), toArea: areaOf(target) })),
);

/** What each area may import besides itself. */
const allowed: Record<string, readonly string[]> = {
  protocol: [],
  system: ['protocol'],
  server: ['system', 'protocol'],
  client: ['protocol'],
  // the working folder's pull preview asks the system for its active sources
  workspace: ['client', 'protocol'],
  debug: ['client', 'protocol', 'workspace'],
  cli: ['workspace', 'client', 'debug', 'protocol', 'ui'],
  store: ['client', 'protocol', 'workspace', 'debug'],
  screens: ['store', 'protocol', 'ui'],
  tui: ['workspace', 'store', 'screens', 'protocol', 'client'],
  ui: ['protocol'],
  // the assistants' face (MCP): like the CLI it sits on the workspace, the client and the protocol; the CLI's
  // commands reach it only as a runner the CLI hands over (src/protocol/assistant-server.ts)
  mcp: ['workspace', 'client', 'debug', 'protocol'],
  // the editors' face (LSP): on the workspace, the client and the protocol; the CLI reaches it through the entry
  lsp: ['workspace', 'client', 'debug', 'protocol'],
  // the editors' debug adapter (DAP): on the client's debug session like the CLI's debug command
  dap: ['workspace', 'client', 'debug', 'protocol'],
  // the loader of the bundled libraries (package.json "imports"), reached only through those import names
  vendor: [],
};
const faces: Record<string, string> = { cli: 'cli', tui: 'tui', screens: 'tui', server: 'server', mcp: 'mcp', lsp: 'lsp', dap: 'dap' };

describe('the dependency rule', () => {
  it.each(Object.keys(allowed))('%s imports only what it may', (area) => {
    const breaking = edges
      .filter((edge) => edge.fromArea === area && edge.toArea !== area && !allowed[area]!.includes(edge.toArea) && edge.toArea !== 'version')
      .map((edge) => `${edge.from} → ${edge.toArea}`);
    expect(breaking).toEqual([]);
  });

  it('leaves importing more than one face to the entry', () => {
    const facesOf = new Map<string, Set<string>>();
    for (const edge of edges) {
      const face = faces[edge.toArea];
      if (!face || edge.fromArea === 'entry') continue;
      const own = faces[edge.fromArea];
      const set = facesOf.get(edge.from) ?? new Set(own ? [own] : []);
      set.add(face);
      facesOf.set(edge.from, set);
    }
    expect([...facesOf].filter(([, set]) => set.size > 1).map(([file, set]) => `${file}: ${[...set].join(', ')}`)).toEqual([]);
  });

  it('knows every area of the code', () => {
    const areas = new Set(files.map(areaOf).filter((area) => area !== 'entry' && area !== 'version'));
    expect([...areas].filter((area) => !(area in allowed))).toEqual([]);
  });
});

/** The debugger's one wing: the engine runs in the service, the agent in each work process (issue 34). */
describe('the debugger wing', () => {
  const execution = 'src/system/execution/';
  const wing = 'src/system/debugger/';
  const agent = 'src/system/debugger/agent/';
  const engine = 'src/system/debugger/engine/';

  it('execution never imports the debugger', () => {
    expect(edges.filter((edge) => edge.from.startsWith(execution) && edge.to.startsWith(wing)).map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });

  it('the agent is imported only by the engine', () => {
    const breaking = edges
      .filter((edge) => edge.to.startsWith(agent) && !edge.from.startsWith(agent) && !edge.from.startsWith(engine))
      .map((edge) => `${edge.from} → ${edge.to}`);
    expect(breaking).toEqual([]);
  });

  it('the agent is named by its module path only in the engine', () => {
    // the engine hands the agent's compiled path to the work processes (ExecutionOptions.agentModule)
    const namesAgent = (file: string) => /['"`][^'"`\n]*debug-agent[^'"`\n]*['"`]/.test(readFileSync(file, 'utf8'));
    const naming = files.filter((file) => !posix(file).startsWith(agent) && namesAgent(file)).map(posix);
    expect(naming.filter((file) => !file.startsWith(engine))).toEqual([]);
    expect(naming.length).toBeGreaterThan(0);
  });
});
