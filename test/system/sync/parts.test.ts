/** The small parts of git sync, table-driven: numbering, scopes, folders, names, secrets, conflict texts. */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isTransportNumber, nextTransportNumber } from '../../../src/system/transports/index.js';
import { selectScope } from '../../../src/system/sync/pull-scope.js';
import { isValidPackageName, normalizeFolder, requestCredentials } from '../../../src/system/sync/link-requests.js';
import { conflictReport, parseConflictMode } from '../../../src/system/sync/conflicts.js';
import { jobTimestamp } from '../../../src/system/sync/job-store.js';
import { SecretBox } from '../../../src/system/git/index.js';
import { redactUrl, splitUrlCredentials } from '../../../src/workspace/git-workspace.js';
import { checkPullSafeguards } from '../../../src/cli/commands/pull.js';
import { parseFiles } from '../../../src/cli/pull-preview.js';
import { defaultProjectConfig } from '../../../src/workspace/project.js';
import { tempDir } from '../../support/service.js';

describe('transport numbers', () => {
  it.each([
    ['DEV', undefined, 'DEVK900001'],
    ['DEV', 'DEVK900001', 'DEVK900002'],
    ['DEV', 'DEVK900999', 'DEVK901000'],
    ['DEV', 'QASK900007', 'DEVK900001'],
    ['QAS', 'QASK912345', 'QASK912346'],
  ])('%s after %s is %s', (sid, last, next) => {
    expect(nextTransportNumber(sid, last)).toBe(next);
    expect(isTransportNumber(next)).toBe(true);
  });

  it('refuses to go past DEVK999999', () => {
    expect(() => nextTransportNumber('DEV', 'DEVK999999')).toThrow('transport numbers of DEV are used up');
  });
});

describe('pull scope', () => {
  const tree = [
    '.abapgit.xml',
    'README.md',
    'src/package.devc.xml',
    'src/zcl_a.clas.abap',
    'src/zcl_a.clas.locals_imp.abap',
    'src/zcl_a.clas.xml',
    'src/zcl_ab.clas.abap',
    'src/data/package.devc.xml',
    'src/data/zs_struct.tabl.xml',
    'src/zgroup.fugr.xml',
    'src/zgroup.fugr.z_module.abap',
    'src/#dmo#cl_x.clas.abap',
  ].map((path, index) => ({ path, mode: '100644', sha: String(index).padStart(40, '0') }));
  const paths = (files: string[] | undefined) => selectScope(tree, files).entries.map((e) => e.path);
  const frame = ['.abapgit.xml', 'src/package.devc.xml', 'src/data/package.devc.xml'];

  it.each<[string[] | undefined, string[]]>([
    [undefined, tree.map((e) => e.path)],
    [[], tree.map((e) => e.path)],
    [['src/zcl_a.clas.abap'], ['src/zcl_a.clas.abap', 'src/zcl_a.clas.locals_imp.abap', 'src/zcl_a.clas.xml']],
    [['other/folder/zcl_a.clas.locals_imp.abap'], ['src/zcl_a.clas.abap', 'src/zcl_a.clas.locals_imp.abap', 'src/zcl_a.clas.xml']],
    [['zs_struct.stru.xml'], ['src/data/zs_struct.tabl.xml']],
    [['src/zgroup.fugr.z_module.abap'], ['src/zgroup.fugr.xml', 'src/zgroup.fugr.z_module.abap']],
    [['src/#dmo#cl_x.clas.abap'], ['src/#dmo#cl_x.clas.abap']],
  ])('files %j read %j plus the frame', (files, expected) => {
    const whole = !files || files.length === 0;
    expect(paths(files).sort()).toEqual((whole ? expected : [...frame, ...expected]).sort());
  });

  it('names the requested objects and the file names that name none', () => {
    const scope = selectScope(tree, ['src/zcl_a.clas.abap', 'README.md', 'src/#dmo#cl_x.clas.abap']);
    expect([...scope.requested.keys()]).toEqual(['CLAS ZCL_A', 'CLAS /DMO/CL_X']);
    expect(scope.invalid).toEqual(['README.md']);
  });
});

describe('repository link fields', () => {
  it.each([
    [undefined, '/src/'],
    ['src', '/src/'],
    ['/abap/src/', '/abap/src/'],
    ['/', '/'],
    ['  //x//  ', '/x/'],
  ])('starting folder %j is %j', (folder, expected) => {
    expect(normalizeFolder(folder)).toBe(expected);
  });

  it.each([
    ['ZDEMO', true],
    ['$DEMO_LOCAL', true],
    ['$TMP', true],
    ['/DMO/FLIGHT', true],
    ['Z'.repeat(30), true],
    ['Z'.repeat(31), false],
    ['1ABC', false],
    ['Z X', false],
    ['', false],
  ])('package name %j valid: %s', (name, valid) => {
    expect(isValidPackageName(name)).toBe(valid);
  });

  it('takes credentials from the body before those inside the URL', () => {
    const fromUrl = { username: 'u', password: 'p' };
    expect(requestCredentials({}, fromUrl)).toBe(fromUrl);
    expect(requestCredentials({ username: 'b' }, fromUrl)).toEqual({ username: 'b', password: '' });
    expect(requestCredentials({}, undefined)).toBeUndefined();
  });
});

describe('conflicts', () => {
  it.each([
    [undefined, 'abort'],
    ['', 'abort'],
    ['ABORT', 'abort'],
    [' ignore ', 'ignore'],
    ['merge', undefined],
  ])('conflict mode %j is %j', (value, mode) => {
    expect(parseConflictMode(value)).toBe(mode);
  });

  it('reports nothing without conflicts, else one line each and the way out', () => {
    expect(conflictReport([])).toBe('');
    expect(conflictReport([{ kind: 'changed_in_system', type: 'CLAS', name: 'ZCL_A', text: 'CLAS ZCL_A: changed' }])).toBe(
      '1 conflict(s) detected:\n- CLAS ZCL_A: changed\nPull again with conflict_mode ignore (--conflict-mode ignore) to overwrite the system.',
    );
  });
});

describe('job timestamps', () => {
  it('are YYYYMMDDHHmmss in UTC', () => {
    expect(jobTimestamp(new Date('2026-03-01T10:15:07.123Z'))).toBe('20260301101507');
  });
});

describe('sealed git secrets', () => {
  it('open with the key of their data folder only', () => {
    const [a, b] = [tempDir('abapdeck-secret-a-'), tempDir('abapdeck-secret-b-')];
    try {
      const box = new SecretBox(a);
      const sealed = box.seal('ghp_token-123');
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toContain('ghp_token');
      expect(new SecretBox(a).open(sealed)).toBe('ghp_token-123');
      expect(new SecretBox(b).open(sealed)).toBeUndefined();
      expect(box.seal('')).toBe('');
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });
});

describe('client side of pull', () => {
  it.each([
    ['https://user:tok%40en@github.example/org/r.git', { url: 'https://github.example/org/r.git', username: 'user', password: 'tok@en' }],
    ['https://token@github.example/org/r.git', { url: 'https://github.example/org/r.git', username: 'token', password: '' }],
    ['https://github.example/org/r.git', { url: 'https://github.example/org/r.git' }],
    ['/srv/git/r.git', { url: '/srv/git/r.git' }],
  ])('splits %s', (url, expected) => {
    expect(splitUrlCredentials(url)).toEqual(expected);
    expect(redactUrl(url)).not.toMatch(/tok|user:/);
  });

  it.each([
    ['a.clas.abap', ['a.clas.abap']],
    [' a.clas.abap , src/b.intf.abap ,', ['a.clas.abap', 'src/b.intf.abap']],
  ])('--files %j is %j', (value, files) => {
    expect(parseFiles(value)).toEqual(files);
  });

  it('refuses by the safeguards with the public wording', () => {
    const project = (safeguards: object) => ({ ...defaultProjectConfig, safeguards: { ...defaultProjectConfig.safeguards, ...safeguards } });
    expect(() => checkPullSafeguards(project({ disablePull: true }), true)).toThrow(
      'pull command is disabled for this project\nPlease contact the project maintainer to enable it.',
    );
    expect(() => checkPullSafeguards(project({ requireFilesForPull: true }), false)).toThrow('--files parameter is required for this project');
    expect(() => checkPullSafeguards(project({ requireFilesForPull: true }), true)).not.toThrow();
  });
});

describe('import progress display', () => {
  const output = (isTTY: boolean) => {
    const written: string[] = [];
    return { isTTY, written, write: (text: string) => void written.push(text) };
  };
  const status = (progress: number, message: string) => ({ jobName: 'J', jobNumber: '00000001', status: 'running' as const, progress, message });

  it('redraws one bar on a terminal', async () => {
    const { progressReporter } = await import('../../../src/cli/commands/import.js');
    const out = output(true);
    const reporter = progressReporter(out);
    reporter.update(status(0, 'Staging files (0 of 0)'));
    reporter.update(status(0, 'Staging files (0 of 0)'));
    reporter.update(status(50, 'Staging files (5 of 10)'));
    reporter.end();
    expect(out.written).toEqual([
      `\r\x1b[2K[${' '.repeat(30)}]   0% Staging files (0 of 0)`,
      `\r\x1b[2K[${'='.repeat(15)}${' '.repeat(15)}]  50% Staging files (5 of 10)`,
      '\n',
    ]);
  });

  it('writes a line per change otherwise', async () => {
    const { progressReporter } = await import('../../../src/cli/commands/import.js');
    const out = output(false);
    const reporter = progressReporter(out);
    reporter.update(status(30, 'Serializing objects (25 of 51)'));
    reporter.update(status(30, 'Serializing objects (25 of 51)'));
    reporter.update(status(100, 'Import completed successfully'));
    reporter.end();
    expect(out.written).toEqual([' 30% Serializing objects (25 of 51)\n', '100% Import completed successfully\n']);
  });
});
