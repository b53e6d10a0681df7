import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Command, FlagValues, Outcome } from '../command.js';
import { integerFlag, jsonFlag, listFlag, requiredListFlag, stringFlag } from '../command.js';
import type { CommandContext } from '../context.js';
import type { Agent } from '../../client/agent.js';
import { exitCodes, UsageError } from '../errors.js';
import { actionProblem } from '../did-you-mean.js';
import { messages } from '../../protocol/messages.js';
import type { CheckResult, DbviewFile, DbviewResult, DeployResult, ImportResult } from '../../protocol/dbview.js';
import { gridLayoutFlags, gridPageFlags, gridTextOptions } from '../render/grid-flags.js';
import { renderCheck, renderDeploy, renderDrop, renderImport, renderList, renderSchema, renderTableRows, renderViewRows } from './dbview/render.js';

/** deploy shows both phases; import also names the files it wrote. */
type DeployRun = { action: 'deploy'; success: boolean; check: CheckResult; deploy?: DeployResult };
type ImportRun = ImportResult & { written: string[] };
type DbviewData = DbviewResult | DeployRun | ImportRun;

const subcommands = ['check', 'deploy', 'import', 'list', 'drop', 'preview', 'schema', 'table-preview'] as const;
const schemaSubcommands = ['list', 'tables', 'fields', 'map', 'unmap'] as const;

export const dbview: Command<DbviewData> = {
  name: 'dbview',
  examples: [
    { line: 'abapdeck dbview check --package ZDEMO_HANA --files src/cv_sales.calculationview', does: 'would this view deploy?' },
    { line: 'abapdeck dbview deploy --package ZDEMO_HANA --files src/cv_sales.calculationview --transport DEVK900012', does: 'deploy it, recorded on a request' },
    { line: `abapdeck dbview preview --view CV_SALES --where "REGION = 'EMEA'" --limit 20`, does: 'rows of a deployed view' },
    { line: 'abapdeck dbview schema list', does: "the database's schemas and the logical \u2192 physical mapping" },
  ],
  positionals: true,
  flags: {
    package: { type: 'string', value: 'name', description: 'package (check, deploy, list, import; optional for drop)' },
    files: { type: 'string', value: 'path,...', description: '.attributeview / .calculationview files, comma-separated (check, deploy)' },
    transport: { type: 'string', value: 'nr', description: 'workbench request (deploy, drop); else the credentials file, ABAP_TRANSPORT, the views\' open request or a new one' },
    objects: { type: 'string', value: 'VIEW,...', description: 'views to drop, comma-separated' },
    dir: { type: 'string', value: 'folder', description: 'where import writes the files, default the current folder' },
    view: { type: 'string', value: 'VIEW', description: 'the deployed view to preview' },
    schema: { type: 'string', value: 'S', description: 'schema, physical or logical (mapped by the system)' },
    table: { type: 'string', value: 'T', description: 'table or view of the schema' },
    physical: { type: 'string', value: 'S', description: 'physical schema a logical one maps to (schema map)' },
    where: { type: 'string', value: 'condition', description: "filter, e.g. \"REGION = 'EMEA' AND AMOUNT > 100\"" },
    columns: { type: 'string', value: 'C,...', description: 'columns to show, comma-separated' },
    ...gridPageFlags,
    ...gridLayoutFlags,
    json: jsonFlag,
  },
  async run(context, flags, positionals) {
    const [subcommand, ...rest] = positionals;
    if (!subcommand || !(subcommands as readonly string[]).includes(subcommand)) {
      throw new UsageError(actionProblem(subcommand, subcommands));
    }
    if (subcommand !== 'schema' && rest.length > 0) throw new UsageError(`unexpected argument '${rest[0]}' for dbview ${subcommand}`);
    const client = await import('../../client/dbview.js');
    const agent = (await context.service()).agent;
    const report = <T extends { success: boolean; error: string }>(result: T): Outcome<T> => {
      if (!result.success && !flags['json'] && result.error) context.stderr.write(`Error: ${result.error}\n`);
      return { data: result, exitCode: result.success ? exitCodes.success : exitCodes.failed };
    };
    const rows = { where: stringFlag(flags, 'where'), columns: listFlag(flags, 'columns'), limit: integerFlag(flags, 'limit'), offset: integerFlag(flags, 'offset') };

    switch (subcommand) {
      case 'check':
        return report(await client.checkViews(agent, { package: required(flags, 'package'), files: readViewFiles(context, flags), transport: transportOf(context, flags, agent) }));
      case 'deploy':
        return deploy(context, flags, client);
      case 'list':
        return report(await client.listViews(agent, { package: required(flags, 'package') }));
      case 'import': {
        const result = await client.importViews(agent, { package: required(flags, 'package') });
        const written = result.success ? writeFiles(context, stringFlag(flags, 'dir') ?? '.', result, client.importedFileName) : [];
        return report({ ...result, written });
      }
      case 'drop': {
        const objects = requiredListFlag(flags, 'objects');
        return report(await client.dropViews(agent, { package: stringFlag(flags, 'package'), objects, transport: transportOf(context, flags, agent) }));
      }
      case 'preview':
        return report(await client.previewView(agent, { view: required(flags, 'view'), ...rows }));
      case 'table-preview':
        return report(await client.previewTable(agent, { schema: required(flags, 'schema'), table: required(flags, 'table'), ...rows }));
      default: {
        const [what = 'list', extra] = rest;
        if (!(schemaSubcommands as readonly string[]).includes(what)) throw new UsageError(`dbview schema takes ${schemaSubcommands.join(', ')}`);
        if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}' for dbview schema ${what}`);
        const schema = what === 'list' ? undefined : required(flags, 'schema');
        const table = what === 'fields' ? required(flags, 'table') : undefined;
        const physical = what === 'map' ? required(flags, 'physical') : undefined;
        return report(await client.schemaInfo(agent, { subaction: what, schema, table, physical }));
      }
    }
  },
  renderText(data, flags) {
    const options = gridTextOptions(flags);
    if ('check' in data) return renderCheck(data.check) + (data.deploy ? `\n${renderDeploy(data.deploy)}` : '');
    switch (data.action) {
      case 'check':
        return renderCheck(data as CheckResult);
      case 'import':
        return renderImport(data as ImportRun);
      case 'list':
        return renderList(data as Parameters<typeof renderList>[0]);
      case 'drop':
        return renderDrop(data as Parameters<typeof renderDrop>[0]);
      case 'preview':
        return renderViewRows(data as Parameters<typeof renderViewRows>[0], options);
      case 'tablePreview':
        return renderTableRows(data as Parameters<typeof renderTableRows>[0], options);
      case 'schema':
        return renderSchema(data as Parameters<typeof renderSchema>[0]);
      default:
        return '';
    }
  },
};

function required(flags: FlagValues, name: string): string {
  const value = stringFlag(flags, name);
  if (!value || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** Phase 1, then (when it passes) phase 2; both are shown. */
async function deploy(context: CommandContext, flags: FlagValues, client: typeof import('../../client/dbview.js')): Promise<Outcome<DeployRun>> {
  const agent = (await context.service()).agent;
  const request = { package: required(flags, 'package'), files: readViewFiles(context, flags), transport: transportOf(context, flags, agent) };
  const check = await client.checkViews(agent, request);
  if (!check.success) {
    if (!flags['json'] && check.error) context.stderr.write(`Error: ${check.error}\n`);
    return { data: { action: 'deploy', success: false, check }, exitCode: exitCodes.failed };
  }
  const deployed = await client.deployViews(agent, request);
  if (!deployed.success && !flags['json'] && deployed.error) context.stderr.write(`Error: ${deployed.error}\n`);
  return { data: { action: 'deploy', success: deployed.success, check, deploy: deployed }, exitCode: deployed.success ? exitCodes.success : exitCodes.failed };
}

/** Same precedence as pull and customize: the flag, the credentials file, then ABAP_TRANSPORT. */
function transportOf(context: CommandContext, flags: FlagValues, agent: Agent): string | undefined {
  return stringFlag(flags, 'transport') ?? agent.connection.transport ?? context.env['ABAP_TRANSPORT'];
}

function readViewFiles(context: CommandContext, flags: FlagValues): DbviewFile[] {
  return requiredListFlag(flags, 'files').map((path) => {
    const full = resolve(context.cwd, path);
    if (!existsSync(full)) throw new UsageError(messages.fileNotFound(path));
    return { file: basename(path), content: readFileSync(full, 'utf8') };
  });
}

/** Writes the imported view files into the folder; only plain file names are written (no paths from the server). */
function writeFiles(context: CommandContext, dir: string, result: ImportResult, importedFileName: typeof import('../../client/dbview.js').importedFileName): string[] {
  const folder = resolve(context.cwd, dir);
  mkdirSync(folder, { recursive: true });
  return result.files.map((file) => {
    const named = importedFileName(file.file);
    if (!named.ok) throw new UsageError(named.reason);
    const path = join(folder, named.name);
    writeFileSync(path, file.content);
    return path;
  });
}
