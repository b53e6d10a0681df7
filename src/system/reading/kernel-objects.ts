/**
 * The kernel's objects (standard classes, interfaces, dictionary types, message classes) as the view
 * operation reads them: an object the repository does not hold is looked up in the kernel, so `view` shows
 * TIMESTAMPL or CL_ABAP_TSTMP as a real system shows its standard objects (no package, delivered by SAP).
 */
import { directoryType, objectKey } from '../objects.js';
import { loadKernel } from '../kernel/index.js';
import type { ObjectEntry, ObjectStore, StoredObject } from '../repository/objects.js';
import { routeOrigin } from '../repository/origins.js';

let kernelByKey: Map<string, StoredObject> | undefined;
let kernelByName: Map<string, StoredObject[]> | undefined;

function kernel(): { byKey: Map<string, StoredObject>; byName: Map<string, StoredObject[]> } {
  if (!kernelByKey || !kernelByName) {
    kernelByKey = new Map();
    kernelByName = new Map();
    for (const object of loadKernel()) {
      const stored: StoredObject = {
        ...object,
        directoryType: directoryType(object),
        package: '',
        version: 'A',
        changedBy: 'SAP',
        changedAt: '',
        origin: routeOrigin('kernel'),
      };
      kernelByKey.set(objectKey(object.type, object.name), stored);
      kernelByName.set(object.name, [...(kernelByName.get(object.name) ?? []), stored]);
    }
  }
  return { byKey: kernelByKey, byName: kernelByName };
}

const entryOf = (object: StoredObject): ObjectEntry => ({ type: object.directoryType, name: object.name, package: '', description: object.description });

/** The repository's objects, and the kernel's where the repository holds no object of that name. */
export function withKernelObjects(objects: ObjectStore): ObjectStore {
  return new Proxy(objects, {
    get(target, property, receiver) {
      if (property === 'findByName') {
        return (name: string) => {
          const found = target.findByName(name);
          return found.length > 0 ? found : (kernel().byName.get(name.toUpperCase()) ?? []).map(entryOf);
        };
      }
      if (property === 'entry') {
        return (type: string, name: string) => target.entry(type, name) ?? kernelEntry(type, name);
      }
      if (property === 'get') {
        return (type: string, name: string, version?: 'A' | 'I') =>
          target.get(type, name, version) ?? (version === 'I' ? undefined : kernelObject(type, name));
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A kernel object under its directory type (STRU for structures) or its format type (TABL). */
function kernelObject(type: string, name: string): StoredObject | undefined {
  const byKey = kernel().byKey;
  return byKey.get(objectKey(type, name)) ?? (type.toUpperCase() === 'STRU' ? byKey.get(objectKey('TABL', name)) : undefined);
}

function kernelEntry(type: string, name: string): ObjectEntry | undefined {
  const object = kernelObject(type, name);
  return object ? entryOf(object) : undefined;
}
