/**
 * Where and as whom a client talks to a system: what the workspace resolves (credentials file, environment,
 * a context, the embedded default) and the client's agent uses. Types only.
 */

/** A folder for throw-away probe objects (the credentials file's scratchWorkspace). */
export interface ScratchWorkspace {
  path: string;
  classPrefix?: string;
  programPrefix?: string;
}

/** The named context of the user's contexts file a connection was made for. */
export interface ContextInfo {
  name: string;
  readOnly: boolean;
  production: boolean;
}

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
  /** The named context of the user's contexts file this connection was made for (workspace/contexts.ts). */
  context?: ContextInfo;
}
