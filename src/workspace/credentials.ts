import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connection, ScratchWorkspace } from '../protocol/connection.js';

export type { Connection, ScratchWorkspace } from '../protocol/connection.js';

export const credentialsFileName = '.abapGitAgent';

export class ConfigError extends Error {}

/** The fields of a credentials file (and of a context written inline). */
export interface CredentialsFields {
  host?: string;
  sapport?: number | string;
  client?: string;
  user?: string;
  password?: string;
  language?: string;
  protocol?: string;
  gitUsername?: string;
  gitPassword?: string;
  transport?: string;
  scratchWorkspace?: ScratchWorkspace;
  servicePath?: string;
  adtPath?: string;
}

const defaults = { sapport: 443, client: '100', language: 'EN', protocol: 'https' };
export const pathDefaults = { servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt' } as const;

function originOf(protocol: string, host: string, port: number | string): string {
  const bareHost = host.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return `${protocol}://${bareHost}:${port}`;
}

/** A connection from a credentials file's fields; `label` names the place in errors (default: the file, or the variable). */
export function connectionOfFields(fields: CredentialsFields, source: 'file' | 'environment', label?: string): Connection {
  if (!fields.host) throw new ConfigError(`${label ?? (source === 'file' ? credentialsFileName : 'ABAP_HOST')}: host is missing`);
  if (!fields.user) throw new ConfigError(`${label ?? (source === 'file' ? credentialsFileName : 'ABAP_USER')}: user is missing`);
  return {
    origin: originOf(fields.protocol ?? defaults.protocol, fields.host, fields.sapport ?? defaults.sapport),
    servicePath: fields.servicePath ?? pathDefaults.servicePath,
    adtPath: fields.adtPath ?? pathDefaults.adtPath,
    client: String(fields.client ?? defaults.client).padStart(3, '0'),
    user: fields.user.toUpperCase(),
    password: fields.password ?? '',
    language: fields.language ?? defaults.language,
    gitUsername: fields.gitUsername,
    gitPassword: fields.gitPassword,
    transport: fields.transport,
    scratchWorkspace: fields.scratchWorkspace,
    source,
  };
}

/** The credentials file in the working folder, if there is one. */
export function readCredentialsFile(cwd: string): Connection | undefined {
  return readCredentialsFileAt(join(cwd, credentialsFileName), credentialsFileName);
}

/** A credentials file at any path (a context's); undefined when it does not exist. */
export function readCredentialsFileAt(file: string, label = file): Connection | undefined {
  if (!existsSync(file)) return undefined;
  let fields: CredentialsFields;
  try {
    fields = JSON.parse(readFileSync(file, 'utf8')) as CredentialsFields;
  } catch (error) {
    throw new ConfigError(`${label} is not valid JSON: ${(error as Error).message}`);
  }
  if (!fields || typeof fields !== 'object') throw new ConfigError(`${label} must hold a JSON object`);
  return connectionOfFields(fields, 'file', label);
}

/** The ABAP_* environment variables, when ABAP_HOST is set. */
export function readEnvironment(env: NodeJS.ProcessEnv): Connection | undefined {
  if (!env['ABAP_HOST']) return undefined;
  return connectionOfFields(
    {
      host: env['ABAP_HOST'],
      sapport: env['ABAP_PORT'],
      client: env['ABAP_CLIENT'],
      user: env['ABAP_USER'],
      password: env['ABAP_PASSWORD'],
      language: env['ABAP_LANGUAGE'],
      protocol: env['ABAP_PROTOCOL'],
      gitUsername: env['GIT_USERNAME'],
      gitPassword: env['GIT_PASSWORD'],
      transport: env['ABAP_TRANSPORT'],
    },
    'environment',
  );
}
