import type { Command } from '../command.js';
import { jsonFlag } from '../command.js';
import type { HealthAnswer } from '../../protocol/assistant-answers.js';

/** Which system answers, as whom, and the context of the contexts file the connection was made for, if any (MCP's abap_system_health lists its schema). */
type HealthData = HealthAnswer;

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
