/**
 * The abaplint configuration `abapdeck lint` uses: the repository's abaplint.json, else a default of
 * ours. Without the system's declarations (CX_STATIC_CHECK, IF_OO_ADT_CLASSRUN …) abaplint's full
 * syntax check reports every class built on them, so the default checks what the files alone can
 * show: parser and structure errors, and the curated quality rules of inspect's DEFAULT variant as
 * warnings. The full syntax check is `abapdeck syntax` (against a system), or an abaplint.json whose
 * `dependencies` name a local folder of declarations.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const LINT_CONFIG_FILE = 'abaplint.json';

export interface LintConfigSource {
  /** The configuration file, or undefined for the default. */
  file?: string;
  /** The folder the configuration's `files` globs are relative to (the repository root). */
  root: string;
  /** The configuration as abaplint.json text. */
  json: string;
}

const errors = ['parser_error', 'parser_bad_exceptions', 'begin_end_names', 'method_implemented_twice', 'mix_returning', 'cds_parser_error'];
const warnings = ['sql_escape_host_variables', 'unreachable_code', 'identical_conditions', 'check_subrc', 'obsolete_statement', 'db_operation_in_loop', 'select_add_order_by', 'empty_statement', 'unit_test_assertions'];

/** The default configuration (abaplint.json shape) for files below `/src/` (or the starting folder). */
export function defaultLintConfig(startingFolder = '/src/'): Record<string, unknown> {
  const folder = `/${startingFolder.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  return {
    global: { files: `${folder}**/*.*`, exclude: [], noIssues: [] },
    dependencies: [],
    syntax: { version: 'v757', errorNamespace: '^(Z|Y|LCL_|TY_|LIF_|LTCL_|LTC_)' },
    rules: Object.fromEntries([
      ...errors.map((rule) => [rule, { severity: 'Error' }]),
      ...warnings.map((rule) => [rule, { severity: 'Warning' }]),
    ]),
  };
}

/** STARTING_FOLDER of the repository's .abapgit.xml, if it has one. */
function startingFolder(root: string): string | undefined {
  const file = join(root, '.abapgit.xml');
  if (!existsSync(file)) return undefined;
  return /<STARTING_FOLDER>([^<]*)<\/STARTING_FOLDER>/.exec(readFileSync(file, 'utf8'))?.[1];
}

/**
 * abaplint.json from cwd up to the repository root (the first found), else the default for the
 * repository root (the git working folder, else cwd).
 */
export function findLintConfig(cwd: string, repositoryRoot: string | undefined): LintConfigSource {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const file = join(dir, LINT_CONFIG_FILE);
    if (existsSync(file)) return { file, root: dir, json: readFileSync(file, 'utf8') };
    if (dir === repositoryRoot || dirname(dir) === dir) break;
  }
  const root = repositoryRoot ?? cwd;
  return { root, json: JSON.stringify(defaultLintConfig(startingFolder(root))) };
}
