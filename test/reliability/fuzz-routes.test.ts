/**
 * Property-based fuzzing of the service's edge (issue 19): request bodies of every {base_url} route, WHERE
 * clauses of preview, XML documents of dbview and file names of pull and syntax. Whatever is sent, the answer
 * is never a 500 and never shows a stack trace; it is the route's own shape or the 400 envelope; and the
 * databases stay intact. Fixed seed and bounded runs, so CI stays fast and a failure reproduces.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { addPackage } from '../system/dbview/fixtures.js';

const SEED = 19_2024;
let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: (system) => addPackage(system, '$FUZZ_HANA') });
  session = await rawSession(service);
});
afterAll(async () => service?.stop());

interface Answer {
  status: number;
  text: string;
}

async function send(path: string, body: unknown): Promise<Answer> {
  const response = await session.post(path, typeof body === 'string' ? body : JSON.stringify(body));
  return { status: response.status, text: await response.text() };
}

/** The property every answer holds: no 500, no stack trace, JSON in the route's shape or the 400 envelope. */
function expectWellFormedAnswer(path: string, body: unknown, answer: Answer): void {
  const context = `${path} ${JSON.stringify(body).slice(0, 400)} → ${answer.status} ${answer.text.slice(0, 400)}`;
  expect(answer.status, context).not.toBeGreaterThanOrEqual(500);
  expect(answer.text, context).not.toMatch(/\n\s+at \S+ \(|node_modules|\.ts:\d+|\.js:\d+:\d+/);
  expect([200, 202, 400, 403, 404, 413], context).toContain(answer.status);
  const parsed = JSON.parse(answer.text) as unknown;
  if (answer.status >= 400) {
    expect(parsed, context).toMatchObject({ success: false, command: expect.any(String), error: expect.any(String) });
  } else {
    expect(typeof parsed === 'object' && parsed !== null, context).toBe(true);
  }
}

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('', ' ', 'ZDEMO', '$TMP', 'ZCL_X', '*', '%', '../..', 'X'));
const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(text, text, { maxKeys: 3 }));

/** A body: mostly an object of the route's own fields with arbitrary values, sometimes anything at all. */
function bodyOf(fields: string[]): fc.Arbitrary<unknown> {
  const own = fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length });
  return fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) });
}

/** A fuzzed value as text (an object without a prototype has no String()). */
const printable = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

// Every {base_url} POST route with the fields it reads. Repository URLs stay local and missing, so git answers fast.
const routes: Record<string, string[]> = {
  '/tree': ['package', 'depth', 'include_objects'],
  '/list': ['package', 'type', 'name', 'limit', 'offset'],
  '/syntax': ['objects', 'uccheck'],
  '/inspect': ['files', 'variant'],
  '/where': ['objects', 'type', 'limit', 'offset'],
  '/view': ['objects', 'type', 'full'],
  '/preview': ['objects', 'type', 'limit', 'offset', 'where', 'columns'],
  '/customize': ['table_name', 'field_values', 'transport', 'no_transport'],
  '/create': ['url', 'branch', 'package', 'name', 'display_name', 'folder_logic', 'folder'],
  '/delete': ['url'],
  '/status': ['url'],
  '/import': ['url', 'branch', 'package', 'message', 'prune'],
  '/pull': ['url', 'branch', 'files', 'transport_request', 'conflict_mode'],
  '/transport': ['action', 'scope', 'type', 'description', 'number'],
  '/drop': ['object_type', 'object_name', 'transport_request'],
  '/inactive': ['scope'],
  '/activate': ['objects'],
  '/pull/preview': ['url', 'branch', 'files'],
  '/import/preview': ['url', 'branch', 'package', 'prune'],
  '/history': ['url', 'objects', 'limit'],
  '/pull/undo': ['url', 'transport_request', 'dry_run'],
  '/pull/working-files': ['url', 'branch', 'files', 'transport_request', 'conflict_mode', 'WORKING_FILES'],
  '/inspect/variants': [],
  '/dbview': ['action', 'subaction', 'package', 'files', 'transport', 'objects', 'view', 'schema', 'table', 'where', 'columns', 'limit', 'offset'],
  '/dump': ['limit', 'user', 'program', 'error', 'ts_from', 'ts_to', 'detail'],
};

describe('fuzzed request bodies of every {base_url} route', () => {
  it.each(Object.entries(routes))('%s never answers 500 or a stack trace', async (path, fields) => {
    await fc.assert(
      fc.asyncProperty(bodyOf(fields.length > 0 ? fields : ['x']), async (body) => {
        // keep fuzzed repository URLs away from the network: a missing local path
        if (body && typeof body === 'object' && !Array.isArray(body) && 'url' in body) (body as Record<string, unknown>).url = `/nonexistent/fuzz/${printable((body as Record<string, unknown>).url).slice(0, 20)}`;
        expectWellFormedAnswer(path, body, await send(path, body));
      }),
      { seed: SEED, numRuns: 8 },
    );
  });
});

describe('fuzzed WHERE clauses of preview', () => {
  const word = fc.constantFrom('CARRIER_ID', 'NAME', 'MANDT', 'AND', 'OR', 'NOT', 'LIKE', 'IN', 'BETWEEN', 'IS', 'NULL', '=', '<>', '>=', '<', '(', ')', ',', "'ZA'", "'%'", "''", '1', '-1', '1e9', 'DELETE', 'DROP', 'TABLE', ';', '--', '/*', '"', "'", '\\', '\u00e4', '\u{1F600}');
  const clause = fc.oneof(fc.array(word, { maxLength: 12 }).map((words) => words.join(' ')), fc.string({ maxLength: 60 }), fc.constant('('.repeat(5000) + "CARRIER_ID = 'ZA'" + ')'.repeat(5000)));

  it('answers rows or the spec’s WHERE refusal, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(clause, fc.constantFrom('ZDEMO_CARRIER', 'ZDEMO_BOOKING'), async (where, table) => {
        const body = { objects: [table], where };
        const answer = await send('/preview', body);
        expectWellFormedAnswer('/preview', body, answer);
        expect(answer.status).toBe(200);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});

describe('fuzzed XML documents of dbview check and deploy', () => {
  const name = fc.constantFrom('Calculation:scenario', 'Dimension:dimension', 'dataSources', 'DataSource', 'calculationViews', 'calculationView', 'input', 'mapping', 'logicalModel', 'attributes', 'attribute', 'formula', 'a');
  const attribute = fc.tuple(fc.constantFrom('id', 'xsi:type', 'calculationScenarioType', 'datatype', 'node', 'columnObject', 'schemaName'), fc.string({ maxLength: 12 }));
  const element: fc.Arbitrary<string> = fc.letrec<{ element: string }>((tie) => ({
    element: fc
      .tuple(name, fc.array(attribute, { maxLength: 3 }), fc.array(fc.oneof({ weight: 2, arbitrary: fc.string({ maxLength: 10 }) }, { weight: 1, arbitrary: tie('element') }), { maxLength: 3 }))
      .map(([tag, attributes, children]) => `<${tag}${attributes.map(([key, val]) => ` ${key}="${val.replace(/[&<"]/g, '')}"`).join('')}>${children.join('')}</${tag}>`),
  })).element;
  const document = fc.oneof(
    { weight: 4, arbitrary: element.map((root) => `<?xml version="1.0" encoding="UTF-8"?>${root}`) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((depth) => `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`) },
  );
  const file = fc.constantFrom('CV_FUZZ.calculationview', 'AT_FUZZ.attributeview', 'x.hdbview', '../CV_UP.calculationview', 'src/a/b/CV_DEEP.calculationview', '');

  it.each(['check', 'deploy'])('%s answers a result for every document, never a 500', async (action) => {
    await fc.assert(
      fc.asyncProperty(document, file, async (content, fileName) => {
        const body = { action, package: '$FUZZ_HANA', files: [{ file: fileName, content }] };
        const answer = await send('/dbview', body);
        expectWellFormedAnswer('/dbview', body, answer);
        expect(answer.status).toBe(200);
      }),
      { seed: SEED, numRuns: 20 },
    );
  });
});

describe('fuzzed file names of pull and syntax', () => {
  const fileName = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('src/zcl_x.clas.abap', '#dmo#zcl_x.clas.abap', 'zcl_x.clas.locals_imp.abap', '.abapgit.xml', '../../etc/passwd', 'a/../../b.prog.abap', 'x.clas.abap.abap', '\u0000.prog.abap', 'ZCL_\u00e4.clas.abap', '.clas.abap'),
  );

  it('pull with fuzzed files answers its result, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fileName, { maxLength: 5 }), async (files) => {
        const body = { url: '/nonexistent/fuzz/repo.git', files };
        expectWellFormedAnswer('/pull', body, await send('/pull', body));
      }),
      { seed: SEED, numRuns: 15 },
    );
  });

  it('syntax with fuzzed object names and types answers its result, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fileName, fc.constantFrom('CLAS', 'PROG', 'INTF', 'FUGR', 'DDLS', '', 'XXXX'), async (name, type) => {
        const body = { objects: [{ type, name, source: 'REPORT z.' }] };
        expectWellFormedAnswer('/syntax', body, await send('/syntax', body));
      }),
      { seed: SEED, numRuns: 15 },
    );
  });
});

describe('after the fuzzing', () => {
  it('both databases pass SQLite’s integrity check', async () => {
    for (const file of ['repository.db', 'data.db']) {
      const path = join(service.dataDir, file);
      const db = new Database(path, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true }), file).toBe('ok');
      } finally {
        db.close();
      }
    }
    expect((await send('/tree', { package: 'ZDEMO' })).status).toBe(200);
  });
});
