/**
 * SY-REPID: the name of the main program of the code that reads it, as on an application system: the class
 * pool of a class (ZCL_X=========================CP, also in its local and test classes), the interface pool of
 * an interface, the function pool of a function group (SAPLZFG), the program itself otherwise. It depends on
 * where the reading statement is, not on the run, so the field is computed when read: from the innermost ABAP
 * frame of the call stack (the generated modules' source maps name the ABAP file). Without an ABAP frame it is
 * the run's program (SY-CPROG).
 */
import { objectFromFileName } from '../../../protocol/filenames.js';
import { classPoolName, interfacePoolName } from '../../../protocol/includes.js';
import type { AbapFrame } from '../pool/protocol.js';

/** The main program of an ABAP source file (abapGit file name), or undefined for a name of another shape. */
export function mainProgramOf(file: string): string | undefined {
  const object = objectFromFileName(file);
  if (!object) return undefined;
  switch (object.type) {
    case 'CLAS':
      return classPoolName(object.name);
    case 'INTF':
      return interfacePoolName(object.name);
    case 'FUGR':
      return `SAPL${object.name}`;
    default:
      return object.name;
  }
}

/** Makes SY-REPID a field of SY whose value is the main program of the innermost ABAP frame. */
export function installRepid(currentFrames: () => readonly AbapFrame[]): void {
  const sy = abap.builtin.sy.get() as Record<string, unknown> & { cprog: { get(): string } };
  const repid = new abap.types.Character(40);
  Object.defineProperty(sy, 'repid', {
    enumerable: true,
    configurable: true,
    get() {
      const innermost = currentFrames()[0];
      repid.set((innermost && mainProgramOf(innermost.file)) ?? sy.cprog.get());
      return repid;
    },
  });
}
