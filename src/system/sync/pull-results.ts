/** The answers of a pull that stops before writing (refused, aborted, failed): its log and counts as the wire has them. */
import type { PullResult } from '../../protocol/sync.js';
import { conflictReport, type Conflict } from './conflicts.js';
import type { PullLog } from './pull-log.js';
import { syncMessages } from './sync-messages.js';

export function emptyResult(message: string): PullResult {
  return {
    success: '',
    message,
    transport_request: '',
    activated_count: 0,
    failed_count: 0,
    activated_objects: [],
    failed_objects: [],
    log_messages: [],
    conflict_report: '',
    conflict_count: 0,
    local_xml_files: [],
  };
}

/** A pull that stopped before changing anything (no repository, git failed, bad transport). */
export function failure(detail: string): PullResult {
  return {
    ...emptyResult(detail),
    error_detail: detail,
    failed_count: 1,
    failed_objects: [{ type: 'E', text: detail, obj_type: '', obj_name: '', exception: '' }],
    log_messages: [{ TYPE: 'E', OBJ_TYPE: '', OBJ_NAME: '', TEXT: detail }],
  };
}

/** Files or objects that cannot be taken: one error each, nothing written. */
export function refused(log: PullLog, refusals: readonly string[], message = syncMessages.filesRefused(refusals.length)): PullResult {
  for (const text of refusals) log.error('', '', text);
  return {
    ...emptyResult(message),
    error_detail: log.errorDetail(),
    failed_count: log.errorCount,
    failed_objects: log.failedObjects(),
    log_messages: log.entries,
  };
}

/** Conflicts in mode abort: one warning each, nothing written. */
export function aborted(log: PullLog, conflicts: readonly Conflict[], missingConfig: boolean): PullResult {
  for (const conflict of conflicts) log.add('W', conflict.type, conflict.name, conflict.text);
  const result: PullResult = {
    ...emptyResult(syncMessages.pullAborted(conflicts.length)),
    log_messages: log.entries,
    conflict_report: conflictReport(conflicts),
    conflict_count: conflicts.length,
  };
  if (missingConfig) result.missing_config_xml = true;
  return result;
}
