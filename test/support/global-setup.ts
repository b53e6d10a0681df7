/**
 * vitest globalSetup: a folder for the run's demo template (test/support/demo-template.ts), handed to the
 * test processes. The first test that wants the demo seeds the template there; the main process imports
 * nothing of the system. Both projects of vitest.config.ts get the same folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const shared = globalThis as { abapdeckDemoTemplateRoot?: string };

export default function setup(project: TestProject): () => void {
  const root = (shared.abapdeckDemoTemplateRoot ??= mkdtempSync(join(tmpdir(), 'abapdeck-demo-template-')));
  project.provide('demoTemplateRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
