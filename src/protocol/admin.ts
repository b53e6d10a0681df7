/**
 * The administration of an embedded system's service — serving a data folder and keeping its users — as the
 * service's face offers it (src/server/admin.ts) and the `serve` and `user` commands call it. Types only:
 * the command line gets the implementation from the entry, so it never loads the system itself.
 */

export interface ServeRequest {
  dataDir: string;
  host: string;
  port: number;
  /** 0: never. */
  idleExitMillis: number;
  /** Seed the demo packages into a new data folder. */
  demo: boolean;
  /** abapdeck's extension routes (pull preview, history, undo …) besides the public implementation's. */
  extensions: boolean;
  /** The folder local repositories may lie below (create, import); undefined: none. */
  localRepositoryRoot?: string;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client; none: the header is ignored. */
  trustedProxies?: string[];
  log: (line: string) => void;
}

export interface ServedSystem {
  url: string;
  port: number;
  sid: string;
  client: string;
  /** Where the data folder keeps the initial passwords of DEVELOPER and VIEWER. */
  initialPasswordsFile: string;
  close(): Promise<void>;
  /** Resolves when the service has stopped (close, idle exit or signal). */
  closed: Promise<void>;
}

export interface UserGrant {
  object: string;
  activity: string;
}

export interface UserEntry {
  client: string;
  name: string;
  grants: UserGrant[];
}

export type UserRole = 'developer' | 'viewer';

/** The users of one data folder's system, open until `close`. */
export interface UserAdministration {
  defaultClient: string;
  clientExists(client: string): boolean;
  list(client: string): UserEntry[];
  exists(client: string, name: string): boolean;
  add(client: string, name: string, password: string, role: UserRole): void;
  /** A changed password ends the user's sessions and is no longer kept as an initial password. */
  setPassword(client: string, name: string, password: string): { forgotInitialPassword: boolean };
  remove(client: string, name: string): void;
  grant(client: string, name: string, grant: UserGrant): void;
  revoke(client: string, name: string, grant: UserGrant): void;
  close(): void;
}

export interface ServiceAdministration {
  serve(request: ServeRequest): Promise<ServedSystem>;
  /** Opens the data folder's system (a new one is seeded with the demo) for its users. */
  users(dataDir: string): UserAdministration;
}
