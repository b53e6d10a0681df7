/** Package names: 1 to 30 characters, starting with a letter or '$', or namespaced as /NS/NAME. */
const packageNamePattern = /^(?:\/[A-Z0-9_]{1,10}\/[A-Z0-9_$]+|[A-Z$][A-Z0-9_$]*)$/;

export function isValidPackageName(name: string): boolean {
  return name.length >= 1 && name.length <= 30 && packageNamePattern.test(name);
}

/** Object names as the client sends them: trimmed and upper-cased. */
export function normalizeName(name: string): string {
  return name.trim().toUpperCase();
}
