import { describe, expect, it } from 'vitest';
import { SessionCookies } from '../../src/client/http-transport.js';

// The CLI's transport keeps one origin's cookies itself (got's tough-cookie jar stays with the TUI and the debugger).
const cases: Array<{ name: string; secure?: boolean; set: string[]; setAt?: string; path: string; expected: string | undefined }> = [
  { name: 'sends a session cookie back on every path under its own', set: ['SAP_SESSIONID_DEV_100=abc; Path=/; HttpOnly; SameSite=Lax'], path: '/sap/bc/adt/x', expected: 'SAP_SESSIONID_DEV_100=abc' },
  { name: 'keeps a path-bound cookie to its path', set: ['a=1; Path=/sap/bc/adt'], path: '/sap/bc/z_abapgit_agent/list', expected: undefined },
  { name: 'matches a path prefix only at a slash', set: ['a=1; Path=/sap/bc/adt'], path: '/sap/bc/adtx', expected: undefined },
  { name: 'defaults the path to the request folder', set: ['a=1'], setAt: '/sap/bc/adt/debugger', path: '/sap/bc/adt/other', expected: 'a=1' },
  { name: 'drops a cookie the server expires', set: ['a=1; Path=/', 'a=; Path=/; Max-Age=0'], path: '/', expected: undefined },
  { name: 'drops a cookie with a past Expires date', set: ['a=1; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], path: '/', expected: undefined },
  { name: 'replaces a value of the same name and path', set: ['a=1; Path=/', 'a=2; Path=/'], path: '/x', expected: 'a=2' },
  { name: 'sends the longer path first', set: ['a=1; Path=/', 'b=2; Path=/sap'], path: '/sap/x', expected: 'b=2; a=1' },
  { name: 'keeps a Secure cookie off plain http', set: ['a=1; Path=/; Secure'], path: '/', expected: undefined },
  { name: 'sends a Secure cookie over https', secure: true, set: ['a=1; Path=/; Secure'], path: '/', expected: 'a=1' },
];

describe('session cookies of the CLI transport', () => {
  it.each(cases)('$name', ({ secure, set, setAt, path, expected }) => {
    const cookies = new SessionCookies(secure ?? false);
    cookies.take(set, setAt ?? '/');
    expect(cookies.headerFor(path)).toBe(expected);
  });
});

describe('session cookies kept between processes (session-cache.ts)', () => {
  it("keeps every live cookie but the stateful context's, and another process sends them alike", () => {
    const cookies = new SessionCookies(false);
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString();
    cookies.take(['SAP_SESSIONID_DEV_100=abc; Path=/; HttpOnly', 'sap-contextid=ctx; Path=/', `sap-usercontext=sap-client=100; Path=/; Expires=${inAnHour}`, 'old=1; Path=/; Max-Age=0'], '/');
    const kept = cookies.kept();
    expect(kept.map((cookie) => cookie.name).sort()).toEqual(['SAP_SESSIONID_DEV_100', 'sap-usercontext']);
    expect(kept.find((cookie) => cookie.name === 'SAP_SESSIONID_DEV_100')).toEqual({ name: 'SAP_SESSIONID_DEV_100', value: 'abc', path: '/', expires: null, secure: false });
    const later = new SessionCookies(false);
    later.restore(JSON.parse(JSON.stringify(kept)));
    expect(later.headerFor('/sap/bc/z_abapgit_agent/list')).toBe('SAP_SESSIONID_DEV_100=abc; sap-usercontext=sap-client=100');
    later.restore([{ name: 'gone', value: '1', path: '/', expires: Date.now() - 1, secure: false }]);
    expect(later.headerFor('/')).not.toContain('gone');
    later.clear();
    expect(later.headerFor('/')).toBeUndefined();
  });
});
