import { chmodSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionFile, sessionCacheFor, sessionFile, sessionFolder } from '../../src/client/session-cache.js';
import { tempDir } from '../support/service.js';

const developer = { origin: 'http://127.0.0.1:50000', client: '100', user: 'developer' };
const session = { cookies: [{ name: 'SAP_SESSIONID_DEV_100', value: 'abc', path: '/', expires: null, secure: false }], csrfToken: 'token-1' };

describe('the session cache of the runtime folder', () => {
  it('uses $XDG_RUNTIME_DIR/abapdeck, owner-only, and makes an existing folder owner-only', () => {
    const runtime = tempDir('abapdeck-runtime-');
    const folder = sessionFolder({ XDG_RUNTIME_DIR: runtime })!;
    expect(folder).toBe(join(runtime, 'abapdeck'));
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    chmodSync(folder, 0o755);
    expect(sessionFolder({ XDG_RUNTIME_DIR: runtime })).toBe(folder);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('names the file by user, client and system, and reads back only a session of that system and user', () => {
    const folder = tempDir('abapdeck-runtime-');
    expect(sessionFile(folder, developer)).toBe(join(folder, 'session-DEVELOPER-100-http_127.0.0.1_50000.json'));
    const cache = new SessionFile(folder, developer);
    expect(cache.load()).toBeUndefined();
    cache.save(session);
    expect(statSync(cache.file).mode & 0o777).toBe(0o600);
    expect(cache.load()).toEqual(session);
    expect(readdirSync(folder)).toEqual(['session-DEVELOPER-100-http_127.0.0.1_50000.json']);
    // a file of another system under the same name (a spelling made safe alike) is no session of this one
    writeFileSync(cache.file, JSON.stringify({ ...session, origin: 'http://127.0.0.1_50000', client: '100', user: 'DEVELOPER' }));
    expect(cache.load()).toBeUndefined();
    cache.drop();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('removes the files not written for a day when it saves one', () => {
    const folder = tempDir('abapdeck-runtime-');
    const old = new SessionFile(folder, { ...developer, user: 'VIEWER' });
    old.save(session);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    utimesSync(old.file, twoDaysAgo, twoDaysAgo);
    new SessionFile(folder, developer).save(session);
    expect(readdirSync(folder)).toEqual(['session-DEVELOPER-100-http_127.0.0.1_50000.json']);
  });

  it('keeps nothing where the folder is not a folder of its own', () => {
    const runtime = tempDir('abapdeck-runtime-');
    writeFileSync(join(runtime, 'abapdeck'), 'not a folder');
    const cache = sessionCacheFor(developer, { XDG_RUNTIME_DIR: runtime });
    cache.save(session);
    expect(cache.load()).toBeUndefined();
  });
});
