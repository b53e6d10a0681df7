import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const credentialsFileName = '.abapGitAgent';

export interface ScratchWorkspace {
  path: string;
  classPrefix?: string;
  programPrefix?: string;
}

/** Where and as whom the client talks to a system, from the credentials file, the environment or the embedded default. */
export interface Connection {
  /** protocol://host:port */
  origin: string;
  servicePath: string;
  adtPath: string;
  client: string;
  user: string;
  password: string;
  language: string;
  gitUsername?: string;
  gitPassword?: string;
  transport?: string;
  scratchWorkspace?: ScratchWorkspace;
  source: 'file' | 'environment' | 'embedded';
}

export class ConfigError extends Error {}

interface CredentialsFile {
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

function fromFields(fields: CredentialsFile, source: 'file' | 'environment'): Connection {
  if (!fields.host) throw new ConfigError(`${source === 'file' ? credentialsFileName : 'ABAP_HOST'}: host is missing`);
  if (!fields.user) throw new ConfigError(`${source === 'file' ? credentialsFileName : 'ABAP_USER'}: user is missing`);
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
  const file = join(cwd, credentialsFileName);
  if (!existsSync(file)) return undefined;
  let fields: CredentialsFile;
  try {
    fields = JSON.parse(readFileSync(file, 'utf8')) as CredentialsFile;
  } catch (error) {
    throw new ConfigError(`${credentialsFileName} is not valid JSON: ${(error as Error).message}`);
  }
  if (!fields || typeof fields !== 'object') throw new ConfigError(`${credentialsFileName} must hold a JSON object`);
  return fromFields(fields, 'file');
}

/** The ABAP_* environment variables, when ABAP_HOST is set. */
export function readEnvironment(env: NodeJS.ProcessEnv): Connection | undefined {
  if (!env['ABAP_HOST']) return undefined;
  return fromFields(
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
