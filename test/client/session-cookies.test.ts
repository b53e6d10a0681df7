import { describe, expect, it } from 'vitest';
import { SessionCookies } from '../../src/client/transport.js';

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
