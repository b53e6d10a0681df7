/**
 * A pull's files are read on a worker thread when there are many (issue 19/20: parsing the 2,000 XML files of
 * 1,000 objects held the HTTP event loop for half a second): the thread reads exactly what reading in place
 * reads, the loop runs meanwhile, and a few files are read in place.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDotAbapgit, readRepository, writeRepository } from '../../../src/system/abapgit/index.js';
import type { AbapObject, GitFile } from '../../../src/system/objects.js';
import { READ_IN_PLACE_BELOW, RepositoryReader } from '../../../src/system/workers/repository-reader.js';

function generatedClass(index: number): AbapObject & { package: string } {
  const name = `ZCL_READ_${String(index).padStart(4, '0')}`;
  return {
    type: 'CLAS',
    name,
    description: `Read ${index}`,
    package: index % 2 === 0 ? 'ZREAD' : 'ZREAD_SUB',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: `Read ${index}`, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: {
      main: `CLASS ${name.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.\n  PUBLIC SECTION.\n    METHODS run RETURNING VALUE(result) TYPE i.\nENDCLASS.\nCLASS ${name.toLowerCase()} IMPLEMENTATION.\n  METHOD run.\n    result = ${index}.\n  ENDMETHOD.\nENDCLASS.\n`,
    },
  };
}

const files: GitFile[] = writeRepository({
  dotAbapgit: defaultDotAbapgit(),
  rootPackage: 'ZREAD',
  packages: [
    { name: 'ZREAD', parent: '', description: 'Read', softwareComponent: 'HOME', metadata: {} },
    { name: 'ZREAD_SUB', parent: 'ZREAD', description: 'Read sub', softwareComponent: 'HOME', metadata: {} },
  ],
  objects: Array.from({ length: 150 }, (_, index) => generatedClass(index)),
});
// one file that does not read: its problem comes back from the thread too
files.push({ path: 'src/zcl_broken.clas.xml', data: Buffer.from('<not xml') });

describe('repository reader', () => {
  const reader = new RepositoryReader();
  afterAll(() => reader.close());

  it('reads many files on its thread exactly as in place, with the event loop free meanwhile', async () => {
    expect(files.length).toBeGreaterThanOrEqual(READ_IN_PLACE_BELOW);
    const inPlace = readRepository(files, 'ZREAD');
    expect(inPlace.objects).toHaveLength(150);
    expect(inPlace.problems.length).toBeGreaterThan(0);

    let loopRan = false;
    setImmediate(() => (loopRan = true));
    const onThread = await reader.read(files, 'ZREAD');
    // read in place, the answer would come before the loop's next turn
    expect(loopRan).toBe(true);
    expect(onThread).toEqual(inPlace);
  }, 60_000);

  it('reads a few files in place', async () => {
    const few = files.filter((file) => file.path.includes('zcl_read_0001') || file.path.endsWith('.devc.xml') || file.path === '.abapgit.xml');
    let loopRan = false;
    setImmediate(() => (loopRan = true));
    const content = await reader.read(few, 'ZREAD');
    expect(loopRan).toBe(false);
    expect(content).toEqual(readRepository(few, 'ZREAD'));
    expect(content.objects.map((object) => object.name)).toEqual(['ZCL_READ_0001']);
  });
});
