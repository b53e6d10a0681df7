/**
 * Text of a pull preview (`pull --dry-run`, `diff`): one line per object with what a pull would do, the
 * conflicts, then the unified diff of each file (git against the system's active version, and against the
 * inactive version where one exists).
 */
import type { PullPreview } from '../../protocol/sync-extensions.js';

const ACTION_WORD = { create: 'create', update: 'update', delete: 'delete', unchanged: 'unchanged', conflict: 'CONFLICT' } as const;

export function renderPullPreview(preview: PullPreview, options: { showUnchanged: boolean; diffs: boolean }): string {
  if (preview.SUCCESS !== 'X') {
    const log = (preview.LOG_MESSAGES ?? []).filter((entry) => entry.TYPE === 'E').map((entry) => `  - ${entry.TEXT}`);
    return [preview.ERROR, ...log].join('\n') + '\n';
  }
  const lines: string[] = [];
  const { SUMMARY: s } = preview;
  const where = preview.COMMIT ? `Commit ${preview.COMMIT.slice(0, 12)} on ${preview.BRANCH}` : 'Working folder';
  lines.push(`${where}: ${s.CREATE} to create, ${s.UPDATE} to update, ${s.DELETE} to delete, ${s.UNCHANGED} unchanged, ${s.CONFLICT} conflict(s)`);
  const shown = preview.OBJECTS.filter((object) => options.showUnchanged || object.ACTION !== 'unchanged');
  if (shown.length > 0) lines.push('');
  for (const object of shown) {
    const inactive = object.HAS_INACTIVE ? ' (has an inactive version)' : '';
    lines.push(`  ${ACTION_WORD[object.ACTION].padEnd(9)} ${object.OBJ_TYPE} ${object.OBJ_NAME}${inactive}`);
    if (object.CONFLICT) lines.push(`            ${object.CONFLICT}`);
  }
  for (const entry of preview.LOG_MESSAGES.filter((e) => e.TYPE === 'E' || (e.TYPE === 'W' && preview.METADATA_COMPARED))) lines.push(`  ${entry.TYPE === 'E' ? 'error' : 'warning'}: ${entry.TEXT}`);
  if (options.diffs) {
    for (const object of shown) {
      for (const file of object.FILES) {
        lines.push('', `${object.OBJ_TYPE} ${object.OBJ_NAME}: ${file.FILE} (${preview.COMMIT ? 'git' : 'the working folder'} against the ${file.AGAINST} version)`);
        lines.push(stripIndexHeader(file.DIFF).trimEnd());
      }
    }
  }
  if (!preview.METADATA_COMPARED) lines.push('', 'Note: the system offers no pull preview; sources were compared through view, metadata (XML) was not compared.');
  return lines.join('\n') + '\n';
}

/** createTwoFilesPatch starts with an "Index:" line and a rule: the ---/+++ lines say the same. */
function stripIndexHeader(patch: string): string {
  return patch.replace(/^Index: [^\n]*\n=+\n/, '');
}
