import { describe, expect, it } from 'vitest';
import { normalizePurpose, probeName, probePrefixes, ProbeNameError } from '../../src/cli/probe/naming.js';
import { startingFolderOf } from '../../src/workspace/source-location.js';
import { nextCommands, shellWord } from '../../src/cli/probe/next-steps.js';

describe('probePrefixes', () => {
  const cases: Array<{ user: string; configured?: { classPrefix?: string; programPrefix?: string }; expected: { classPrefix: string; programPrefix: string } }> = [
    { user: 'DEVELOPER', expected: { classPrefix: 'ZCL_DEVELOPER_', programPrefix: 'ZDEVELOPER_' } },
    { user: 'jdoe', expected: { classPrefix: 'ZCL_JDOE_', programPrefix: 'ZJDOE_' } },
    { user: 'john.doe@example.com', expected: { classPrefix: 'ZCL_JOHNDOEEXAMPLECOM_', programPrefix: 'ZJOHNDOEEXAMPLECOM_' } },
    { user: 'DEVELOPER', configured: { classPrefix: 'zcl_tmp_', programPrefix: 'ztmp_' }, expected: { classPrefix: 'ZCL_TMP_', programPrefix: 'ZTMP_' } },
    { user: 'DEVELOPER', configured: { classPrefix: 'ZCL_P_' }, expected: { classPrefix: 'ZCL_P_', programPrefix: 'ZDEVELOPER_' } },
    { user: 'DEVELOPER', configured: { classPrefix: '  ', programPrefix: '' }, expected: { classPrefix: 'ZCL_DEVELOPER_', programPrefix: 'ZDEVELOPER_' } },
  ];
  it.each(cases)('user $user with $configured gives $expected', ({ user, configured, expected }) => {
    expect(probePrefixes(user, configured)).toEqual(expected);
  });
});

describe('probeName', () => {
  const cases: Array<{ prefix: string; purpose: string; taken?: string[]; expected: string }> = [
    { prefix: 'ZCL_DEVELOPER_', purpose: 'FLIGHTS', expected: 'ZCL_DEVELOPER_FLIGHTS' },
    // lower case in, upper case out
    { prefix: 'zcl_developer_', purpose: 'flights', expected: 'ZCL_DEVELOPER_FLIGHTS' },
    { prefix: 'ZCL_DEVELOPER_', purpose: 'Read_Carriers', expected: 'ZCL_DEVELOPER_READ_CARRIERS' },
    // exactly 30 characters stay whole
    { prefix: 'ZCL_DEVELOPER_', purpose: 'ABCDEFGHIJKLMNOP', expected: 'ZCL_DEVELOPER_ABCDEFGHIJKLMNOP' },
    // the purpose is shortened, never the prefix
    { prefix: 'ZCL_DEVELOPER_', purpose: 'READ_ALL_FLIGHT_BOOKINGS_OF_CARRIER', expected: 'ZCL_DEVELOPER_READ_ALL_FLIGHT' },
    { prefix: 'ZCL_DEVELOPER_', purpose: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', expected: 'ZCL_DEVELOPER_ABCDEFGHIJKLMNOP' },
    { prefix: 'ZDEVELOPER_', purpose: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', expected: 'ZDEVELOPER_ABCDEFGHIJKLMNOPQRS' },
    // collisions: _2, _3 …
    { prefix: 'ZCL_DEVELOPER_', purpose: 'FLIGHTS', taken: ['ZCL_DEVELOPER_FLIGHTS'], expected: 'ZCL_DEVELOPER_FLIGHTS_2' },
    { prefix: 'ZCL_DEVELOPER_', purpose: 'FLIGHTS', taken: ['ZCL_DEVELOPER_FLIGHTS', 'ZCL_DEVELOPER_FLIGHTS_2'], expected: 'ZCL_DEVELOPER_FLIGHTS_3' },
    { prefix: 'ZCL_DEVELOPER_', purpose: 'FLIGHTS', taken: ['ZCL_DEVELOPER_FLIGHTS_2'], expected: 'ZCL_DEVELOPER_FLIGHTS' },
    // collisions within 30 characters: the purpose gives way to the suffix
    { prefix: 'ZCL_DEVELOPER_', purpose: 'ABCDEFGHIJKLMNOP', taken: ['ZCL_DEVELOPER_ABCDEFGHIJKLMNOP'], expected: 'ZCL_DEVELOPER_ABCDEFGHIJKLMN_2' },
    {
      prefix: 'ZCL_DEVELOPER_',
      purpose: 'ABCDEFGHIJKLMNOP',
      taken: ['ZCL_DEVELOPER_ABCDEFGHIJKLMNOP', ...Array.from({ length: 8 }, (_, i) => `ZCL_DEVELOPER_ABCDEFGHIJKLMN_${i + 2}`)],
      expected: 'ZCL_DEVELOPER_ABCDEFGHIJKLM_10',
    },
    // a cut that ends in '_' drops it
    { prefix: 'ZCL_DEVELOPER_', purpose: 'READ_FLIGHTS_OF_A_CARRIER', expected: 'ZCL_DEVELOPER_READ_FLIGHTS_OF' },
    { prefix: 'ZCL_DEVELOPER_', purpose: 'READ_CARRIERS_OF_ZA', taken: ['ZCL_DEVELOPER_READ_CARRIERS_OF'], expected: 'ZCL_DEVELOPER_READ_CARRIERS_2' },
    // a prefix that leaves one character
    { prefix: 'ZCL_ABCDEFGHIJKLMNOPQRSTUVWX_', purpose: 'FLIGHTS', expected: 'ZCL_ABCDEFGHIJKLMNOPQRSTUVWX_F' },
    // namespaced prefix
    { prefix: '/DMO/CL_', purpose: 'flights', expected: '/DMO/CL_FLIGHTS' },
  ];
  it.each(cases)('$prefix + $purpose (taken: $taken) is $expected', ({ prefix, purpose, taken = [], expected }) => {
    const name = probeName(prefix, purpose, (candidate) => taken.includes(candidate));
    expect(name).toBe(expected);
    expect(name.length).toBeLessThanOrEqual(30);
  });

  const errors: Array<{ prefix: string; purpose: string; taken?: string[]; message: RegExp }> = [
    { prefix: 'ZCL_ABCDEFGHIJKLMNOPQRSTUVWXY_', purpose: 'FLIGHTS', message: /prefix 'ZCL_ABCDEFGHIJKLMNOPQRSTUVWXY_' has 30 characters and leaves no room/ },
    { prefix: 'ZCL_ABCDEFGHIJKLMNOPQRSTUVWXYZ_', purpose: 'X', message: /has 31 characters and leaves no room/ },
    { prefix: 'ZCL_ABCDEFGHIJKLMNOPQRSTUVWX_', purpose: 'F', taken: ['ZCL_ABCDEFGHIJKLMNOPQRSTUVWX_F'], message: /no free name for ZCL_ABCDEFGHIJKLMNOPQRSTUVWX_F within 30 characters/ },
    { prefix: 'ZCL_DEVELOPER_', purpose: 'read-flights', message: /may hold only letters, digits and '_'/ },
    { prefix: 'ZCL_DEVELOPER_', purpose: '  ', message: /needs a PURPOSE/ },
    { prefix: 'ZCL DEV ', purpose: 'X', message: /prefix 'ZCL DEV ' is not the start of an ABAP object name/ },
  ];
  it.each(errors)('$prefix + $purpose is refused: $message', ({ prefix, purpose, taken = [], message }) => {
    expect(() => probeName(prefix, purpose, (candidate) => taken.includes(candidate))).toThrow(ProbeNameError);
    expect(() => probeName(prefix, purpose, (candidate) => taken.includes(candidate))).toThrow(message);
  });

  it('normalizes the purpose to upper case without surrounding blanks', () => {
    expect(normalizePurpose('  flights_2 ')).toBe('FLIGHTS_2');
  });
});

describe('startingFolderOf', () => {
  const dot = (folder: string) => `<asx:abap><asx:values><DATA><STARTING_FOLDER>${folder}</STARTING_FOLDER></DATA></asx:values></asx:abap>`;
  it.each([
    { text: dot('/src/'), expected: 'src' },
    { text: dot('/abap/src/'), expected: 'abap/src' },
    { text: dot('/'), expected: '' },
    { text: '<asx:abap/>', expected: 'src' },
  ])('$text → $expected', ({ text, expected }) => {
    expect(startingFolderOf(text)).toBe(expected);
  });
  it('refuses a starting folder outside the repository', () => {
    expect(() => startingFolderOf(dot('/../elsewhere/'))).toThrow(/leaves the repository/);
  });
});

describe('nextCommands', () => {
  it('in the project: syntax, add, commit, push, pull --files, run', () => {
    expect(
      nextCommands({
        kind: 'class',
        name: 'ZCL_DEVELOPER_FLIGHTS',
        workspace: 'project',
        root: '/work/p',
        cwdIsRoot: true,
        files: ['src/zcl_developer_flights.clas.abap', 'src/zcl_developer_flights.clas.xml'],
        syntaxFile: 'src/zcl_developer_flights.clas.abap',
      }),
    ).toEqual([
      'abapdeck syntax --files src/zcl_developer_flights.clas.abap',
      'git add src/zcl_developer_flights.clas.abap src/zcl_developer_flights.clas.xml',
      "git commit -m 'Add probe ZCL_DEVELOPER_FLIGHTS' -- src/zcl_developer_flights.clas.abap src/zcl_developer_flights.clas.xml",
      'git push',
      'abapdeck pull --files src/zcl_developer_flights.clas.abap',
      'abapdeck run --class ZCL_DEVELOPER_FLIGHTS',
    ]);
  });

  it('for the scratch workspace: git -C its root, pull names its remote and branch', () => {
    expect(
      nextCommands({
        kind: 'program',
        name: 'ZDEVELOPER_FLIGHTS',
        workspace: 'scratch',
        root: '/home/me/scratch',
        cwdIsRoot: false,
        files: ['src/zdeveloper_flights.prog.abap', 'src/zdeveloper_flights.prog.xml'],
        syntaxFile: '/home/me/scratch/src/zdeveloper_flights.prog.abap',
        remoteUrl: 'https://git.example.com/me/scratch.git',
        branch: 'main',
      }),
    ).toEqual([
      'abapdeck syntax --files /home/me/scratch/src/zdeveloper_flights.prog.abap',
      'git -C /home/me/scratch add src/zdeveloper_flights.prog.abap src/zdeveloper_flights.prog.xml',
      "git -C /home/me/scratch commit -m 'Add probe ZDEVELOPER_FLIGHTS' -- src/zdeveloper_flights.prog.abap src/zdeveloper_flights.prog.xml",
      'git -C /home/me/scratch push',
      'abapdeck pull --url https://git.example.com/me/scratch.git --branch main --files src/zdeveloper_flights.prog.abap',
      'abapdeck run --program ZDEVELOPER_FLIGHTS',
    ]);
  });

  it.each([
    { word: 'src/zcl_x.clas.abap', expected: 'src/zcl_x.clas.abap' },
    { word: 'src/#dmo#cl_x.clas.abap', expected: "'src/#dmo#cl_x.clas.abap'" },
    { word: "it's here", expected: "'it'\\''s here'" },
  ])('shellWord($word) is $expected', ({ word, expected }) => {
    expect(shellWord(word)).toBe(expected);
  });
});
