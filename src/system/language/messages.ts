/** The language service's texts, written once. */
export const languageMessages = {
  nothingToRename: 'Nothing to rename here: place the cursor on a variable, attribute, method or parameter',
  renameInKernel: (name: string, file: string) => `Cannot rename ${name}: it is used or defined outside the repository, in ${file} (a kernel object)`,
  declaredOutside: (name: string, object: string, pkg: string, repository: string) =>
    `Cannot rename ${name}: it is declared in ${object} of package ${pkg}, outside the repository of ${repository} (an API this repository uses; rename it in its own repository)`,
  usedOutside: (name: string, object: string, pkg: string, repository: string) =>
    `Cannot rename ${name}: it is used in ${object} of package ${pkg}, outside the repository of ${repository} (a rename here would break it)`,
  objectRename: (name: string) => `Cannot rename ${name}: renaming an object renames its files; rename the object with its files instead`,
  badNewName: (name: string) => `"${name}" is not an ABAP name: letters, digits, underscores and namespace slashes, at most 61 characters`,
  unknownDocument: (name: string) => `Unknown document ${name}: neither a sent file nor a file of an active object`,
  needsPosition: (operation: string) => `${operation} needs a position in the document`,
  needsNewName: 'rename needs newName, the new name',
  unknownUri: (uri: string) => `Cannot navigate in ${uri}: not the source of a class, interface or program`,
} as const;
