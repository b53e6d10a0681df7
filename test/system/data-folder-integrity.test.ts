import { existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedSystem } from '../../src/system/system.js';
import { tempDir, testPasswords } from '../support/service.js';
import { runCli } from '../support/cli.js';

// Issue 33.3: a zero-length repository.db started a new system (the demo seeded again, credentials.json
// rewritten with new passwords), a zero-length data.db started with every row gone, a garbled file's
// message did not name it.
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A data folder with a system in it (closed), its credentials file as written. */
function systemFolder(): { dataDir: string; credentials: string } {
  const dataDir = tempDir('abapdeck-integrity-');
  folders.push(dataDir);
  const system = EmbeddedSystem.open({ dataDir });
  system.users.add('100', 'KEEPME', 'keep-me-secret', []);
  system.close();
  return { dataDir, credentials: readFileSync(join(dataDir, 'credentials.json'), 'utf8') };
}

const open = (dataDir: string) => () => EmbeddedSystem.open({ dataDir, initialPasswords: testPasswords }).close();

describe('a data folder whose database is missing or empty', () => {
  it.each([
    ['repository.db', 'empty (0 bytes)', (file: string) => writeFileSync(file, '')],
    ['data.db', 'empty (0 bytes)', (file: string) => writeFileSync(file, '')],
    ['repository.db', 'missing', (file: string) => rmSync(file)],
    ['data.db', 'missing', (file: string) => rmSync(file)],
  ])('refuses to start when %s is %s, names the file and how to restore, and changes nothing', (name, state, damage) => {
    const { dataDir, credentials } = systemFolder();
    const file = join(dataDir, name);
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    damage(file);
    expect(open(dataDir)).toThrow(
      `The data folder ${dataDir} holds a system, but its database ${file} is ${state}: ` +
        'refusing to start, which would begin a new, empty system. Restore the file from a backup ' +
        '(stop the service first), or move the data folder away to start a new system',
    );
    expect(readFileSync(join(dataDir, 'credentials.json'), 'utf8')).toBe(credentials);
    expect(state === 'missing' ? existsSync(file) : statSync(file).size).toBe(state === 'missing' ? false : 0);
  });

  it('refuses a folder that keeps only the credentials file, and keeps that file as it is', () => {
    const { dataDir, credentials } = systemFolder();
    for (const name of ['repository.db', 'data.db']) for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, name + suffix), { force: true });
    expect(open(dataDir)).toThrow(`its database ${join(dataDir, 'repository.db')} is missing`);
    expect(readFileSync(join(dataDir, 'credentials.json'), 'utf8')).toBe(credentials);
  });

  it('still starts a new system in an empty folder, and in one holding only what an embedded start writes first', () => {
    const dataDir = tempDir('abapdeck-integrity-new-');
    folders.push(dataDir);
    writeFileSync(join(dataDir, 'server.lock'), '123');
    writeFileSync(join(dataDir, 'server.log'), '');
    open(dataDir)();
    expect(JSON.parse(readFileSync(join(dataDir, 'credentials.json'), 'utf8'))).toEqual(testPasswords);
    // and opens it again as it is
    open(dataDir)();
  });
});

describe('a garbled database', () => {
  /** Overwrites bytes of a closed database file (its WAL checkpointed into it at close). */
  function garble(file: string, at: number, length: number): void {
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(length, 0x5a), 0, length, at);
    closeSync(fd);
  }

  it.each(['repository.db', 'data.db'])("names %s when its header is not a database's", (name) => {
    const { dataDir, credentials } = systemFolder();
    const file = join(dataDir, name);
    garble(file, 0, 100);
    expect(open(dataDir)).toThrow(new RegExp(`^The database ${escape(file)} is damaged \\(file is not a database\\): refusing to start\\. Restore the file from a backup`));
    expect(readFileSync(join(dataDir, 'credentials.json'), 'utf8')).toBe(credentials);
  });

  it('names the file when quick_check at start finds a damaged page', () => {
    const { dataDir } = systemFolder();
    const file = join(dataDir, 'repository.db');
    const size = statSync(file).size;
    // every page after the schema's: tables' b-tree pages turn into garbage
    garble(file, 4096 * 2, size - 4096 * 2);
    expect(open(dataDir)).toThrow(new RegExp(`^The database ${escape(file)} is damaged \\(.+\\): refusing to start\\.`));
  });
});

describe('abapdeck serve on a data folder with an empty repository database', () => {
  it('exits with the message naming the file, and does not rewrite credentials.json', async () => {
    const { dataDir, credentials } = systemFolder();
    const file = join(dataDir, 'repository.db');
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    writeFileSync(file, '');
    const run = await runCli(['serve', '--data', dataDir, '--port', '0'], { cwd: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`its database ${file} is empty (0 bytes): refusing to start`);
    expect(readFileSync(join(dataDir, 'credentials.json'), 'utf8')).toBe(credentials);
    expect(statSync(file).size).toBe(0);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
