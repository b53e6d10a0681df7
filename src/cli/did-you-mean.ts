/**
 * "Did you mean": the known name closest to a mistyped one (`lsit` → list, `pul` → pull, `--pakage` → --package).
 * Close means a few edits away (a swap of two neighbours counts as one, as a typist makes it), or the start of
 * exactly one name; case does not count.
 */

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The candidate meant by `typed`, or undefined when none is close enough to say so. */
export function closestName(typed: string, candidates: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (word === '') return undefined;
  // a third of the word may be wrong, at least one letter: `pul` → pull, not `ctx` → tree
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(word, name.toLowerCase());
    if (distance <= allowed && (!best || distance < best.distance)) best = { name, distance };
  }
  if (best) return best.name;
  const started = word.length >= 3 ? candidates.filter((name) => name.toLowerCase().startsWith(word)) : [];
  return started.length === 1 ? started[0] : undefined;
}

/** A command's words for a missing or mistyped action (`transport lsit`): what to say, naming the action meant. */
export function actionProblem(typed: string | undefined, actions: readonly string[]): string {
  if (!typed) return `say what to do: ${actions.join(', ')}`;
  const meant = closestName(typed, actions);
  return `unknown action '${typed}'${meant ? `; did you mean '${meant}'?` : ''} (${actions.join(', ')})`;
}
