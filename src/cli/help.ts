import type { FlagSpec } from './command.js';
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
    'Every command takes --help; most take --json for scripts and assistants.',
    'Without --context, a .abapGitAgent file or ABAP_HOST, commands use the current context, else the embedded demo system.',
    '',
  ].join('\n');
}

/**
 * Usage lines, the summary, what each form does in full (left out after a usage error, where the details
 * would bury the message), then the flags the parser accepts.
 */
export function commandHelp(description: CommandDescription, flags: Record<string, FlagSpec>, withDetails = true): string {
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
  return [...usage, '', summary, '', ...details, 'Flags:', ...flagLines, ''].join('\n');
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
