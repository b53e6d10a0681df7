/**
 * One test method of a unit run, an abapdeck extension (protocol-notes: "abapdeck's extensions"): the public
 * implementation's POST /unit runs every test method of the classes sent and would ignore a method field, so the
 * choice has a route of its own, POST {base_url}/unit/method, body {files, method, timeout?}, answered as POST /unit
 * (upper-case keys). `method` is a test method's name (every test class of the files that has one runs it) or
 * TEST_CLASS=>METHOD (that class's only); setup and teardown run around it as in a whole run.
 */
/** Capability of the route in GET /health. */
export const unitMethodCapability = 'unit.method';

export const UNIT_METHOD_PATH = '/unit/method';

/** Characters of the method text: a test class and a method name, each at most 30 characters, and the separator. */
export const unitMethodMaxLength = 64;

/** A test method chosen: its upper-case name and, when named, its upper-case test class. */
export interface TestMethodChoice {
  testClass?: string;
  method: string;
}

const NAME = /^[A-Z_/][A-Z0-9_/]{0,29}$/;

export const unitMethodMessages = {
  invalid: (text: string) => `'${text}' is not a test method: give its name (SUMS) or its test class and name (LTCL_X=>SUMS)`,
  notFound: (choice: string, objects: readonly string[], methods: readonly string[]) =>
    `No test method ${choice} in the test classes of ${objects.join(', ')}${methods.length > 0 ? ` (test methods: ${methods.join(', ')})` : ''}`,
};

/** The choice a method text names, or undefined when it is not a test method's name (with its class). */
export function parseTestMethod(text: string): TestMethodChoice | undefined {
  const parts = text.trim().toUpperCase().split(/=>|->/);
  if (parts.length > 2 || !parts.every((part) => NAME.test(part.trim()))) return undefined;
  const [first, second] = parts.map((part) => part.trim());
  return second === undefined ? { method: first! } : { testClass: first!, method: second };
}

/** The text of a choice, as messages name it (LTCL_X=>SUMS or SUMS). */
export function testMethodText(choice: TestMethodChoice): string {
  return choice.testClass ? `${choice.testClass}=>${choice.method}` : choice.method;
}

/**
 * The test classes a run of the chosen test method runs, each with that method alone (all of them when nothing
 * is chosen; none when no class has the method).
 */
export function chosenTests<T extends { testClass: string; methods: string[] }>(testClasses: readonly T[], choice: TestMethodChoice | undefined): T[] {
  if (!choice) return [...testClasses];
  return testClasses.flatMap((entry) => {
    if (choice.testClass !== undefined && entry.testClass !== choice.testClass) return [];
    return entry.methods.includes(choice.method) ? [{ ...entry, methods: [choice.method] }] : [];
  });
}
