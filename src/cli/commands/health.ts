import type { Command } from '../command.js';
import { jsonFlag } from '../command.js';

interface HealthData {
  status: string;
  version: string;
  system: string;
  client: string;
  user: string;
  source: string;
  /** The context of the contexts file the connection was made for, if any. */
  context?: string;
}

export const health: Command<HealthData> = {
  name: 'health',
  examples: [
    { line: 'abapdeck health', does: 'which system answers, and as whom' },
    { line: 'abapdeck --context qas health --json', does: 'the same for the context qas, as JSON' },
  ],
  flags: { json: jsonFlag },
  async run(context) {
    const connection = await context.connection();
    const { health } = await import('../../client/service.js');
    const result = await health((await context.service()).agent);
    return {
      data: {
        status: result.status,
        version: result.version,
        system: connection.origin,
        client: connection.client,
        user: connection.user,
        source: connection.source,
        ...(connection.context ? { context: connection.context.name } : {}),
      },
    };
  },
  renderText: (d) =>
    `${d.status}: ${d.system} client ${d.client} as ${d.user} (${d.context ? `context ${d.context}` : d.source === 'embedded' ? 'embedded demo system' : d.source === 'file' ? '.abapGitAgent' : 'environment'}), service version ${d.version}\n`,
};
