import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestService } from './service.js';
import { tempDir, testPasswords } from './service.js';

export const binPath = resolve(__dirname, '../../bin/abapdeck');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built bin/abapdeck as a child process (npm test builds first). */
export function runCli(args: string[], options: { cwd: string; env?: Record<string, string | undefined>; input?: string }): Promise<CliRun> {
  const env: Record<string, string | undefined> = { ...process.env, ABAP_HOST: undefined, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return new Promise((resolvePromise) => {
    const child = execFile(process.execPath, [binPath, ...args], { cwd: options.cwd, env: env as NodeJS.ProcessEnv, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolvePromise({ code, stdout, stderr });
    });
    // standard input for the command (--password-stdin); left open otherwise, as before
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** A working folder whose .abapGitAgent points at the test service. */
export function projectFolderFor(service: TestService, user: keyof typeof testPasswords = 'DEVELOPER'): string {
  const dir = tempDir('abapdeck-cli-');
  const port = new URL(service.url).port;
  writeFileSync(
    join(dir, '.abapGitAgent'),
    JSON.stringify({ host: '127.0.0.1', sapport: Number(port), protocol: 'http', client: '100', user, password: testPasswords[user] }),
  );
  return dir;
}
