import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageSession, rawSession, startTestService, type TestService } from '../support/service.js';
import { addPackage } from '../support/fixtures.js';
import { clas } from '../system/checks/fixtures.js';
import { placeOf } from '../system/language/fixtures.js';

// Issue 36, what was left, item 1: the language service built its abaplint registry on the HTTP loop, so the first
// language request of a service held every other request until the registry of the whole system was parsed (16.7 s
// for 1,000 classes). It runs on a check worker now: a list is answered while that first request builds.

const CLASSES = 60;
const className = (i: number) => `ZCL_OFFLOAD_${String(i).padStart(3, '0')}`;
const classSource = (i: number) => `CLASS ${className(i).toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run IMPORTING iv_value TYPE i RETURNING VALUE(rv_result) TYPE i.
ENDCLASS.

CLASS ${className(i).toLowerCase()} IMPLEMENTATION.
  METHOD run.${i > 0 ? `\n    rv_result = NEW ${className(i - 1).toLowerCase()}( )->run( iv_value ).` : ''}
    rv_result = rv_result + 1.
  ENDMETHOD.
ENDCLASS.
`;

let service: TestService;
let post: (path: string, body: unknown) => Promise<Response>;
let language: (operation: string, body: unknown) => Promise<Response>;

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) =>
      system.db.transaction(() => {
        addPackage(system, 'ZOFFLOAD');
        for (let i = 0; i < CLASSES; i++) system.objects.save(clas(className(i), classSource(i)), 'ZOFFLOAD', 'A', 'DEVELOPER');
      })(),
  });
  post = (await rawSession(service)).post;
  language = await languageSession(service);
}, 120_000);
afterAll(async () => service.stop());

describe('the language service off the event loop', () => {
  it('answers a list while the first language request builds the registry, then keeps the registry warm', async () => {
    const order: string[] = [];
    const document = `${className(CLASSES - 1).toLowerCase()}.clas.abap`;
    const position = placeOf(classSource(CLASSES - 1), '->run(', 2);
    let started = performance.now();
    const first = language('definition', { document, position }).then(async (response) => {
      order.push('language');
      return { status: response.status, body: (await response.json()) as { result: { uri: string } | null }, millis: performance.now() - started };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const listMillis: number[] = [];
    for (let i = 0; i < 3; i++) {
      const asked = performance.now();
      const list = await post('/list', { package: 'ZOFFLOAD', limit: 5 });
      expect(list.status).toBe(200);
      listMillis.push(performance.now() - asked);
      order.push('list');
    }
    const answer = await first;
    console.log(`first language request ${answer.millis.toFixed(0)} ms; lists meanwhile ${listMillis.map((m) => m.toFixed(0)).join(', ')} ms`);
    expect(answer.status).toBe(200);
    expect(answer.body.result?.uri).toBe(`${className(CLASSES - 2).toLowerCase()}.clas.abap`);
    expect(order).toEqual(['list', 'list', 'list', 'language']);
    // the second request finds the registry built
    started = performance.now();
    const second = await language('definition', { document, position });
    expect(second.status).toBe(200);
    console.log(`second language request ${(performance.now() - started).toFixed(0)} ms`);
  }, 120_000);
});
