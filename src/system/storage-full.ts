/**
 * A write that failed because the disk (or the database's allowed size) is full: SQLite's SQLITE_FULL, a file
 * system's ENOSPC or EDQUOT, or git's report of either. Every write of the system is one transaction (SQLite rolls
 * it back) or goes to a new file first, so such a failure changed nothing: callers answer so instead of a generic
 * error (issue 33.10).
 */
export function isStorageFull(error: unknown): boolean {
  for (let at = error, depth = 0; at !== undefined && at !== null && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^(SQLITE_FULL|ENOSPC|EDQUOT)$/.test(code)) return true;
    const message = at instanceof Error ? at.message : typeof at === 'string' ? at : '';
    if (/No space left on device|Disk quota exceeded|database or disk is full/i.test(message)) return true;
  }
  return false;
}
