// TUI benchmark, production build (NODE_ENV=production before React loads, dist/ compiled code):
//  - keypress to frame: the cursor moving through a 10,000-object list (pages from a real service), and a
//    500×40 preview grid scrolled by rows and by columns (rows put into the store: the grid's render cost);
//  - start to first full frame of the real binary in a pseudo-terminal, against a warm server;
//  - RSS at the start and end of scripted navigation (ABAPDECK_BENCH_NAV_SECONDS, default 60; the issue's
//    figure is 600).
// Prints figures; never passes or fails on time.
import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { report } from './stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const password = 'bench-secret';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A terminal for Ink in this process: stdout records when each frame is written, stdin takes keys. */
class FakeStdout extends EventEmitter {
  isTTY = true;
  columns = 120;
  rows = 40;
  frames = 0;
  last = '';
  waiters = [];
  write(chunk) {
    this.frames++;
    this.last = String(chunk);
    // Ink brackets a frame with synchronized-update markers: the frame is the long write between them.
    if (this.last.length < 32) return true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(performance.now());
    return true;
  }
  nextFrame() {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
  hasColors() {
    return true;
  }
  getColorDepth() {
    return 8;
  }
}

class FakeStdin extends EventEmitter {
  isTTY = true;
  data = null;
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
  read = () => {
    const data = this.data;
    this.data = null;
    return data;
  };
  write(data) {
    this.data = data;
    this.emit('readable');
  }
}

/**
 * The system is prepared and served by child processes (the demo content plus a package of 10,000
 * objects), so that this process holds only what the TUI holds and its RSS says something.
 */
async function prepareSystem(dataDir) {
  const code = `
    const { EmbeddedSystem } = await import(${JSON.stringify(join(root, 'dist/src/system/system.js'))});
    const { demoSeed } = await import(${JSON.stringify(join(root, 'dist/src/system/seed.js'))});
    const system = EmbeddedSystem.open({ dataDir: ${JSON.stringify(dataDir)}, seed: demoSeed, initialPasswords: { DEVELOPER: ${JSON.stringify(password)} } });
    system.db.transaction(() => {
      system.packages.save({ name: 'ZBIG', parent: '', description: '10,000 objects', softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
      for (let i = 0; i < 10000; i++) {
        system.objects.save({ type: i % 3 === 0 ? 'INTF' : 'CLAS', name: 'ZCL_BENCH_' + String(i).padStart(5, '0'), description: '', metadata: {}, sources: {} }, 'ZBIG', 'A', 'DEVELOPER');
      }
    })();
    system.close();`;
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(`preparing the system failed (${status})`))));
  });
}

async function serve(dataDir) {
  const child = spawn(process.execPath, [join(root, 'bin', 'abapdeck'), 'serve', '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`abapdeck serve ended: ${output}`)));
  });
  return { url, close: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** Presses a key and answers the milliseconds until the next frame is written. */
async function press(stdin, stdout, key) {
  const frame = stdout.nextFrame();
  const started = performance.now();
  stdin.write(key);
  const written = await Promise.race([frame, sleep(2000).then(() => NaN)]);
  return written - started;
}

/** Keys spaced as a fast typist's (more than Ink's 60 fps frame interval apart); also CPU per key. */
async function pressMany(stdin, stdout, keys, gapMillis = 25) {
  const samples = [];
  let cpu = 0;
  for (const key of keys) {
    const before = process.cpuUsage();
    samples.push(await press(stdin, stdout, key));
    const used = process.cpuUsage(before);
    cpu += (used.user + used.system) / 1000;
    await sleep(gapMillis);
  }
  const finite = samples.filter((s) => Number.isFinite(s));
  finite.cpuPerKey = cpu / keys.length;
  return finite;
}

function reportKeys(label, samples, target) {
  report(label, samples, target);
  console.log(`${''.padEnd(48)} CPU ${samples.cpuPerKey.toFixed(1)} ms a key (this process; the wall time above includes waiting for the CPU)`);
}

async function until(test, timeoutMillis = 20_000) {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > timeoutMillis) throw new Error('timed out');
    await sleep(10);
  }
}

function gridRows() {
  const columns = Array.from({ length: 40 }, (_, i) => ({
    field: i === 0 ? 'MANDT' : i < 3 ? `KEY_${i}` : `FIELD_${String(i).padStart(2, '0')}`,
    type: i === 0 ? 'CLNT' : i % 5 === 0 ? 'CURR' : 'CHAR',
    length: i === 0 ? 3 : 12,
    key: i < 3,
  }));
  const rows = Array.from({ length: 500 }, (_, r) =>
    Object.fromEntries(columns.map((c, i) => [c.field, i === 0 ? '100' : c.type === 'CURR' ? `${(r * 7.31 + i).toFixed(2)}` : `V${r}-${i}-${'x'.repeat((r + i) % 9)}`])),
  );
  return { columns, rows };
}

async function startupFigures(service) {
  const url = new URL(service.url);
  const env = {
    ...process.env,
    ABAP_HOST: url.hostname,
    ABAP_PORT: url.port,
    ABAP_PROTOCOL: 'http',
    ABAP_USER: 'DEVELOPER',
    ABAP_PASSWORD: password,
    ABAP_CLIENT: '100',
    ABAPDECK_PACKAGES: 'ZDEMO',
    TERM: 'xterm-256color',
  };
  delete env.CI;
  const samples = [];
  for (let i = 0; i < 5; i++) {
    const command = `stty cols 120 rows 40; exec '${process.execPath}' '${join(root, 'bin', 'abapdeck')}'`;
    const started = performance.now();
    // script(1) gives the binary a pseudo-terminal, as a person's terminal would.
    const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    let output = '';
    const firstFrame = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(NaN), 15_000);
      child.stdout.on('data', (chunk) => {
        output += chunk.toString();
        // The first full frame: the tree loaded with its subpackages.
        if (output.includes('ZDEMO_CORE')) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      });
    });
    child.stdin.write('q');
    await new Promise((resolve) => child.on('exit', resolve));
    if (Number.isFinite(firstFrame)) samples.push(firstFrame);
  }
  return samples;
}

export async function run() {
  process.env.NODE_ENV = 'production';
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-tui-'));
  await prepareSystem(dataDir);
  const service = await serve(dataDir);
  const connection = {
    origin: service.url,
    servicePath: '/sap/bc/z_abapgit_agent',
    adtPath: '/sap/bc/adt',
    client: '100',
    user: 'DEVELOPER',
    password,
    language: 'EN',
    source: 'file',
  };
  try {
    // Warm the server (the first calls open its caches).
    const { Agent } = await import('../dist/src/client/agent.js');
    const { tree, list: listObjects } = await import('../dist/src/client/service.js');
    const warm = new Agent(connection);
    await tree(warm, { package: 'ZDEMO', depth: 2 });
    await listObjects(warm, { package: 'ZBIG', limit: 100 });

    if (spawnSync('script', ['--version']).status === 0) {
      report('start to first full frame (binary in a pty, warm server)', await startupFigures(service), 'p50 <= 800 ms');
    } else {
      console.log('start to first full frame: skipped, script(1) (util-linux) is not installed to give the binary a pseudo-terminal');
    }

    const React = await import('react');
    const { render } = await import('ink');
    // As the TUI's start-up does (src/tui/start.tsx).
    const { shareInkOutputCaches } = await import('../dist/src/tui/ink-output-cache.js');
    console.log(`Ink output caches shared across frames: ${await shareInkOutputCaches()}`);
    const { App } = await import('../dist/screens/App.js');
    const { paneRegistry } = await import('../dist/screens/panes.js');
    const { createDeckStore } = await import('../dist/src/store/index.js');
    const { colorTheme } = await import('../dist/screens/theme.js');
    const { columnWidths } = await import('../dist/src/store/grid.js');

    const stdout = new FakeStdout();
    const stdin = new FakeStdin();
    const store = createDeckStore({ panes: paneRegistry, resolveConnection: async () => connection, roots: ['ZBIG', 'ZDEMO'], followDelayMillis: 0 });
    const instance = render(React.createElement(App, { store, theme: colorTheme }), { stdout, stdin, stderr: stdout, exitOnCtrlC: false, patchConsole: false, maxFps: 60 });
    await until(() => store.getState().objects.package === 'ZBIG' && store.getState().objects.loaded);
    await press(stdin, stdout, '2');
    await sleep(100);

    // 10,000-object list: j through the first 300 objects (pages load as the cursor nears them), then PgDn.
    const list = await pressMany(stdin, stdout, Array.from({ length: 300 }, () => 'j'));
    reportKeys('10,000-object list: j (cursor down)', list, 'p50 <= 16 ms, p95 <= 33 ms');
    const pages = await pressMany(stdin, stdout, Array.from({ length: 60 }, () => '\x1b[6~'), 40);
    reportKeys('10,000-object list: PgDn (pages load on the way)', pages, 'p50 <= 16 ms, p95 <= 33 ms');
    const end = await pressMany(stdin, stdout, ['G', 'g', 'G', 'g', 'G', 'g'], 60);
    reportKeys('10,000-object list: G/g (first, last)', end);
    console.log(`    objects loaded: ${Object.keys(store.getState().objects.pages).length} page(s) of 100, cursor ${store.getState().objects.cursor + 1}/${store.getState().objects.total}`);

    // 500×40 grid.
    const { columns, rows } = gridRows();
    store.setState((s) => ({
      preview: {
        ...s.preview,
        object: { name: 'ZBENCH_GRID', type: 'TABL' },
        columns,
        allFields: columns,
        rows,
        widths: columnWidths(columns, rows),
        total: rows.length,
        hasMore: false,
        loading: false,
        loaded: true,
        row: 0,
        column: 0,
        left: 0,
        mode: 'grid',
      },
      ui: { ...s.ui, focus: 'preview', main: 'preview' },
    }));
    await sleep(100);
    reportKeys('500×40 grid: j (row down)', await pressMany(stdin, stdout, Array.from({ length: 300 }, () => 'j')), 'p50 <= 16 ms, p95 <= 33 ms');
    reportKeys('500×40 grid: l/h (scroll a column)', await pressMany(stdin, stdout, [...Array.from({ length: 36 }, () => 'l'), ...Array.from({ length: 36 }, () => 'h')]), 'p50 <= 16 ms, p95 <= 33 ms');
    reportKeys('500×40 grid: PgDn', await pressMany(stdin, stdout, Array.from({ length: 40 }, (_, i) => (i < 20 ? '\x1b[6~' : '\x1b[5~'))), 'p50 <= 16 ms, p95 <= 33 ms');

    // Scripted navigation: tree, list, source, search, preview, help, log, back … for a while; RSS at both ends.
    const seconds = Number(process.env.ABAPDECK_BENCH_NAV_SECONDS ?? 60);
    const script = ['1', 'j', 'j', 'l', 'j', 'k', '2', 'j', 'j', 'j', '\r', 'j', 'j', ']', ']', '[', '/', 's', 'u', 'r', '\r', 'n', '\x1b', '2', '\x1b[6~', 'j', '\r', '4', 'j', 'l', 'l', 'h', '?', '\x1b', '@', '\x1b', '1', 'k', 'k', 'h'];
    // A collection before each reading, so that RSS and heap show what is kept, not what is garbage.
    const v8 = await import('node:v8');
    const vm = await import('node:vm');
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc');
    gc();
    await sleep(200);
    const before = process.memoryUsage();
    const startedNav = Date.now();
    let keys = 0;
    while (Date.now() - startedNav < seconds * 1000) {
      for (const key of script) {
        stdin.write(key);
        keys++;
        await sleep(15);
      }
    }
    gc();
    await sleep(500);
    const after = process.memoryUsage();
    const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    const load = (await import('node:os')).loadavg()[0].toFixed(1);
    console.log(`machine load average during the run: ${load} (2 cores: figures above ${load > 2 ? 'include waiting for the CPU' : 'are undisturbed'})`);
    console.log(
      `scripted navigation ${seconds} s, ${keys} keys, ${store.getState().connection.callCount} HTTP calls: RSS ${mb(before.rss)} → ${mb(after.rss)}, heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (collected before each reading)`,
    );
    instance.unmount();
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
