/**
 * Notices a run reaching for an object of the generation that a partly loaded work process has not loaded
 * (module-closure.ts): each such name gets a hidden accessor in its registry (`abap.Classes`, `abap.DDIC`, …)
 * that records the reach and answers what an unloaded name answers, undefined. Loading the module puts the
 * object in place of the accessor (its registration assigns the name), so a loaded object is an ordinary
 * property, read at no extra cost. The accessors are not enumerable: what lists a registry sees what is loaded.
 */
import './abap-global.js';

export class RegistryWatch {
  private readonly reached = new Set<string>();

  /** Watches every name of `names` (registry → names) that its registry does not hold yet. */
  constructor(names: ReadonlyMap<string, ReadonlySet<string>>) {
    const registries = abap as unknown as Record<string, unknown>;
    for (const [registryName, registered] of names) {
      const registry = registries[registryName];
      if (!registry || typeof registry !== 'object') continue;
      for (const name of registered) {
        if (Object.prototype.hasOwnProperty.call(registry, name)) continue;
        Object.defineProperty(registry, name, {
          configurable: true,
          enumerable: false,
          get: () => {
            this.reached.add(`${registryName} ${name}`);
            return undefined;
          },
          set: (value: unknown) => {
            Object.defineProperty(registry, name, { configurable: true, enumerable: true, writable: true, value });
          },
        });
      }
    }
  }

  /** Whether a name was reached since the last take. */
  get reachedAny(): boolean {
    return this.reached.size > 0;
  }

  /** The names reached since the last call (`Classes ZCL_X`), and forgets them. */
  take(): string[] {
    const reached = [...this.reached];
    this.reached.clear();
    return reached;
  }
}
