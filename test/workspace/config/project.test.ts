import { describe, expect, it } from 'vitest';
import { defaultProjectConfig, parseProjectConfig } from '../../../src/workspace/project.js';

const parse = (value: unknown) => parseProjectConfig(JSON.stringify(value), '/p/.abapgit-agent.json', '/p');

describe('project configuration', () => {
  it('reads every section of protocol-notes, with defaults for what is missing', () => {
    expect(parse({})).toEqual({ ...defaultProjectConfig, project: { name: undefined, description: undefined }, safeguards: { ...defaultProjectConfig.safeguards, reason: undefined }, conflictDetection: { mode: 'abort', reason: undefined }, inspect: { variant: undefined, exclude: [], suppress: [] }, transports: { allowCreate: true, allowRelease: true, reason: undefined }, root: '/p' });
    const config = parse({
      safeguards: { disableImport: true, requireImportMessage: true, importAllowedUsers: 'lead', reason: 'Mirror' },
      inspect: { variant: 'DEFAULT', exclude: ['ZCL_GEN*'], suppress: [{ object: 'ZCL_OLD*', message: '*obsolete*' }] },
      coverage: { threshold: 80, mode: 'warn', excludes: ['src/legacy/**'] },
      transports: { allowCreate: false, allowRelease: false, reason: 'Release managers only', hook: { path: './tr.sh', description: 'team request' } },
      project: { name: 'demo', description: 'a project' },
      unknown: { ignored: true },
    });
    expect(config.safeguards).toMatchObject({ disableImport: true, requireImportMessage: true, importAllowedUsers: ['LEAD'], reason: 'Mirror' });
    expect(config.inspect).toEqual({ variant: 'DEFAULT', exclude: ['ZCL_GEN*'], suppress: [{ object: 'ZCL_OLD*', message: '*obsolete*' }] });
    expect(config.coverage).toEqual({ threshold: 80, mode: 'warn', excludes: ['src/legacy/**'] });
    expect(config.transports).toEqual({ allowCreate: false, allowRelease: false, reason: 'Release managers only', hook: { path: './tr.sh', description: 'team request' } });
    expect(config.project).toEqual({ name: 'demo', description: 'a project' });
    expect(parse({ safeguards: { importAllowedUsers: ['a', 'B '] } }).safeguards.importAllowedUsers).toEqual(['A', 'B']);
    expect(parse({ kernel: { strict: true }, unit: { timeoutSeconds: 120 } })).toMatchObject({ kernel: { strict: true }, unit: { timeoutSeconds: 120 } });
  });

  it.each([
    [{ coverage: { mode: 'maybe' } }, "coverage.mode must be 'fail' or 'warn'"],
    [{ kernel: { strict: 'yes' } }, 'kernel.strict must be true or false'],
    [{ unit: { timeoutSeconds: 0 } }, 'unit.timeoutSeconds must be a whole number of seconds from 1 to 3600'],
    [{ coverage: { threshold: 120 } }, 'coverage.threshold must be a number from 0 to 100'],
    [{ inspect: { exclude: 'ZCL_X' } }, 'inspect.exclude must be a list'],
    [{ inspect: { suppress: [{ object: 'X' }] } }, 'inspect.suppress[0].message is required'],
    [{ transports: [] }, 'transports must be an object'],
    [[], 'must hold a JSON object'],
  ])('refuses %j naming the file and key', (value, message) => {
    expect(() => parse(value)).toThrow(message);
  });
});
