/** Package names: 1 to 30 characters, starting with a letter or '$', or namespaced as /NS/NAME. */
const packageNamePattern = /^(?:\/[A-Z0-9_]{1,10}\/[A-Z0-9_$]+|[A-Z$][A-Z0-9_$]*)$/;

export function isValidPackageName(name: string): boolean {
  return name.length >= 1 && name.length <= 30 && packageNamePattern.test(name);
}

/** Object names as the client sends them: trimmed and upper-cased. */
export function normalizeName(name: string): string {
  return name.trim().toUpperCase();
}

/**
 * Object names of the repository: letters, digits, '_' (and '$' of local packages), at most 40 characters,
 * optionally in a namespace (/NS/NAME). Whatever else a file name spells (path parts through %xx escapes,
 * dots, spaces) names no object.
 */
const objectNamePattern = /^(?:\/[A-Z0-9_]{1,10}\/)?[A-Z0-9_$][A-Z0-9_$]*$/;

export function isValidObjectName(name: string): boolean {
  return name.length >= 1 && name.length <= 40 && objectNamePattern.test(name);
}

/**
 * The spec's guess of an object's type from its name, for where nothing better is known (the directory does
 * not list it, or the client has only a name): [ZY]CL_ and CL_ are classes, [ZY]IF_ and IF_ interfaces,
 * [ZY]TY_ and [ZY]S__ data elements; any other name is `otherwise` (a class for the view's lookup, a program
 * for a run or a check).
 */
export function typeFromName<Otherwise extends string>(name: string, otherwise: Otherwise): 'CLAS' | 'INTF' | 'DTEL' | Otherwise {
  const upper = name.trim().toUpperCase();
  if (/^[ZY]?CL_/.test(upper)) return 'CLAS';
  if (/^[ZY]?IF_/.test(upper)) return 'INTF';
  if (/^[ZY](?:TY_|S__)/.test(upper)) return 'DTEL';
  return otherwise;
}
