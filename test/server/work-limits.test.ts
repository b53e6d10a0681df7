import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../support/service.js';
import { workLimits } from '../../src/server/work-limits.js';

// Issue 19 item 1: the work one request can ask for is bounded before any of it is done — source size and
// line count per object, objects (and lines) per request — and a request over a bound is a 413 naming it.

let service: TestService;
let post: (path: string, body: unknown) => Promise<Response>;

beforeAll(async () => {
  service = await startTestService();
  post = (await rawSession(service)).post;
}, 60_000);
afterAll(async () => service.stop());

const refused = async (path: string, body: unknown, command: string, text: RegExp) => {
  const response = await post(path, body);
  expect(response.status).toBe(413);
  const answer = lowerCaseKeys(await response.json());
  expect(answer).toMatchObject({ success: false, command });
  expect(answer.error).toMatch(text);
  return answer.error as string;
};

const program = (name: string, source: string) => ({ type: 'PROG', name, source });

describe('bounded work per request', () => {
  it('refuses a syntax object with more lines than the limit, naming the object and the limit', async () => {
    const source = 'WRITE 1.\n'.repeat(workLimits.linesPerObject + 1);
    const error = await refused('/syntax', { objects: [program('ZLONG', source)] }, 'SYNTAX', /PROG ZLONG/);
    expect(error).toContain(workLimits.linesPerObject.toLocaleString('en-US'));
  }, 30_000);

  it('counts the lines of all parts of a class together', async () => {
    const half = 'WRITE 1.\n'.repeat(Math.ceil(workLimits.linesPerObject / 2) + 1);
    await refused('/syntax', { objects: [{ type: 'CLAS', name: 'ZCL_LONG', source: half, locals_imp: half }] }, 'SYNTAX', /CLAS ZCL_LONG.*lines/);
  }, 30_000);

  it('refuses a syntax object larger than the size limit although its lines are few', async () => {
    const line = `* ${'x'.repeat(60_000)}\n`;
    const source = line.repeat(Math.ceil(workLimits.charactersPerObject / line.length) + 1);
    const error = await refused('/syntax', { objects: [program('ZWIDE', source)] }, 'SYNTAX', /PROG ZWIDE/);
    expect(error).toContain(workLimits.charactersPerObject.toLocaleString('en-US'));
  }, 30_000);

  it('refuses more objects in one syntax request than the limit', async () => {
    const objects = Array.from({ length: workLimits.objectsPerRequest + 1 }, (_, i) => program(`ZP${i}`, 'WRITE 1.'));
    const error = await refused('/syntax', { objects }, 'SYNTAX', /objects/);
    expect(error).toContain(workLimits.objectsPerRequest.toLocaleString('en-US'));
  }, 30_000);

  it('refuses a syntax request whose objects together have more lines than the request limit', async () => {
    const per = Math.floor(workLimits.linesPerObject * 0.9);
    const count = Math.ceil(workLimits.linesPerRequest / per) + 1;
    const objects = Array.from({ length: count }, (_, i) => program(`ZMANY${i}`, 'WRITE 1.\n'.repeat(per)));
    const error = await refused('/syntax', { objects }, 'SYNTAX', /lines/);
    expect(error).toContain(workLimits.linesPerRequest.toLocaleString('en-US'));
  }, 30_000);

  it('checks a request at the object limit', async () => {
    const objects = Array.from({ length: workLimits.objectsPerRequest }, (_, i) => ({ type: 'TABL', name: `ZT${i}`, source: '' }));
    const response = await post('/syntax', { objects });
    expect(response.status).toBe(200);
    expect(lowerCaseKeys(await response.json()).results).toHaveLength(workLimits.objectsPerRequest);
  }, 30_000);

  it('refuses more files in one inspect request than the limit', async () => {
    const files = Array.from({ length: workLimits.inspectFilesPerRequest + 1 }, (_, i) => `zcl_x${i}.clas.abap`);
    const error = await refused('/inspect', { files }, 'INSPECT', /files/);
    expect(error).toContain(workLimits.inspectFilesPerRequest.toLocaleString('en-US'));
  });

  it('refuses more objects in one where-used request than the limit', async () => {
    const objects = Array.from({ length: workLimits.whereObjectsPerRequest + 1 }, (_, i) => `ZCL_X${i}`);
    const error = await refused('/where', { objects }, 'WHERE', /objects/);
    expect(error).toContain(String(workLimits.whereObjectsPerRequest));
  });
});
