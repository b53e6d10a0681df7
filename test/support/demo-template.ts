/**
 * The demo system's data folder, seeded once per test run and copied for each test that wants one.
 * Seeding reads and saves every demo object and loads the demo rows (about a second of CPU each time);
 * a copy of the closed folder is the same system in milliseconds. vitest.config.ts runs
 * test/support/global-setup.ts once, which seeds the template and hands its folder to the test
 * processes (provide/inject); without it (another config) each test seeds as before.
 */
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { demoSeed } from '../../src/system/seed.js';
import { EmbeddedSystem } from '../../src/system/system.js';
import { testPasswords } from './passwords.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed demo data folder whose users have test/support/passwords.ts's passwords. */
    demoTemplate: string;
  }
}

function providedTemplate(): string | undefined {
  try {
    const dir = inject('demoTemplate');
    return dir && existsSync(join(dir, 'repository.db')) ? dir : undefined;
  } catch {
    return undefined; // not inside a vitest test process
  }
}

/**
 * Copies the demo template into `dataDir` when it holds no system yet. Answers false when there is no
 * template to copy (the caller seeds instead) or the folder holds a system already (which keeps its state,
 * as EmbeddedSystem.open would keep it).
 */
export function copyDemoTemplate(dataDir: string): boolean {
  if (existsSync(join(dataDir, 'repository.db'))) return false;
  const template = providedTemplate();
  if (!template) return false;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(template)) cpSync(join(template, name), join(dataDir, name), { recursive: true });
  return true;
}

/**
 * Opens the demo system in `dataDir` (new or opened before): a copy of the template, else seeded here.
 * Its users have test/support/passwords.ts's passwords.
 */
export function openDemoSystemAt(dataDir: string): EmbeddedSystem {
  const seed = copyDemoTemplate(dataDir) ? undefined : demoSeed;
  return EmbeddedSystem.open({ dataDir, seed, initialPasswords: testPasswords });
}
