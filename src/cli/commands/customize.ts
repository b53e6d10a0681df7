import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { customize as customizeEntry } from '../../client/reading.js';
import { canAsk } from '../transport-choice.js';
import type { CustomizeFieldValue, CustomizeResult } from '../../protocol/reading.js';

/** FIELD=VALUE; the value may hold '=' and be empty. */
export function fieldAssignment(text: string): CustomizeFieldValue {
  const at = text.indexOf('=');
  if (at <= 0) throw new UsageError(`--set expects FIELD=VALUE, got '${text}'`);
  return { field: text.slice(0, at).trim().toUpperCase(), value: text.slice(at + 1) };
}

export function renderCustomize(result: CustomizeResult): string {
  if (result.success !== 'X') return '';
  const transport = result.transport ? `${result.transport} (recorded)` : 'none';
  return [result.message, `  Action:         ${result.action}`, `  Transport:      ${transport}`, `  Delivery class: ${result.delivery_class}`, ''].join('\n');
}

export const customize: Command<CustomizeResult> = {
  name: 'customize',
  examples: [
    { line: 'abapdeck customize ZDEMO_FARE_RULE --set FARE_CLASS=F SURCHARGE_PCT=25 --no-transport', does: 'insert or change one entry without recording it on a request' },
  ],
  flags: {
    set: { type: 'string', value: 'FIELD=VALUE', multiple: true, description: 'a field of the entry; repeat it, or list more pairs after it' },
    transport: { type: 'string', value: 'request', description: 'customizing request to record the entry on (else the credentials file, then ABAP_TRANSPORT)' },
    'no-transport': { type: 'boolean', description: 'write without recording on a request' },
    json: jsonFlag,
  },
  positionals: true,
  async run(context, flags, positionals) {
    const [table, ...more] = positionals;
    if (!table) throw new UsageError('the table name is required');
    const sets = flags['set'];
    const pairs = [...(Array.isArray(sets) ? sets : typeof sets === 'string' ? [sets] : []), ...more];
    if (pairs.length === 0) throw new UsageError('--set FIELD=VALUE is required');
    const noTransport = flags['no-transport'] === true;
    const explicit = stringFlag(flags, 'transport');
    if (noTransport && explicit) throw new UsageError('--transport and --no-transport exclude each other');
    const service = await context.service();
    // Same precedence as pull: the flag, the credentials file, then the environment.
    const transport = noTransport ? undefined : explicit ?? service.agent.connection.transport ?? context.env['ABAP_TRANSPORT'];
    const write = (request?: string) =>
      customizeEntry(service.agent, {
        table_name: table,
        field_values: pairs.map(fieldAssignment),
        ...(request ? { transport: request } : {}),
        ...(noTransport ? { no_transport: 'X' } : {}),
      });
    let result = await write(transport);
    if (result.success !== 'X' && !transport && !noTransport && !flags['json'] && canAsk() && result.error.includes('Provide a customizing transport')) {
      // on a terminal the user picks the customizing request the entry needs, and the write is repeated
      const { chooseTransport } = await import('../transport-choice.js');
      const picked = await chooseTransport(service.agent, 'customizing', `Table ${table.toUpperCase()} records its entries on a customizing request`);
      if (picked) result = await write(picked);
    }
    if (result.success !== 'X' && !flags['json']) context.stderr.write(`Error: ${flagWording(result.error || 'customize failed')}\n`);
    return { data: result, exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: renderCustomize,
};

/** The system's texts name wire fields; on the command line the user needs the flags. */
export function flagWording(text: string): string {
  return text.replace('Provide a customizing transport or set no_transport.', 'Provide a customizing transport (--transport <request>) or use --no-transport.');
}
