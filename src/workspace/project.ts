import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from './credentials.js';

export const projectFileName = '.abapgit-agent.json';

/** A finding of inspect that the project turns into an info (protocol-notes: inspect.suppress). */
export interface SuppressRule {
  /** Object-name pattern, `*` any characters, case-insensitive. */
  object: string;
  /** Message pattern, `*` any characters, case-insensitive. */
  message: string;
}

/**
 * The project configuration `.abapgit-agent.json` (committed with the project; protocol-notes "Client
 * files"): every section optional, unknown keys ignored, a wrongly typed value a clear error.
 */
export interface ProjectConfig {
  safeguards: {
    requireFilesForPull: boolean;
    disablePull: boolean;
    disableRun: boolean;
    disableImport: boolean;
    requireImportMessage: boolean;
    /** Users exempt from disableImport (upper case). */
    importAllowedUsers: string[];
    disableProbeClasses: boolean;
    reason?: string;
  };
  conflictDetection: { mode: 'abort' | 'ignore'; reason?: string };
  inspect: { variant?: string; exclude: string[]; suppress: SuppressRule[] };
  coverage: { threshold: number; mode: 'fail' | 'warn'; excludes: string[] };
  transports: { allowCreate: boolean; allowRelease: boolean; reason?: string; hook?: { path: string; description?: string } };
  project: { name?: string; description?: string };
  /** strict: every name must exist (pull and syntax refuse a standard name the embedded kernel lacks, instead of a kernel gap). */
  kernel: { strict: boolean };
  /** timeoutSeconds: the time limit of a unit run (the system's default when unset). */
  unit: { timeoutSeconds?: number };
  /** Folder the configuration was found in (the project root), if any. */
  root?: string;
}

export const defaultProjectConfig: ProjectConfig = {
  safeguards: {
    requireFilesForPull: false,
    disablePull: false,
    disableRun: false,
    disableImport: false,
    requireImportMessage: false,
    importAllowedUsers: [],
    disableProbeClasses: false,
  },
  conflictDetection: { mode: 'abort' },
  inspect: { exclude: [], suppress: [] },
  coverage: { threshold: 0, mode: 'fail', excludes: [] },
  transports: { allowCreate: true, allowRelease: true },
  project: {},
  kernel: { strict: false },
  unit: {},
};

/** Finds the project configuration in cwd or a parent folder; unknown sections are ignored. */
export function readProjectConfig(cwd: string): ProjectConfig {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const file = join(dir, projectFileName);
    if (existsSync(file)) return parseProjectConfig(readFileSync(file, 'utf8'), file, dir);
    if (dirname(dir) === dir) return defaultProjectConfig;
  }
}

type Raw = Record<string, unknown>;

export function parseProjectConfig(text: string, file: string, root?: string): ProjectConfig {
  let raw: Raw;
  try {
    raw = JSON.parse(text) as Raw;
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError(`${file} must hold a JSON object`);
  const read = new SectionReader(file);
  const safeguards = read.section(raw, 'safeguards');
  const conflict = read.section(raw, 'conflictDetection');
  const mode = conflict['mode'];
  if (mode !== undefined && mode !== 'abort' && mode !== 'ignore') {
    throw new ConfigError(`${file}: conflictDetection.mode must be 'abort' or 'ignore'`);
  }
  const inspect = read.section(raw, 'inspect');
  const coverage = read.section(raw, 'coverage');
  const coverageMode = coverage['mode'];
  if (coverageMode !== undefined && coverageMode !== 'fail' && coverageMode !== 'warn') throw new ConfigError(`${file}: coverage.mode must be 'fail' or 'warn'`);
  const threshold = coverage['threshold'];
  if (threshold !== undefined && (typeof threshold !== 'number' || threshold < 0 || threshold > 100)) {
    throw new ConfigError(`${file}: coverage.threshold must be a number from 0 to 100`);
  }
  const transports = read.section(raw, 'transports');
  const hook = transports['hook'];
  const project = read.section(raw, 'project');
  const kernel = read.section(raw, 'kernel');
  if (kernel['strict'] !== undefined && typeof kernel['strict'] !== 'boolean') throw new ConfigError(`${file}: kernel.strict must be true or false`);
  const unit = read.section(raw, 'unit');
  const timeoutSeconds = unit['timeoutSeconds'];
  if (timeoutSeconds !== undefined && (typeof timeoutSeconds !== 'number' || !Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > 3600)) {
    throw new ConfigError(`${file}: unit.timeoutSeconds must be a whole number of seconds from 1 to 3600`);
  }
  const allowed = safeguards['importAllowedUsers'];
  return {
    safeguards: {
      requireFilesForPull: safeguards['requireFilesForPull'] === true,
      disablePull: safeguards['disablePull'] === true,
      disableRun: safeguards['disableRun'] === true,
      disableImport: safeguards['disableImport'] === true,
      requireImportMessage: safeguards['requireImportMessage'] === true,
      importAllowedUsers: (typeof allowed === 'string' ? [allowed] : read.strings(allowed, 'safeguards.importAllowedUsers')).map((user) => user.trim().toUpperCase()).filter(Boolean),
      disableProbeClasses: safeguards['disableProbeClasses'] === true,
      reason: read.text(safeguards['reason']),
    },
    conflictDetection: {
      mode: (mode as 'abort' | 'ignore' | undefined) ?? 'abort',
      reason: read.text(conflict['reason']),
    },
    inspect: {
      variant: read.text(inspect['variant']),
      exclude: read.strings(inspect['exclude'], 'inspect.exclude'),
      suppress: read.list(inspect['suppress'], 'inspect.suppress').map((rule, index) => {
        const entry = (rule && typeof rule === 'object' ? rule : {}) as Raw;
        return { object: read.text(entry['object']) ?? '*', message: read.text(entry['message']) ?? `${read.fail(`inspect.suppress[${index}].message is required`)}` };
      }),
    },
    coverage: {
      threshold: typeof threshold === 'number' ? threshold : 0,
      mode: (coverageMode as 'fail' | 'warn' | undefined) ?? 'fail',
      excludes: read.strings(coverage['excludes'], 'coverage.excludes'),
    },
    transports: {
      allowCreate: transports['allowCreate'] !== false,
      allowRelease: transports['allowRelease'] !== false,
      reason: read.text(transports['reason']),
      ...(hook && typeof hook === 'object' && typeof (hook as Raw)['path'] === 'string'
        ? { hook: { path: (hook as Raw)['path'] as string, ...(read.text((hook as Raw)['description']) ? { description: read.text((hook as Raw)['description'])! } : {}) } }
        : {}),
    },
    project: { name: read.text(project['name']), description: read.text(project['description']) },
    kernel: { strict: kernel['strict'] === true },
    unit: typeof timeoutSeconds === 'number' ? { timeoutSeconds } : {},
    root,
  };
}

/** Reads the sections of one configuration file, failing with the file and key named. */
class SectionReader {
  constructor(private readonly file: string) {}

  section(raw: Raw, name: string): Raw {
    const value = raw[name];
    if (value === undefined) return {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) this.fail(`${name} must be an object`);
    return value as Raw;
  }

  text(value: unknown): string | undefined {
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  }

  list(value: unknown, key: string): unknown[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) this.fail(`${key} must be a list`);
    return value as unknown[];
  }

  strings(value: unknown, key: string): string[] {
    return this.list(value, key).map((item) => (typeof item === 'string' ? item : this.fail(`${key} must hold strings`)));
  }

  fail(message: string): never {
    throw new ConfigError(`${this.file}: ${message}`);
  }
}
