import type { Command } from '../command.js';
import { integerFlag, jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { redactUrl } from '../../workspace/git-workspace.js';
import { repositoryTarget, urlFlag } from '../repository-target.js';
import { syncCapability, type HistoryRequest, type HistoryResult } from '../../protocol/sync-extensions.js';
import type { HistoryAnswer } from '../../protocol/assistant-answers.js';
import { DateTime } from 'luxon';

/** A UTC timestamp of the system as the user reads it: local time zone, to the second (`--json` keeps the answer's). */
export function localTime(timestamp: string): string {
  const time = DateTime.fromISO(timestamp, { zone: 'utc' });
  return time.isValid ? time.toLocal().toFormat('yyyy-MM-dd HH:mm:ss') : timestamp;
}

export const history: Command<HistoryResult> = {
  name: 'history',
  examples: [
    { line: 'abapdeck history', does: "the repository link's pulls, imports and undos" },
    { line: 'abapdeck history --objects ZCL_DEMO_FARE_CALCULATOR --limit 5', does: 'the last five versions of a class: who, when, from where' },
  ],
  flags: {
    url: urlFlag,
    objects: { type: 'string', value: 'name,…', description: 'the versions of these objects instead (who wrote each, when, from where)' },
    limit: { type: 'string', value: 'n', description: 'entries per list (default 20, at most 200)' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const request: HistoryRequest = {};
    const objects = listFlag(flags, 'objects').map((name) => name.toUpperCase());
    if (objects.length > 0) request.objects = objects;
    if (objects.length === 0 || stringFlag(flags, 'url')) request.url = (await repositoryTarget(context, flags)).url;
    const limit = integerFlag(flags, 'limit');
    if (limit !== undefined) {
      if (limit < 1 || limit > 200) throw new UsageError('--limit must be between 1 and 200');
      request.limit = limit;
    }
    const { syncHistory, requireCapability } = await import('../../client/sync.js');
    const { agent } = await context.service();
    await requireCapability(agent, syncCapability.versions, 'history and versions');
    const result = await syncHistory(agent, request);
    // the shape MCP's abap_sync_history lists as its output schema
    return { data: result satisfies HistoryAnswer, exitCode: result.SUCCESS === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result) => {
    if (result.SUCCESS !== 'X') return `${result.ERROR}\n`;
    const lines: string[] = [];
    if (result.REPOSITORY) {
      lines.push(`Repository ${redactUrl(result.REPOSITORY.URL)} → ${result.REPOSITORY.PACKAGE} (${result.REPOSITORY.BRANCH})`);
      if (result.EVENTS.length === 0) lines.push('  no pulls, imports or undos yet');
      for (const event of result.EVENTS) {
        const counts = `activated ${event.ACTIVATED} · failed ${event.FAILED} · deleted ${event.DELETED}`;
        lines.push(
          `  #${event.ID} ${event.KIND.padEnd(6)} ${event.STATUS.padEnd(7)} ${localTime(event.STARTED_AT)} ${event.USER}  ${event.COMMIT ? event.COMMIT.slice(0, 12) : '(no commit)'}${event.TRANSPORT ? `  ${event.TRANSPORT}` : ''}`,
          `      ${event.MESSAGE}${event.KIND === 'import' ? '' : ` (${counts})`}`,
        );
      }
    }
    if (result.VERSIONS.length > 0) {
      if (lines.length > 0) lines.push('');
      let current = '';
      for (const version of result.VERSIONS) {
        const key = `${version.OBJ_TYPE} ${version.OBJ_NAME}`;
        if (key !== current) lines.push(`${key}`);
        current = key;
        const what = version.VERSION === 'D' ? 'deleted ' : version.VERSION === 'A' ? 'active  ' : 'inactive';
        lines.push(`  ${what} ${localTime(version.AT)} ${version.USER.padEnd(10)} ${version.ORIGIN}${version.TRANSPORT ? `  ${version.TRANSPORT}` : ''}${version.EVENT ? `  (event #${version.EVENT})` : ''}`);
      }
    }
    return lines.join('\n') + '\n';
  },
};
