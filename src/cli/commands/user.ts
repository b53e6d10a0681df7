import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { actionProblem } from '../did-you-mean.js';
import { choosePassword } from './user-password.js';
import { alignedTable } from '../render/table.js';
import { embeddedDataDir } from '../../workspace/embedded.js';
import type { UserEntry, UserGrant } from '../../protocol/admin.js';

interface UserData {
  action: string;
  message: string;
  users?: UserEntry[];
  /** A password generated for the user: shown once, never stored in clear. */
  generatedPassword?: string;
}

const actions = ['add', 'list', 'passwd', 'grant', 'revoke', 'remove'] as const;

export const user: Command<UserData> = {
  name: 'user',
  examples: [
    { line: 'abapdeck user list', does: 'the users of the embedded default' },
    { line: 'abapdeck user add ALICE --role viewer', does: 'a display-only user, with a password generated and shown once' },
    { line: 'abapdeck user grant ALICE S_DEVELOP 02', does: 'let ALICE change development objects' },
  ],
  positionals: true,
  flags: {
    data: { type: 'string', value: 'dir', description: 'data folder, default $XDG_DATA_HOME/abapdeck' },
    client: { type: 'string', value: 'nnn', description: 'client, default 100' },
    role: { type: 'string', value: 'role', description: 'developer (every authorisation) or viewer (display only), for add' },
    'password-stdin': {
      type: 'boolean',
      description: 'read the password for add/passwd from the first line of stdin; else asked on a terminal (no echo), else generated and shown once',
    },
    password: { type: 'string', value: 'p', description: 'not accepted: a password in the arguments is visible in the process list' },
    json: jsonFlag,
  },
  async run(context, flags, positionals) {
    const [action, rawName, object, activity] = positionals;
    if (!action || !(actions as readonly string[]).includes(action)) {
      throw new UsageError(actionProblem(action, actions));
    }
    if (flags['password'] !== undefined) {
      throw new UsageError('--password is not accepted (the process list shows it to every user of this machine): use --password-stdin, or answer the prompt');
    }
    const passwordFrom = (name: string) =>
      choosePassword(name, { fromStdin: flags['password-stdin'] === true, input: process.stdin, prompt: context.stderr });
    const users = (await context.administration()).users(stringFlag(flags, 'data') ?? embeddedDataDir(context.env));
    try {
      const client = stringFlag(flags, 'client') ?? users.defaultClient;
      if (!users.clientExists(client)) throw new UsageError(`client ${client} does not exist`);
      if (action === 'list') return { data: { action, message: '', users: users.list(client) } };
      const name = rawName?.toUpperCase();
      if (!name) throw new UsageError(`user ${action} needs a user name`);
      const exists = users.exists(client, name);
      if (action !== 'add' && !exists) return { data: { action, message: `user ${name} does not exist in client ${client}` }, exitCode: exitCodes.failed };
      switch (action) {
        case 'add': {
          if (exists) return { data: { action, message: `user ${name} already exists in client ${client}` }, exitCode: exitCodes.failed };
          const role = stringFlag(flags, 'role') ?? 'developer';
          if (role !== 'developer' && role !== 'viewer') throw new UsageError(`--role must be developer or viewer, got '${role}'`);
          const { password, generated } = await passwordFrom(name);
          users.add(client, name, password, role);
          return { data: { action, message: `user ${name} added to client ${client} as ${role}`, generatedPassword: generated } };
        }
        case 'passwd': {
          const { password, generated } = await passwordFrom(name);
          const { forgotInitialPassword } = users.setPassword(client, name, password);
          const note = forgotInitialPassword ? `; its initial password is no longer kept in credentials.json` : '';
          return { data: { action, message: `password of ${name} changed; its sessions end${note}`, generatedPassword: generated } };
        }
        case 'remove':
          users.remove(client, name);
          return { data: { action, message: `user ${name} removed from client ${client}; its sessions end` } };
        default: {
          if (!object || !activity) throw new UsageError(`user ${action} needs <NAME> <OBJECT> <ACTIVITY>, e.g. S_DEVELOP 02`);
          const grant: UserGrant = { object: object.toUpperCase(), activity };
          if (action === 'grant') users.grant(client, name, grant);
          else users.revoke(client, name, grant);
          return { data: { action, message: `${action === 'grant' ? 'granted' : 'revoked'} ${grant.object} ${grant.activity} ${action === 'grant' ? 'to' : 'from'} ${name}` } };
        }
      }
    } finally {
      users.close();
    }
  },
  renderText(data) {
    if (data.users) {
      return (
        alignedTable([
          ['CLIENT', 'USER', 'AUTHORISATIONS'],
          ...data.users.map((u) => [u.client, u.name, u.grants.map((g) => `${g.object} ${g.activity}`).join(', ')]),
        ]) + '\n'
      );
    }
    return `${data.message}\n${data.generatedPassword ? `password: ${data.generatedPassword}\n` : ''}`;
  },
};
