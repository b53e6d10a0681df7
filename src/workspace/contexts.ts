/**
 * Contexts: the systems a user works with, named in one user configuration file
 * ($XDG_CONFIG_HOME/abapdeck/contexts.json, else ~/.config/abapdeck/contexts.json), k9s and kubectl style.
 *
 *   {
 *     "current": "demo",
 *     "contexts": {
 *       "demo": { "embedded": true },
 *       "qas":  { "credentials": "~/systems/qas.abapGitAgent", "readOnly": true },
 *       "prd":  { "host": "prd.example.com", "user": "ME", "password": "…", "production": true, "readOnly": true }
 *     }
 *   }
 *
 * A context is the embedded demo system (optionally with its own data folder, `data`), a credentials file of the
 * .abapGitAgent format (`credentials`, a path: `~` is the home folder, a relative path is relative to the
 * contexts file), or the fields of such a file written inline. `readOnly` refuses the operations that change
 * a system (safeguards.ts readOnlyRefusal); `production` shows the context in red in the TUI.
 * Reading the file does no I/O beyond it: a context's connection is made by connection.ts.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { ConfigError, connectionOfFields, readCredentialsFileAt, type Connection, type CredentialsFields } from './credentials.js';

export const contextsFileName = 'contexts.json';

/** A context name that the contexts file does not define (its message lists the known ones). */
export class UnknownContextError extends ConfigError {}

/** What a connection knows of the context it was made for (absent: the working folder's file, the environment or the default). */
import type { ContextInfo } from '../protocol/connection.js';

export type { ContextInfo } from '../protocol/connection.js';

export type ContextTarget =
  | { kind: 'embedded'; dataDir?: string }
  | { kind: 'credentials'; path: string }
  | { kind: 'inline'; fields: CredentialsFields };

export interface ContextEntry extends ContextInfo {
  target: ContextTarget;
  description?: string;
}

export interface ContextsConfig {
  /** The file read (it may not exist: then there are no contexts). */
  file: string;
  exists: boolean;
  current?: string;
  contexts: ContextEntry[];
}

/** The user's configuration folder of abapdeck: $XDG_CONFIG_HOME/abapdeck, else ~/.config/abapdeck. */
export function configDir(env: NodeJS.ProcessEnv): string {
  const base = env['XDG_CONFIG_HOME'] || join(homedir(), '.config');
  return join(base, 'abapdeck');
}

export function contextsFile(env: NodeJS.ProcessEnv): string {
  return join(configDir(env), contextsFileName);
}

const namePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const targetKeys = ['embedded', 'credentials', 'host'] as const;
const credentialFieldKeys = [
  'host',
  'sapport',
  'client',
  'user',
  'password',
  'language',
  'protocol',
  'gitUsername',
  'gitPassword',
  'transport',
  'scratchWorkspace',
  'servicePath',
  'adtPath',
] as const;

function expandPath(path: string, relativeTo: string): string {
  if (path === '~' || path.startsWith('~/')) return join(homedir(), path.slice(1));
  return isAbsolute(path) ? path : resolve(relativeTo, path);
}

function entryOf(name: string, raw: unknown, file: string): ContextEntry {
  const where = `${file}: context '${name}'`;
  if (!namePattern.test(name)) throw new ConfigError(`${file}: '${name}' is not a valid context name (letters, digits, '.', '_' and '-', at most 64)`);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError(`${where} must be an object`);
  const fields = raw as Record<string, unknown>;
  const flag = (key: string): boolean => {
    const value = fields[key];
    if (value === undefined) return false;
    if (typeof value !== 'boolean') throw new ConfigError(`${where}: ${key} must be true or false`);
    return value;
  };
  const chosen = targetKeys.filter((key) => fields[key] !== undefined && fields[key] !== false);
  if (chosen.length !== 1) {
    throw new ConfigError(`${where} needs exactly one of "embedded": true, "credentials": "<file>" or the credentials' fields ("host", "user", …)`);
  }
  const description = typeof fields['description'] === 'string' ? fields['description'] : undefined;
  const info = { name, readOnly: flag('readOnly'), production: flag('production'), ...(description ? { description } : {}) };
  const base = dirname(file);
  if (chosen[0] === 'embedded') {
    if (fields['embedded'] !== true) throw new ConfigError(`${where}: embedded must be true`);
    const data = fields['data'];
    if (data !== undefined && typeof data !== 'string') throw new ConfigError(`${where}: data must be a folder path`);
    return { ...info, target: { kind: 'embedded', ...(data ? { dataDir: expandPath(data, base) } : {}) } };
  }
  if (chosen[0] === 'credentials') {
    const path = fields['credentials'];
    if (typeof path !== 'string' || path === '') throw new ConfigError(`${where}: credentials must be the path of a credentials file`);
    return { ...info, target: { kind: 'credentials', path: expandPath(path, base) } };
  }
  const inline: Record<string, unknown> = {};
  for (const key of credentialFieldKeys) if (fields[key] !== undefined) inline[key] = fields[key];
  return { ...info, target: { kind: 'inline', fields: inline as CredentialsFields } };
}

/** The contexts file; an absent file is no contexts. Throws ConfigError for a broken one. */
export function readContexts(env: NodeJS.ProcessEnv): ContextsConfig {
  const file = contextsFile(env);
  if (!existsSync(file)) return { file, exists: false, contexts: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError(`${file} must hold a JSON object`);
  const { current, contexts } = raw as { current?: unknown; contexts?: unknown };
  if (contexts !== undefined && (!contexts || typeof contexts !== 'object' || Array.isArray(contexts))) {
    throw new ConfigError(`${file}: contexts must be an object of named contexts`);
  }
  if (current !== undefined && typeof current !== 'string') throw new ConfigError(`${file}: current must be a context name`);
  const entries = Object.entries((contexts ?? {}) as Record<string, unknown>).map(([name, value]) => entryOf(name, value, file));
  if (current !== undefined && !entries.some((entry) => entry.name === current)) {
    throw new ConfigError(unknownContextText(current, entries, file, 'current'));
  }
  return { file, exists: true, ...(current !== undefined ? { current } : {}), contexts: entries };
}

function unknownContextText(name: string, entries: ContextEntry[], file: string, what = 'unknown'): string {
  const known = entries.map((entry) => entry.name);
  const listed = known.length > 0 ? `known contexts: ${known.join(', ')}` : `no contexts are defined in ${file}`;
  return `${what === 'current' ? `${file}: current names an ` : ''}unknown context '${name}'; ${listed}`;
}

/** The named context, or a ConfigError listing the known ones. */
export function findContext(config: ContextsConfig, name: string): ContextEntry {
  const entry = config.contexts.find((candidate) => candidate.name === name);
  if (!entry) throw new UnknownContextError(unknownContextText(name, config.contexts, config.file));
  return entry;
}

/**
 * Makes `name` the current context (the file's other content kept as written, apart from formatting). The file is
 * written to a temporary file and renamed, readable by its owner only (contexts may hold passwords).
 */
export function setCurrentContext(env: NodeJS.ProcessEnv, name: string): ContextsConfig {
  const config = readContexts(env);
  findContext(config, name);
  const raw = JSON.parse(readFileSync(config.file, 'utf8')) as Record<string, unknown>;
  const updated = { current: name, ...Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'current')) };
  mkdirSync(dirname(config.file), { recursive: true, mode: 0o700 });
  const temporary = `${config.file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(updated, null, 2) + '\n', { mode: 0o600 });
  renameSync(temporary, config.file);
  return { ...config, current: name };
}

/** The connection of a non-embedded context (the embedded one is started by connection.ts). */
export function connectionOfContext(entry: ContextEntry & { target: Exclude<ContextTarget, { kind: 'embedded' }> }): Connection {
  const info: ContextInfo = { name: entry.name, readOnly: entry.readOnly, production: entry.production };
  if (entry.target.kind === 'credentials') {
    const connection = readCredentialsFileAt(entry.target.path);
    if (!connection) throw new ConfigError(`context '${entry.name}': credentials file ${entry.target.path} does not exist`);
    return { ...connection, context: info };
  }
  return { ...connectionOfFields(entry.target.fields, 'file', `context '${entry.name}'`), context: info };
}

/** Where a context points, for listings: never a password. */
export function contextTargetText(entry: ContextEntry): string {
  const { target } = entry;
  if (target.kind === 'embedded') return target.dataDir ? `embedded demo system (data ${target.dataDir})` : 'embedded demo system';
  if (target.kind === 'credentials') return `credentials file ${target.path}`;
  const { host = '?', sapport, protocol = 'https', client = '100', user = '?' } = target.fields;
  return `${String(user).toUpperCase()}@${protocol}://${String(host).replace(/^https?:\/\//, '')}${sapport ? `:${sapport}` : ''} client ${String(client).padStart(3, '0')}`;
}
