/**
 * The demo system's data folder, seeded once per test run and copied for each test that wants one.
 * Seeding reads and saves every demo object and loads the demo rows (about a second of CPU each time);
 * a copy of the closed folder is the same system in milliseconds. test/support/global-setup.ts hands
 * the test processes a folder for the run; the first test that wants the demo seeds the template into it.
 * Without that folder (another config) each test seeds as before.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { demoSeed } from '../../src/system/seed.js';
import { EmbeddedSystem } from '../../src/system/system.js';
import { testPasswords } from './passwords.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's demo template is seeded (test/support/global-setup.ts). */
    demoTemplateRoot: string;
  }
}

function templateRoot(): string | undefined {
  try {
    const root = inject('demoTemplateRoot');
    return root && existsSync(root) ? root : undefined;
  } catch {
    return undefined; // not inside a vitest test process
  }
}

/**
 * The run's demo template, a closed data folder whose users have test/support/passwords.ts's passwords,
 * seeded on first use. Two processes may seed at once: each seeds a folder of its own and renames it into
 * place, and the one that finds the place taken uses the other's.
 */
function demoTemplate(): string | undefined {
  const root = templateRoot();
  if (!root) return undefined;
  const template = join(root, 'demo');
  if (existsSync(template)) return template;
  const seeding = mkdtempSync(join(root, 'seeding-'));
  EmbeddedSystem.open({ dataDir: seeding, seed: demoSeed, initialPasswords: testPasswords }).close();
  try {
    renameSync(seeding, template);
  } catch {
    rmSync(seeding, { recursive: true, force: true });
  }
  return template;
}

/**
 * Opens the demo system in `dataDir` (new or opened before): a copy of the run's template, else seeded
 * here. Its users have test/support/passwords.ts's passwords.
 */
export function openDemoSystemAt(dataDir: string): EmbeddedSystem {
  const template = existsSync(join(dataDir, 'repository.db')) ? undefined : demoTemplate();
  if (template) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(template)) cpSync(join(template, name), join(dataDir, name), { recursive: true });
  }
  return EmbeddedSystem.open({ dataDir, seed: template ? undefined : demoSeed, initialPasswords: testPasswords });
}
