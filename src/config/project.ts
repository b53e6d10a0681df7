import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from './credentials.js';

export const projectFileName = '.abapgit-agent.json';

export interface ProjectConfig {
  safeguards: {
    requireFilesForPull: boolean;
    disablePull: boolean;
    disableRun: boolean;
    disableProbeClasses: boolean;
    reason?: string;
  };
  conflictDetection: { mode: 'abort' | 'ignore'; reason?: string };
  /** Folder the configuration was found in (the project root), if any. */
  root?: string;
}

export const defaultProjectConfig: ProjectConfig = {
  safeguards: { requireFilesForPull: false, disablePull: false, disableRun: false, disableProbeClasses: false },
  conflictDetection: { mode: 'abort' },
};

/** Finds the project configuration in cwd or a parent folder; unknown sections are ignored. */
export function readProjectConfig(cwd: string): ProjectConfig {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const file = join(dir, projectFileName);
    if (existsSync(file)) return parseProjectConfig(readFileSync(file, 'utf8'), file, dir);
    if (dirname(dir) === dir) return defaultProjectConfig;
  }
}

export function parseProjectConfig(text: string, file: string, root?: string): ProjectConfig {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const safeguards = (raw['safeguards'] ?? {}) as Record<string, unknown>;
  const conflict = (raw['conflictDetection'] ?? {}) as Record<string, unknown>;
  const mode = conflict['mode'];
  if (mode !== undefined && mode !== 'abort' && mode !== 'ignore') {
    throw new ConfigError(`${file}: conflictDetection.mode must be 'abort' or 'ignore'`);
  }
  return {
    safeguards: {
      requireFilesForPull: safeguards['requireFilesForPull'] === true,
      disablePull: safeguards['disablePull'] === true,
      disableRun: safeguards['disableRun'] === true,
      disableProbeClasses: safeguards['disableProbeClasses'] === true,
      reason: typeof safeguards['reason'] === 'string' ? safeguards['reason'] : undefined,
    },
    conflictDetection: {
      mode: (mode as 'abort' | 'ignore' | undefined) ?? 'abort',
      reason: typeof conflict['reason'] === 'string' ? conflict['reason'] : undefined,
    },
    root,
  };
}
