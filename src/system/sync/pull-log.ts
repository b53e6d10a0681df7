/**
 * The log of a pull (log_messages) and what the result derives from it: failed_objects (one entry per
 * error), error_detail ('<TYPE> <NAME>: <text>' lines) and which objects finished without an error.
 */
import type { LogType, PullFailedObject, PullLogMessage } from '../../protocol/sync.js';
import { objectKey } from '../objects.js';
import type { KernelGap } from '../checks/kernel-gaps.js';
import { KERNEL_GAP, kernelGapMessages } from '../../protocol/kernel-gaps.js';

export class PullLog {
  readonly entries: PullLogMessage[] = [];
  private readonly failed = new Set<string>();

  add(type: LogType, objType: string, objName: string, text: string): void {
    this.entries.push({ TYPE: type, OBJ_TYPE: objType, OBJ_NAME: objName, TEXT: text });
    if (type === 'E') this.failed.add(objectKey(objType, objName));
  }

  /** The warning of a kernel gap: the object activates, the missing name and its first line are named. */
  gap(objType: string, objName: string, gap: KernelGap): void {
    this.entries.push({ TYPE: 'W', OBJ_TYPE: objType, OBJ_NAME: objName, TEXT: kernelGapMessages.warning(gap.name), CODE: KERNEL_GAP, NAME: gap.name, FILE: gap.file, LINE: gap.line });
  }

  error(objType: string, objName: string, text: string): void {
    this.add('E', objType, objName, text);
  }

  hasError(objType: string, objName: string): boolean {
    return this.failed.has(objectKey(objType, objName));
  }

  get errorCount(): number {
    return this.entries.filter((entry) => entry.TYPE === 'E').length;
  }

  failedObjects(): PullFailedObject[] {
    return this.entries
      .filter((entry) => entry.TYPE === 'E')
      .map((entry) => ({ type: 'E', text: entry.TEXT, obj_type: entry.OBJ_TYPE, obj_name: entry.OBJ_NAME, exception: '' }));
  }

  errorDetail(): string {
    return this.entries
      .filter((entry) => entry.TYPE === 'E')
      .map((entry) => (entry.OBJ_TYPE ? `${entry.OBJ_TYPE} ${entry.OBJ_NAME}: ${entry.TEXT}` : entry.TEXT))
      .join('\n');
  }
}
