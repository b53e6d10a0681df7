import type { Command, FlagValues } from '../command.js';
import { integerFlag, jsonFlag, stringFlag } from '../command.js';
import { exitCodes, FailedError, UsageError } from '../errors.js';
import { alignedTable } from '../render/table.js';
import { dumpWindow, localOf, zoneOf } from '../dump-window.js';
import { messages } from '../../protocol/messages.js';
import { DUMP_LIMITS, type DumpData, type DumpEntry, type DumpListRequest, type DumpResult } from '../../protocol/execution.js';
import { dumpDetail, dumps } from '../../client/execution.js';
import { answerOf, keepAnswer } from '../../client/wire-values.js';

/** What `dump` returns: the service's result, plus the zone its local times are shown in. */
export type { DumpData };

function listRequest(flags: FlagValues, limit: number | undefined): DumpListRequest {
  const upper = (name: string) => stringFlag(flags, name)?.trim().toUpperCase() || undefined;
  const window = dumpWindow({ date: stringFlag(flags, 'date'), time: stringFlag(flags, 'time'), timezone: stringFlag(flags, 'timezone') });
  return {
    ...(limit !== undefined ? { limit } : {}),
    ...(upper('user') ? { user: upper('user') } : {}),
    ...(upper('program') ? { program: upper('program') } : {}),
    ...(upper('error') ? { error: upper('error') } : {}),
    ...(window ?? {}),
  };
}

/** DATE and TIME of each entry in the zone of --timezone (the system's by default), from UTC_TIMESTAMP. */
function inZone(result: DumpResult, zone: string): DumpData {
  const DUMPS = result.DUMPS.map((entry): DumpEntry => (entry.UTC_TIMESTAMP ? { ...entry, ...upperLocal(localOf(entry.UTC_TIMESTAMP, zone)) } : entry));
  return { ...result, DUMPS, TIMEZONE: zone };
}

function upperLocal(local: { date: string; time: string }): { DATE: string; TIME: string } {
  return { DATE: local.date, TIME: local.time };
}

function renderList(data: DumpData): string {
  if (!data.SUCCESS) return '';
  if (data.DUMPS.length === 0) return `No short dumps found.\n`;
  const rows = [
    ['#', 'DATE', 'TIME', 'USER', 'PROGRAM', 'ERROR', 'EXCEPTION'],
    ...data.DUMPS.map((dump, index) => [String(index + 1), dump.DATE, dump.TIME, dump.USER, dump.PROGRAM, dump.ERROR, dump.EXCEPTION]),
  ];
  const more = data.TOTAL > data.DUMPS.length ? ` (showing ${data.DUMPS.length}; --limit up to ${DUMP_LIMITS.maxLimit})` : '';
  return `${alignedTable(rows)}\n\n${data.MESSAGE}${more}; times in ${data.TIMEZONE}\nDetail: abapdeck dump --detail <#>\n`;
}

function section(title: string, text: string | undefined): string[] {
  return text ? [title, ...text.split('\n').map((line) => `  ${line}`), ''] : [];
}

/** The detail view: header, what happened, error analysis, the source block and the call stack. */
export function renderDetail(data: DumpData): string {
  const dump = data.DUMPS[0];
  if (!data.SUCCESS || !dump) return '';
  const lines = [
    `Short dump ${dump.ID}`,
    `Runtime error  ${dump.ERROR}${dump.EXCEPTION ? `  (exception ${dump.EXCEPTION})` : ''}`,
    `Date and time  ${dump.DATE} ${dump.TIME} (${data.TIMEZONE})`,
    `User           ${dump.USER}`,
    `Program        ${dump.PROGRAM}${dump.OBJECT && !dump.PROGRAM.startsWith(dump.OBJECT) ? `  (object ${dump.OBJECT})` : ''}`,
    ...(dump.PACKAGE ? [`Package        ${dump.PACKAGE}`] : []),
    ...(dump.SOURCE_INCLUDE ? [`Terminated in  ${dump.SOURCE_INCLUDE} line ${dump.SOURCE_LINE}${dump.SOURCE_FILE ? ` (${dump.SOURCE_FILE}:${dump.SOURCE_FILE_LINE})` : ''}`] : []),
    '',
    ...section('What happened?', dump.WHAT_HAPPENED),
    ...section('Error analysis', dump.ERROR_ANALYSIS),
  ];
  const stack = dump.CALL_STACK ?? [];
  const source = stack.find((frame) => frame.LEVEL === 0);
  if (source?.METHOD) lines.push(`Source code extract (${source.INCLUDE})`, ...source.METHOD.split('\n'), '');
  const frames = stack.filter((frame) => frame.LEVEL > 0);
  if (frames.length > 0) {
    lines.push('Active calls');
    lines.push(
      ...alignedTable([
        ['LEVEL', 'CLASS', 'METHOD', 'INCLUDE', 'LINE'],
        ...frames.map((frame) => [String(frame.LEVEL), frame.CLASS, frame.METHOD, frame.INCLUDE, String(frame.LINE)]),
      ])
        .split('\n')
        .map((line) => `  ${line}`),
    );
  }
  return lines.join('\n').replace(/\n+$/, '') + '\n';
}

export const dump: Command<DumpData> = {
  name: 'dump',
  examples: [
    { line: 'abapdeck dump', does: 'the short dumps of the last 7 days, newest first' },
    { line: 'abapdeck dump --date TODAY --error COMPUTE_INT_ZERODIVIDE', does: "today's dumps of one runtime error" },
    { line: 'abapdeck dump --detail 1', does: 'the newest dump in full: what happened, the source with the line marked, the calls' },
  ],
  flags: {
    user: { type: 'string', value: 'user', description: 'dumps of this user' },
    date: { type: 'string', value: 'date', description: 'TODAY, YESTERDAY, YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD (default: the last 7 days)' },
    time: { type: 'string', value: 'time', description: 'HH:MM or HH:MM..HH:MM' },
    timezone: { type: 'string', value: 'zone', description: 'IANA time zone of --date, --time and the times shown (default: this computer\'s)' },
    program: { type: 'string', value: 'program', description: 'main program (or its class)' },
    error: { type: 'string', value: 'error', description: 'runtime error name, for example COMPUTE_INT_ZERODIVIDE' },
    limit: { type: 'string', value: 'n', description: `dumps to list, default ${DUMP_LIMITS.defaultLimit}, at most ${DUMP_LIMITS.maxLimit}` },
    detail: { type: 'string', value: 'n', description: 'show the n-th dump of the list (1 = newest) in detail' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const zone = zoneOf(stringFlag(flags, 'timezone'));
    const limit = integerFlag(flags, 'limit');
    if (limit !== undefined && limit < 1) throw new UsageError('--limit must be at least 1');
    const row = integerFlag(flags, 'detail');
    if (row !== undefined && row < 1) throw new UsageError('--detail must be a row number from 1');
    const service = await context.service();
    // --json prints the system's answer as received, unless --timezone asked for other local times
    const asAnswered = (result: DumpData, answered: DumpResult) => (stringFlag(flags, 'timezone') ? result : keepAnswer(result, answerOf(answered)));
    if (row === undefined) {
      const answered = await dumps(service.agent, listRequest(flags, limit));
      const result = asAnswered(inZone(answered, zone), answered);
      if (!result.SUCCESS && !flags['json']) context.stderr.write(`Error: ${result.ERROR}\n`);
      return { data: result, exitCode: result.SUCCESS ? exitCodes.success : exitCodes.failed };
    }
    // the spec's detail lookup: the list of up to 100 with the same filters, then its n-th entry
    const list = await dumps(service.agent, listRequest(flags, DUMP_LIMITS.maxLimit));
    if (!list.SUCCESS) throw new FailedError(list.ERROR);
    const entry = list.DUMPS[row - 1];
    if (!entry) throw new FailedError(messages.dumpRowNotFound(row, list.DUMPS.length));
    const answered = await dumpDetail(service.agent, entry.ID);
    const result = asAnswered(inZone(answered, zone), answered);
    if (!result.SUCCESS && !flags['json']) context.stderr.write(`Error: ${result.ERROR}\n`);
    return { data: result, exitCode: result.SUCCESS ? exitCodes.success : exitCodes.failed };
  },
  renderText: (data, flags) => (flags['detail'] !== undefined ? renderDetail(data) : renderList(data)),
};
