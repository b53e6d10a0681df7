import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandDescriptions } from '../../src/cli/commands/descriptions.js';
import { commands } from '../../src/cli/commands/index.js';
import { commandHelp, commandTableMarkdown, exitCodesText, generalHelp } from '../../src/cli/help.js';
import { parseFlags } from '../../src/cli/parse-flags.js';
import { takeContextFlag } from '../../src/cli/context-flag.js';

const readme = join(import.meta.dirname, '..', '..', 'README.md');
const start =
  '<!-- cli-commands:start (generated from src/cli/commands/descriptions.ts; ABAPDECK_WRITE_README_COMMANDS=1 npx vitest run test/cli/readme-commands.test.ts rewrites it) -->';
const end = '<!-- cli-commands:end -->';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A command line's words as a POSIX shell splits them (single and double quotes, no expansions). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/(?:[^\s'"]+|'[^']*'|"[^"]*")+/g)].map(([word]) => word.replace(/'([^']*)'|"([^"]*)"/g, (_, single, double) => single ?? double));
}

describe('command descriptions as data', () => {
  it("README's command table is the one the descriptions generate", () => {
    const text = readFileSync(readme, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    const table = commandTableMarkdown();
    if (process.env['ABAPDECK_WRITE_README_COMMANDS'] && from >= 0 && to > from) {
      writeFileSync(readme, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
      return;
    }
    expect(from, `README.md has no ${start} marker`).toBeGreaterThanOrEqual(0);
    expect(text.slice(from + start.length, to).trim()).toBe(table);
  });

  it('renders a README row per form, its usage as code and its details, else the summary', () => {
    const table = commandTableMarkdown().split('\n');
    expect(table.slice(0, 2)).toEqual(['| command | what it does |', '|---|---|']);
    expect(table.length - 2).toBe(commandDescriptions.flatMap((d) => d.forms).length);
    expect(table).toContain("| `abapdeck serve --stop` | stop the embedded default's background server |");
    expect(table).toContain('| `abapdeck activate --objects <name,…> [--json]` | activate inactive objects, checked together like a pull |');
    // a | inside a table cell, code or not, is escaped
    expect(table.find((row) => row.startsWith('| `abapdeck drop '))).toContain('[--pull [--conflict-mode abort\\|ignore]]');
  });

  it('lists every command of the index once, each with a summary of one line and at least one form', () => {
    expect(commands.map((c) => c.name)).toEqual(commandDescriptions.map((d) => d.name));
    expect(new Set(commands.map((c) => c.name)).size).toBe(commands.length);
    for (const description of commandDescriptions) {
      expect(description.summary, description.name).toMatch(/^[^\n]{10,120}$/);
      expect(description.forms.length, description.name).toBeGreaterThan(0);
      for (const form of description.forms) {
        expect(form.usage, description.name).toMatch(new RegExp(`^abapdeck ${description.name}( |$)`));
        expect(form.usage, description.name).not.toContain('\n');
      }
    }
    const help = generalHelp().split('\n');
    for (const { name, summary } of commandDescriptions) expect(help).toContain(`  ${name.padEnd('transport'.length + 2)}${summary}`);
  });

  it('loads, for each description, the module of that name, and its usage names only flags the parser accepts', async () => {
    for (const entry of commands) {
      const { name, flags } = await entry.load();
      expect(name).toBe(entry.name);
      for (const form of entry.forms) {
        for (const [, flag] of form.usage.matchAll(/--([a-z][a-z-]*)/g)) expect(Object.keys(flags), `${entry.name}: --${flag}`).toContain(flag);
      }
    }
  });

  it("shows a command's forms, summary, details and flags in its --help", () => {
    const dbview = commandDescriptions.find((d) => d.name === 'dbview')!;
    const help = commandHelp(dbview, { package: { type: 'string', value: 'name', description: 'package' } });
    const lines = help.split('\n');
    expect(lines[0]).toBe(`Usage: ${dbview.forms[0]!.usage}`);
    expect(lines[1]).toBe(`       ${dbview.forms[1]!.usage}`);
    expect(help).toContain(`\n\n${dbview.summary}\n\n`);
    expect(help).toContain(`\n${dbview.forms[2]!.usage}\n  sets hot_status D and deletes the SQL view; the view stays listed\n`);
    // details wrap at 100 columns, indented under their form
    expect(lines.filter((line) => /^ {2}[^ -]/.test(line)).every((line) => line.length <= 100)).toBe(true);
    expect(help).toMatch(/Flags:\n {2}--package <name> +package\n$/);
    const pull = commandDescriptions.find((d) => d.name === 'pull')!;
    // Markdown becomes plain text: no backticks, a link as its text
    expect(oneLine(commandHelp(pull, {}))).toContain('Conflict rules: docs/GIT-LOOP.md');
    expect(commandHelp(pull, {})).not.toContain('`');
    // after a usage error: usage, summary and flags only
    expect(commandHelp(dbview, {}, false)).toBe(`${lines.slice(0, dbview.forms.length).join('\n')}\n\n${dbview.summary}\n\nFlags:\n`);
  });

  it("says the exit codes in README as the general help says them", () => {
    expect(oneLine(generalHelp())).toContain(exitCodesText);
    expect(oneLine(readFileSync(readme, 'utf8')).includes(exitCodesText), `README.md says: ${exitCodesText}`).toBe(true);
  });

  it('gives every command examples that its own parser accepts, shown under Examples in its help', async () => {
    for (const entry of commands) {
      const command = await entry.load();
      expect(command.examples.length, entry.name).toBeGreaterThan(0);
      for (const example of command.examples) {
        const [program, ...args] = shellWords(example.line);
        expect(program, example.line).toBe('abapdeck');
        const { rest } = takeContextFlag(args);
        expect(rest[0], example.line).toBe(entry.name);
        expect(() => parseFlags(command, rest.slice(1)), example.line).not.toThrow();
        expect(example.does, example.line).toMatch(/^[^\n]{5,120}$/);
      }
      const help = commandHelp(entry, command.flags, true, command.examples);
      expect(help, entry.name).toContain(`\nExamples:\n  ${command.examples[0]!.line}\n      ${command.examples[0]!.does}\n`);
      // after a usage error the help is short: no examples
      expect(commandHelp(entry, command.flags, false, command.examples)).not.toContain('Examples:');
    }
  });
});
