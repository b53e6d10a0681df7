/**
 * Before a pull writes anything: a transparent table whose database table cannot be made (an unknown data
 * element, no fields) fails the pull as a check error would, so it stays inactive and listed, and the next
 * pull checks it again instead of answering success for an object whose table does not exist. The pulled
 * objects are looked up first (a data element of the same pull), then the active ones and the kernel's.
 */
import { resolveTable } from '../data/index.js';
import { dictionaryLookup } from '../data-follower.js';
import { objectKey, type AbapObject } from '../objects.js';
import type { ObjectStore } from '../repository/objects.js';
import { withKernelObjects } from '../reading/kernel-objects.js';
import type { ActivationErrors } from '../checks/index.js';

export function dictionaryErrors(pulled: readonly AbapObject[], objects: ObjectStore, errors: ActivationErrors): void {
  const byKey = new Map(pulled.map((object) => [objectKey(object.type, object.name), object]));
  const system = dictionaryLookup(withKernelObjects(objects));
  const lookup = (type: string, name: string) => byKey.get(objectKey(type === 'STRU' ? 'TABL' : type, name)) ?? system(type, name);
  for (const object of pulled) {
    if (object.type !== 'TABL') continue;
    const key = objectKey(object.type, object.name);
    if (errors.has(key)) continue;
    const resolved = resolveTable(object, lookup);
    if (resolved.definition.tableClass !== 'TRANSP' || resolved.problems.length === 0) continue;
    errors.set(key, resolved.problems.map((problem) => ({ file: `${object.name.toLowerCase().replaceAll('/', '#')}.tabl.xml`, line: 1, text: problem.message })));
  }
}
