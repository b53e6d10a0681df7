/**
 * What other objects can see of a global class: every statement of its main source outside the class's
 * implementation (its definition and whatever precedes it, such as TYPE-POOLS), with their places (which
 * where-used reports), its class-relevant local types (which the private section, seen by friends, may use)
 * and its XML (category, e.g. an exception class). A change that leaves all of it as it was (a method's
 * implementation, the test classes, local implementations, macros) cannot change another object's check.
 */
import { Objects, Structures, type IObject } from '#abaplint/core';

/** The visible definition of a parsed class as one text; undefined for anything else or an unparsed class. */
export function visibleDefinition(object: IObject | undefined): string | undefined {
  if (!(object instanceof Objects.Class) || object.isDirty()) return undefined;
  const main = object.getMainABAPFile();
  const implementation = main?.getStructure()?.findFirstStructure(Structures.ClassImplementation);
  if (!main || !implementation || !main.getStructure()?.findFirstStructure(Structures.ClassDefinition)) return undefined;
  const [first, last] = [implementation.getFirstToken().getStart(), implementation.getLastToken().getStart()];
  const tokens = main
    .getStatements()
    .filter((statement) => statement.getStart().isBefore(first) || statement.getStart().isAfter(last))
    .flatMap((statement) => statement.getTokens().map((token) => `${token.getRow()}:${token.getCol()}:${token.getStr()}`));
  const localTypes = object.getFiles().find((file) => file.getFilename().toLowerCase().endsWith('.clas.locals_def.abap'));
  return [tokens.join(' '), localTypes?.getRaw() ?? '', object.getXMLFile()?.getRaw() ?? ''].join('\u0000');
}
