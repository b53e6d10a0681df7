// Git synchronisation benchmark: a generated repository of 1,000 objects (classes with unit tests,
// interfaces, tables) in a bare git repository; a full pull into an empty system, one-file pulls in that
// system (unchanged and changed), the import of the package into a new repository, and the git loop's
// preview, diff of one object and undo of a 100-object pull.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { createRepository, importJobStatus, previewPull, pull, startImport, undoPull } from '../dist/src/client/sync.js';
import { COUNT, files, writeTree } from './generated-repository.mjs';
import { ActivationHub } from '../dist/src/system/activation.js';
import { report, timeMany } from './stats.mjs';

// Time spent in each activation follower (application tables, checks registry, runtime build), so the
// figures show what the pull itself costs and what the followers of activation add. Each follower is timed as
// it is added, in whole (follow) and in parts (a pull announces in parts, with the event loop free between).
const followerMillis = new Map();
const timed = (name, work) => (...args) => {
  const started = performance.now();
  try {
    return work(...args);
  } finally {
    followerMillis.set(name, (followerMillis.get(name) ?? 0) + performance.now() - started);
  }
};
const add = ActivationHub.prototype.add;
ActivationHub.prototype.add = function (follower) {
  const parts = follower.parts?.bind(follower);
  return add.call(this, {
    name: follower.name,
    follow: timed(follower.name, follower.follow.bind(follower)),
    ...(parts ? { parts: (change) => [...parts(change)].map((part) => timed(follower.name, part)) } : {}),
  });
};
function followers(runs = 1) {
  const text = [...followerMillis].map(([name, millis]) => `${name} ${(millis / runs).toFixed(0)} ms`).join(', ');
  followerMillis.clear();
  return text ? `  of which activation followers (per run): ${text}` : '  (no activation)';
}

const password = 'bench-secret';
const gitEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_'))),
  GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'Bench', GIT_COMMITTER_EMAIL: 'bench@example.com',
};
const git = (cwd, ...args) => promisify(execFile)('git', args, { cwd, env: gitEnv, maxBuffer: 256 * 1024 * 1024 });

export async function run() {
  const root = mkdtempSync(join(tmpdir(), 'abapdeck-bench-sync-'));
  const dataDir = join(root, 'data');
  const bare = join(root, 'bench.git');
  const work = join(root, 'work');
  try {
    await git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    mkdirSync(work);
    await git(work, 'init', '--quiet', '--initial-branch=main');
    await git(work, 'remote', 'add', 'origin', bare);
    const generated = files();
    writeTree(work, generated);
    await git(work, 'add', '-A');
    await git(work, 'commit', '--quiet', '-m', 'generated');
    await git(work, 'push', '--quiet', '-u', 'origin', 'main');
    console.log(`generated repository: ${COUNT.classes} classes with tests, ${COUNT.interfaces} interfaces, ${COUNT.tables} tables (${generated.length} files)`);

    EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: password } }).close();
    const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false });
    try {
      const agent = new Agent(
        { origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt', client: '100', user: 'DEVELOPER', password, language: 'EN', source: 'file' },
        30 * 60_000,
      );
      await createRepository(agent, { url: bare, package: 'ZBENCH' });

      let full;
      report('full pull, 1,000 objects into an empty system', await timeMany(1, async () => (full = await pull(agent, { url: bare }))), '<= 20 s');
      console.log(`  activated ${full.activated_count}, failed ${full.failed_count}, XML differences ${full.local_xml_files.length}${full.error_detail ? `\n  ${full.error_detail.split('\n').slice(0, 3).join('\n  ')}` : ''}`);
      console.log(followers());

      const file = 'src/zcl_bench_0000.clas.abap';
      await new Promise((resolve) => setTimeout(resolve, 3000)); // the registry warm-up after a large pull
      report('one-file pull, object unchanged', await timeMany(10, () => pull(agent, { url: bare, files: [file] })), '<= 500 ms');
      followerMillis.clear();
      const changed = [];
      for (let variant = 1; variant <= 5; variant++) {
        writeTree(work, files(variant).filter((f) => f.path === file));
        await git(work, 'commit', '--quiet', '-am', `variant ${variant}`);
        await git(work, 'push', '--quiet');
        const [millis] = await timeMany(1, async () => {
          const result = await pull(agent, { url: bare, files: [file] });
          if (result.activated_count !== 1) throw new Error(`one-file pull did not activate: ${result.error_detail ?? result.message}`);
        });
        changed.push(millis);
      }
      report('one-file pull, object changed (activated)', changed, '<= 500 ms');
      console.log(followers(changed.length));

      const imports = [];
      for (let i = 0; i < 2; i++) {
        const target = join(root, `export-${i}.git`);
        await git(root, 'init', '--quiet', '--bare', '--initial-branch=main', target);
        const started = performance.now();
        const accepted = await startImport(agent, { url: target, package: 'ZBENCH' });
        if (!accepted.success) throw new Error(accepted.error);
        let status;
        do {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = await importJobStatus(agent, accepted.jobNumber);
        } while (status.status === 'running');
        if (status.status !== 'completed') throw new Error(status.errorMessage);
        imports.push(performance.now() - started);
      }
      report('import of the package (1,000 objects) into a new repository', imports, '<= 15 s');

      // the git loop: a push that changes 100 classes, previewed whole, one object diffed, pulled, undone
      writeTree(work, files(9, 100));
      await git(work, 'commit', '--quiet', '-am', '100 classes changed');
      await git(work, 'push', '--quiet');
      let preview;
      report('pull --dry-run, 1,000 objects (100 changed)', await timeMany(3, async () => (preview = await previewPull(agent, { url: bare }))), '<= 3 s');
      console.log(`  ${preview.SUMMARY.UPDATE} to update, ${preview.SUMMARY.UNCHANGED} unchanged, ${preview.SUMMARY.CONFLICT} conflicts`);
      report('diff of one object', await timeMany(10, () => previewPull(agent, { url: bare, objects: ['ZCL_BENCH_0050'] })), '<= 100 ms');
      const hundred = await pull(agent, { url: bare });
      if (hundred.activated_count !== 100) throw new Error(`the 100-object pull activated ${hundred.activated_count}: ${hundred.error_detail ?? hundred.message}`);
      let undone;
      report('undo of a 100-object pull', await timeMany(1, async () => (undone = await undoPull(agent, { url: bare }))), '<= 2 s');
      if (undone.SUCCESS !== 'X') throw new Error(undone.ERROR || undone.MESSAGE);
      console.log(`  ${undone.OBJECTS.length} objects restored`);
      console.log(followers());
    } finally {
      await service.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
