import type { CommandExample, FlagSpec } from './command.js';
import { commandDescriptions, type CommandDescription } from './commands/descriptions.js';

// The three renderings of commands/descriptions.ts: the general help, a command's --help and the README's
// command table. Pure functions; main.ts prints them, test/cli/readme-commands.test.ts writes the table.

const helpWidth = 100;

export function generalHelp(): string {
  const width = Math.max(...commandDescriptions.map((c) => c.name.length)) + 2;
  return [
    'abapdeck: work on ABAP systems from git, in a terminal',
    '',
    'Usage: abapdeck                 open the full-screen terminal UI',
    '       abapdeck <command> [flags]',
    '       abapdeck --context <name> [<command> [flags]]   on a context of the contexts file (abapdeck ctx)',
    '',
    'Commands:',
    ...commandDescriptions.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    'Every command takes --help (-h, or abapdeck help <command>); most take --json for scripts and assistants.',
    'Without --context, a .abapGitAgent file or ABAP_HOST, commands use the current context, else the embedded demo system.',
    '',
    ...wrap(exitCodesText, helpWidth, ''),
    '',
  ].join('\n');
}

/**
 * The exit codes and the rule for an operation that ran and found nothing, as the general help and README say it
 * (test/cli/readme-commands.test.ts keeps README's copy identical).
 */
export const exitCodesText =
  'Exit codes: 0 success, also for a search that matches nothing (list with a name pattern, dump, where of an object ' +
  'nobody uses); 1 the operation ran and reported failure, or an object or package named on the command line does ' +
  "not exist (view, where, preview, list, tree: with --json the system's answer as it came, which marks it " +
  'NOT_FOUND or SUCCESS false); 2 usage error; 3 cannot reach or authenticate to the system; 4 refused by a safeguard.';

/**
 * Usage lines, the summary, what each form does in full (left out after a usage error, where the details
 * would bury the message), then the flags the parser accepts.
 */
export function commandHelp(
  description: CommandDescription,
  flags: Record<string, FlagSpec>,
  withDetails = true,
  examples: readonly CommandExample[] = [],
): string {
  const { summary, forms } = description;
  const usage = forms.map((form, index) => `${index === 0 ? 'Usage: ' : '       '}${form.usage}`);
  const details = forms.flatMap((form) => {
    if (!withDetails || !form.details) return [];
    if (forms.length === 1) return [...wrap(plainText(form.details), helpWidth, ''), ''];
    return [form.usage, ...wrap(plainText(form.details), helpWidth, '  '), ''];
  });
  const flagLines = Object.entries(flags).map(([name, spec]) => {
    const left = `  --${name}${spec.type === 'string' ? ` <${spec.value ?? 'value'}>` : ''}`;
    return `${left.padEnd(30)} ${spec.description}`;
  });
  const exampleLines = withDetails && examples.length > 0 ? ['', 'Examples:', ...examples.flatMap((example) => [`  ${example.line}`, ...wrap(example.does, helpWidth, '      ')])] : [];
  return [...usage, '', summary, '', ...details, 'Flags:', ...flagLines, ...exampleLines, ''].join('\n');
}

/** README's command table: a row per form, its usage as code and its details (else the summary). */
export function commandTableMarkdown(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = commandDescriptions.flatMap((description) =>
    description.forms.map((form) => `| \`${cell(form.usage)}\` | ${cell(form.details ?? description.summary)} |`),
  );
  return ['| command | what it does |', '|---|---|', ...rows].join('\n');
}

/** The details' Markdown as a terminal shows it: code without backticks, a link as its text. */
function plainText(markdown: string): string {
  return markdown.replaceAll('`', '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}

function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}
