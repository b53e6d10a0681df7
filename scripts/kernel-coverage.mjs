#!/usr/bin/env node
/**
 * How much of the standard surface that real projects use the kernel provides.
 *
 * Reads the ranked list of ../shared/reference/kernel-surface.md (names used by at least --min-repos
 * repositories, default 2) and checks each name against the kernel sources in src/system/kernel/abap:
 *   - objects by file name (first dot part, '#' for '/'): classes, interfaces, DDIC objects, message classes ...
 *   - function modules of the kernel function groups (<group>.fugr.<module>.abap, FUNCTIONS of <group>.fugr.xml)
 *   - types declared in the type pool abap.type.abap
 *
 * usage: node scripts/kernel-coverage.mjs [--min-repos N] [--reference FILE] [--json]
 * Prints provided/total and the missing names in ranking order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** The names the kernel provides, upper case, from the file names and contents under the kernel folder. */
export function kernelNames(directory) {
  const names = new Set();
  const files = readdirSync(directory);
  for (const file of files) {
    const parts = file.split('.');
    names.add(parts[0].replace(/#/g, '/').toUpperCase());
    if (parts[1] === 'fugr') {
      if (parts.length === 4 && parts[3] === 'abap') names.add(parts[2].replace(/#/g, '/').toUpperCase());
      if (parts.length === 3 && parts[2] === 'xml') {
        const xml = readFileSync(join(directory, file), 'utf8');
        for (const match of xml.matchAll(/<FUNCNAME>([^<]+)<\/FUNCNAME>/g)) names.add(match[1].trim().toUpperCase());
      }
    }
    if (parts[1] === 'type' && parts[2] === 'abap') {
      const source = readFileSync(join(directory, file), 'utf8').replace(/^\*.*$/gm, '').replace(/".*$/gm, '');
      // TYPES x ..., TYPES: x ..., y ...; TYPES BEGIN OF x; chained names after a comma
      for (const match of source.matchAll(/\bTYPES\s*:?\s*(?:BEGIN\s+OF\s+)?([A-Za-z_/][\w/]*)/gi)) {
        names.add(match[1].toUpperCase());
      }
      for (const match of source.matchAll(/,\s*(?:BEGIN\s+OF\s+)?([A-Za-z_/][\w/]*)\s+TYPE\b/gi)) {
        names.add(match[1].toUpperCase());
      }
    }
  }
  return names;
}

/** Rows of the ranked table of the reference: {rank, name, kind, repos, refs}. */
export function rankedNames(markdown, minRepos) {
  const rows = [];
  const start = markdown.indexOf('## All kinds, ranked');
  if (start < 0) throw new Error('reference has no "All kinds, ranked" section');
  const section = markdown.slice(start).split(/\n## /)[0];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 7 || !/^\d+$/.test(cells[1])) continue;
    rows.push({ rank: Number(cells[1]), name: cells[2], kind: cells[3], repos: Number(cells[4]), refs: Number(cells[5]) });
  }
  // names used by one repository are only in the per-kind sections
  if (minRepos < 2) {
    const seen = new Set(rows.map((row) => `${row.kind} ${row.name}`));
    let kind = '';
    for (const line of markdown.split('\n')) {
      const heading = /^## (Classes|Interfaces|Exception classes|Types|Domains|Database tables|CDS entities|Message classes|Function modules)\b/.exec(line);
      if (heading) kind = KIND_OF_SECTION[heading[1]];
      else if (line.startsWith('## ')) kind = '';
      if (!kind) continue;
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length < 6 || !/^\d+$/.test(cells[2]) || seen.has(`${kind} ${cells[1]}`)) continue;
      rows.push({ rank: 0, name: cells[1], kind, repos: Number(cells[2]), refs: Number(cells[3]) });
    }
    rows.sort((a, b) => b.repos - a.repos || b.refs - a.refs);
  }
  return rows.filter((row) => row.repos >= minRepos);
}

/**
 * Entries of the reference that name no object: the static analysis counted IF_* tokens as interfaces, and
 * these two are parameter names of CL_ABAP_MESSAGE_DIGEST (calculate_hash_for_char( if_algorithm = … if_data = … )),
 * which the kernel provides with those parameters.
 */
const NOT_OBJECTS = new Map([
  ['IF_DATA', 'a parameter of CL_ABAP_MESSAGE_DIGEST'],
  ['IF_ALGORITHM', 'a parameter of CL_ABAP_MESSAGE_DIGEST'],
]);

const KIND_OF_SECTION = {
  Classes: 'class',
  Interfaces: 'interface',
  'Exception classes': 'exception class',
  Types: 'type',
  Domains: 'domain',
  'Database tables': 'table',
  'CDS entities': 'CDS entity',
  'Message classes': 'message class',
  'Function modules': 'function module',
};

function main() {
  const minRepos = Number(option('--min-repos', '2'));
  const reference = option('--reference', join(root, '..', 'shared', 'reference', 'kernel-surface.md'));
  const provided = kernelNames(join(root, 'src', 'system', 'kernel', 'abap'));
  const ranked = rankedNames(readFileSync(reference, 'utf8'), minRepos);
  const notObjects = ranked.filter((row) => NOT_OBJECTS.has(row.name.toUpperCase())).map((row) => ({ ...row, why: NOT_OBJECTS.get(row.name.toUpperCase()) }));
  const rows = ranked.filter((row) => !NOT_OBJECTS.has(row.name.toUpperCase()));
  const missing = rows.filter((row) => !provided.has(row.name.toUpperCase()));
  const result = { minRepos, total: rows.length, provided: rows.length - missing.length, missing, notObjects };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  console.log(`kernel provides ${result.provided}/${result.total} of the names used by >= ${minRepos} repositories`);
  for (const row of notObjects) console.log(`  (not counted: ${row.name}, ${row.why})`);
  if (missing.length) console.log(`missing (${missing.length}):`);
  for (const row of missing) console.log(`  ${row.name.padEnd(40)} ${row.kind.padEnd(16)} repos ${row.repos} refs ${row.refs}`);
}

main();
