/**
 * The spec's texts live in one catalogue (src/protocol/messages.ts): every text the spec quotes in its error
 * table and its message lines is produced by exactly one entry, and no other module of src/ or screens/
 * spells one of them out (a second spelling is how texts drift).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/protocol/messages.js';

const root = join(import.meta.dirname, '..', '..');
const specFile = join(root, '..', 'shared', 'spec', 'service-spec.md');
const hasSpec = existsSync(specFile);
if (!hasSpec) console.warn(`test/protocol/messages.test.ts: the spec is not beside this checkout (${specFile}); skipped`);
const spec = hasSpec ? readFileSync(specFile, 'utf8') : '';

/** The quoted texts of the spec's error table and of its lines that give messages. */
function specTexts(): string[] {
  const errors = spec.slice(spec.indexOf('## Errors'));
  const table = errors.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Operation'));
  const messageLines = spec.split('\n').filter((line) => /^Messages:|message \('Retrieved|message \(for example|Example message texts|'Pull completed/.test(line));
  const texts = new Set<string>();
  for (const line of [...table.map((row) => row.split('|')[3] ?? ''), ...messageLines]) {
    // a quoted text may quote a word itself ('… Use 'pull' command instead.')
    // and an empty value ('') is no text
    const protectedLine = line.replaceAll("'pull'", '\u0000pull\u0000').replaceAll("''", '');
    for (const match of protectedLine.matchAll(/'([^']+)'/g)) texts.add(match[1]!.replaceAll('\u0000', "'"));
  }
  // values and field names quoted in the table, not texts
  return [...texts].filter((text) => /\s/.test(text));
}

/** Each catalogue entry with its parameters as placeholders, as a pattern a spec text must match whole. */
function catalogue(): Array<{ key: string; pattern: RegExp }> {
  const placeholder = (index: number) => `\u0001${index}\u0001`;
  return Object.entries(messages).map(([key, entry]) => {
    const text = typeof entry === 'function' ? (entry as (...args: string[]) => string)(placeholder(0), placeholder(1), placeholder(2)) : entry;
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u0001\d\u0001/g, '\\S+');
    return { key, pattern: new RegExp(`^${escaped}$`) };
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'abap' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe.skipIf(!hasSpec)('the catalogue of the spec’s texts', () => {
  const texts = specTexts();

  it('reads the texts of the spec', () => {
    expect(texts).toEqual(expect.arrayContaining(['Pull completed with errors', 'Cannot create a breakpoint at this position', "Unsupported object type: <type>. Use 'pull' command instead."]));
    expect(texts.length).toBeGreaterThan(30);
  });

  it.each(specTexts())('has one entry for %s', (text) => {
    const matching = catalogue().filter((entry) => entry.pattern.test(text));
    expect(matching.map((entry) => entry.key)).toHaveLength(1);
  });

  it('is the only place in src/ and screens/ that spells a spec text out', () => {
    // the fixed part of each text before its first placeholder, long enough to mean that text only
    const fixedParts = texts
      .map((text) => text.split(/<[^>]+>|\bN\b|\bM\b|\d+/)[0]!.trimEnd())
      .filter((part) => part.length >= 16);
    const catalogueFile = join(root, 'src', 'protocol', 'messages.ts');
    const spelled: string[] = [];
    for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'screens'))]) {
      if (file === catalogueFile) continue;
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      for (const part of fixedParts) {
        if (code.includes(`'${part}`) || code.includes(`\`${part}`) || code.includes(`"${part}`)) spelled.push(`${relative(root, file)}: ${part}`);
      }
    }
    expect(spelled).toEqual([]);
  });
});
