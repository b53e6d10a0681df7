import { createInterface } from 'node:readline/promises';
import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes, RefusedError, UsageError } from '../errors.js';
import { actionProblem } from '../did-you-mean.js';
import type { ProjectConfig } from '../../workspace/project.js';
import { transportRefusal } from '../../workspace/safeguards.js';
import type { TransportResult } from '../../protocol/transports.js';

const actions = ['list', 'create', 'check', 'release'] as const;

/** transports.allowCreate / allowRelease of the project, worded as the public implementation words them. */
export function checkTransportSafeguards(project: ProjectConfig, action: string): void {
  const refusal = transportRefusal(project, action);
  if (refusal) throw new RefusedError(refusal);
}

export const transport: Command<TransportResult> = {
  name: 'transport',
  examples: [
    { line: 'abapdeck transport', does: 'my open requests' },
    { line: "abapdeck transport create --type workbench --description 'Fare rules'", does: 'a new workbench request' },
    { line: 'abapdeck transport check --number DEVK900012', does: 'objects locked elsewhere and inactive objects of a request' },
    { line: 'abapdeck transport release --number DEVK900012', does: 'release it after a passing check' },
  ],
  positionals: true,
  flags: {
    scope: { type: 'string', value: 'mine|task|all', description: 'list: my requests (default), those I have a task in, or all' },
    type: { type: 'string', value: 'workbench|customizing', description: 'workbench requests (default) or customizing requests' },
    description: { type: 'string', value: 'text', description: 'create: the description (asked for on a terminal when missing)' },
    number: { type: 'string', value: 'request', description: 'check, release: the request' },
    json: jsonFlag,
  },
  async run(context, flags, positionals) {
    const [action = 'list', ...rest] = positionals;
    if (!(actions as readonly string[]).includes(action)) throw new UsageError(actionProblem(action, actions));
    if (rest.length > 0) throw new UsageError(`unexpected argument '${rest[0]}'`);
    checkTransportSafeguards(context.project(), action);
    const body: Record<string, string> = { action };
    for (const name of ['scope', 'type', 'number'] as const) {
      const value = stringFlag(flags, name);
      if (value !== undefined) body[name] = value;
    }
    let description = stringFlag(flags, 'description');
    if (action === 'create' && description === undefined && context.stdout.isTTY && process.stdin.isTTY) description = await ask('Description of the new transport request: ');
    if (description !== undefined) body['description'] = description;
    if ((action === 'check' || action === 'release') && !body['number']) throw new UsageError(`transport ${action} needs --number <request>`);
    const { transportRequest } = await import('../../client/transport-requests.js');
    const result = await transportRequest((await context.service()).agent, body);
    const failed = result.success !== 'X' || (action === 'check' && result.passed === false);
    return { data: result, exitCode: failed ? exitCodes.failed : exitCodes.success };
  },
  renderText: (result) => {
    if (result.success !== 'X' && !result.issues?.length) return `${result.error || result.message}\n`;
    const lines = [result.error || result.message];
    for (const request of result.transports ?? []) {
      lines.push(`  ${request.number}  ${request.date}  ${request.owner.padEnd(12)} ${request.description}`);
      if (request.tasks && request.tasks.length > 0) lines.push(`      tasks: ${request.tasks.join(', ')}`);
      for (const object of request.objects ?? []) lines.push(`      ${object.obj_type} ${object.obj_name}`);
    }
    for (const issue of result.issues ?? []) lines.push(`  ${issue.type === 'E' ? 'error' : 'warning'}: ${issue.obj_type} ${issue.obj_name}: ${issue.text}`);
    return lines.join('\n') + '\n';
  },
};

async function ask(question: string): Promise<string> {
  const reader = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await reader.question(question)).trim();
  } finally {
    reader.close();
  }
}
