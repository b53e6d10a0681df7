/**
 * The test classes and methods of the objects a unit run names, read from the local files: the system's
 * result lists failures only, and a JUnit report lists every test method. Test classes are read with
 * abaplint's parser (loaded only for a report), so chained declarations (METHODS: a FOR TESTING, b …)
 * count as they do on a system.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { baseName, objectFromFileName } from '../../protocol/filenames.js';
import { classPartFileName, mainSourceFileName } from '../../protocol/object-files.js';
import { fileBelow } from '../../workspace/files-below.js';

export interface LocalTestClass {
  /** Upper-case class or program holding the test class. */
  objectName: string;
  /** Upper-case local test class. */
  testClass: string;
  /** Upper-case test methods in declaration order. */
  methods: string[];
  /** The local file holding the test class (absolute path). */
  file: string;
  /** Per test method the line of its METHOD statement in that file, else of its declaration. */
  methodLines: Record<string, number>;
}

export interface TestMethodScan {
  classes: LocalTestClass[];
  /** Objects whose test source was not found locally. */
  missing: string[];
}

/** The local file holding the test classes of the object a named file belongs to. */
function testSourceOf(cwd: string, searchRoot: string, file: string): string | undefined {
  const object = objectFromFileName(file);
  if (!object || (object.type !== 'CLAS' && object.type !== 'PROG')) return undefined;
  const wanted = object.type === 'CLAS' ? classPartFileName(object.name, 'testclasses') : mainSourceFileName('PROG', object.name);
  const named = resolve(cwd, file);
  const beside = join(dirname(named), wanted);
  if (existsSync(beside)) return beside;
  return fileBelow(searchRoot, basename(wanted));
}

export async function scanTestMethods(cwd: string, searchRoot: string, files: readonly string[]): Promise<TestMethodScan> {
  const { ABAPParser, MemoryFile } = await import('#abaplint/core');
  const scan: TestMethodScan = { classes: [], missing: [] };
  const seen = new Set<string>();
  for (const file of files) {
    const object = objectFromFileName(file);
    if (!object || seen.has(`${object.type} ${object.name}`)) continue;
    seen.add(`${object.type} ${object.name}`);
    if (object.type !== 'CLAS' && object.type !== 'PROG') continue;
    const source = testSourceOf(cwd, searchRoot, file);
    if (!source) {
      scan.missing.push(object.name);
      continue;
    }
    const parsed = new ABAPParser().parse([new MemoryFile(baseName(source).toLowerCase(), readFileSync(source, 'utf8'))]).output[0];
    const info = parsed?.getInfo();
    for (const definition of info?.listClassDefinitions() ?? []) {
      if (!definition.isForTesting) continue;
      const declared = definition.methods.filter((method) => method.isForTesting);
      const methods = declared.map((method) => method.name.toUpperCase());
      if (methods.length === 0) continue;
      const implemented = info?.getClassImplementationByName(definition.name)?.methods ?? [];
      const methodLines: Record<string, number> = {};
      for (const method of declared) {
        const implementation = implemented.find((identifier) => identifier.getName().toUpperCase() === method.name.toUpperCase());
        methodLines[method.name.toUpperCase()] = (implementation ?? method.identifier).getStart().getRow();
      }
      scan.classes.push({ objectName: object.name, testClass: definition.name.toUpperCase(), methods, file: source, methodLines });
    }
  }
  return scan;
}
