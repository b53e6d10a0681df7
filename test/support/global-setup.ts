/** vitest globalSetup: seeds the demo data folder the test processes copy (test/support/demo-template.ts). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoSeed } from '../../src/system/seed.js';
import { EmbeddedSystem } from '../../src/system/system.js';
import { testPasswords } from './passwords.js';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'abapdeck-demo-template-'));
  EmbeddedSystem.open({ dataDir: dir, seed: demoSeed, initialPasswords: testPasswords }).close();
  project.provide('demoTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
