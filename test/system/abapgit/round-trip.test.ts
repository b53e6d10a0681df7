import { describe, expect, it } from 'vitest';
import { deserializeObjects, parseDotAbapgit, serializeDotAbapgit, serializeObject } from '../../../src/system/abapgit/index.js';
import type { GitFile } from '../../../src/system/objects.js';
import { hasReference, referenceFiles, referenceFolders } from './reference-files.js';

/** Files of one reference folder grouped by the folder they sit in (devc and dot-abapgit keep one repository per subfolder). */
function bySubfolder(files: GitFile[]): Map<string, GitFile[]> {
  const groups = new Map<string, GitFile[]>();
  for (const file of files) {
    const folder = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    groups.set(folder, [...(groups.get(folder) ?? []), file]);
  }
  return groups;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

describe.skipIf(!hasReference)('reference files round-trip byte for byte', () => {
  const objectFolders = referenceFolders().filter((folder) => folder !== 'dot-abapgit');

  for (const folder of objectFolders) {
    for (const [subfolder, files] of bySubfolder(referenceFiles(folder))) {
      describe(`${folder}${subfolder ? `/${subfolder}` : ''}`, () => {
        const { objects, problems } = deserializeObjects(files, 'ZREFERENCE');

        it('reads every file without problems', () => {
          expect(problems).toEqual([]);
        });

        for (const object of objects) {
          it(`writes ${object.type} ${object.name} back to the same bytes`, () => {
            const written = serializeObject(object);
            const original = files.filter((file) => written.some((out) => out.path === baseName(file.path)));
            expect(written.map((file) => file.path).sort()).toEqual(original.map((file) => baseName(file.path)).sort());
            for (const file of written) {
              const source = files.find((candidate) => baseName(candidate.path) === file.path) as GitFile;
              expect(file.data.equals(source.data), `${file.path} differs`).toBe(true);
            }
          });
        }

        it('uses every file of the folder', () => {
          const written = objects.flatMap((object) => serializeObject(object).map((file) => file.path));
          expect(written.sort()).toEqual(files.map((file) => baseName(file.path)).sort());
        });
      });
    }
  }

  describe('.abapgit.xml', () => {
    const files = hasReference ? referenceFiles('dot-abapgit') : [];
    for (const file of files) {
      it(`${file.path} round-trips`, () => {
        expect(serializeDotAbapgit(parseDotAbapgit(file.data)).equals(file.data)).toBe(true);
      });
    }
  });
});
