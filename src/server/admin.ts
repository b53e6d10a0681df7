/**
 * The service's administration (src/protocol/admin.ts): serving a data folder and keeping its users. The
 * `serve` and `user` commands reach it through the entry, which loads it only for them.
 */
import type { ServiceAdministration, UserAdministration } from '../protocol/admin.js';
import { EmbeddedSystem, forgetInitialPassword, initialPasswordsFile } from '../system/system.js';
import { developerGrants, viewerGrants } from '../system/repository/users.js';
import { demoSeed } from '../system/seed.js';
import { startService } from './serve.js';

function userAdministration(dataDir: string): UserAdministration {
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  return {
    defaultClient: system.defaultClient,
    clientExists: (client) => system.clientExists(client),
    list: (client) => system.users.list(client),
    exists: (client, name) => system.users.exists(client, name),
    add: (client, name, password, role) => system.users.add(client, name, password, role === 'developer' ? developerGrants : viewerGrants),
    setPassword: (client, name, password) => {
      system.users.setPassword(client, name, password);
      // the initial password is no longer the user's: credentials.json must not keep it
      return { forgotInitialPassword: forgetInitialPassword(system.dataDir, name) };
    },
    remove: (client, name) => {
      system.users.remove(client, name);
      forgetInitialPassword(system.dataDir, name);
    },
    grant: (client, name, grant) => system.users.grant(client, name, grant),
    revoke: (client, name, grant) => void system.users.revoke(client, name, grant),
    close: () => system.close(),
  };
}

export const administration: ServiceAdministration = {
  async serve(request) {
    const service = await startService({
      dataDir: request.dataDir,
      host: request.host,
      port: request.port,
      idleExitMillis: request.idleExitMillis,
      demo: request.demo,
      extensions: request.extensions,
      ...(request.localRepositoryRoot !== undefined ? { localRepositoryRoot: request.localRepositoryRoot } : {}),
      ...(request.trustedProxies ? { trustedProxies: request.trustedProxies } : {}),
      log: request.log,
    });
    return {
      url: service.url,
      port: service.port,
      sid: service.system.sid,
      client: service.system.defaultClient,
      initialPasswordsFile: initialPasswordsFile(request.dataDir),
      close: () => service.close(),
      closed: service.closed,
    };
  },
  users: userAdministration,
};
