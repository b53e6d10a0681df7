/**
 * The commands that take a written probe to a run: check, commit, push, pull just its file, run. Printed
 * (never executed) in the project itself and in the scratch workspace without --run.
 */
import type { ProbeKind } from './naming.js';

export interface NextStepsInput {
  kind: ProbeKind;
  name: string;
  workspace: 'project' | 'scratch';
  /** The git root the files are committed in. */
  root: string;
  /** Whether the commands are typed in that root (else `git -C <root>`). */
  cwdIsRoot: boolean;
  /** The files relative to the root, source first. */
  files: string[];
  /** The source file as `syntax --files` reads it from the working folder. */
  syntaxFile: string;
  /** The scratch workspace's remote and branch: pull names them, since the working folder is another repository. */
  remoteUrl?: string;
  branch?: string;
}

export function commitMessage(name: string): string {
  return `Add probe ${name}`;
}

export function nextCommands(input: NextStepsInput): string[] {
  const git = input.cwdIsRoot ? 'git' : `git -C ${shellWord(input.root)}`;
  const files = input.files.map(shellWord).join(' ');
  const source = shellWord(input.files[0]!);
  const pullTarget =
    input.workspace === 'scratch' ? `--url ${input.remoteUrl ? shellWord(input.remoteUrl) : '<scratch-git-url>'}${input.branch ? ` --branch ${shellWord(input.branch)}` : ''} ` : '';
  return [
    `abapdeck syntax --files ${shellWord(input.syntaxFile)}`,
    `${git} add ${files}`,
    `${git} commit -m ${shellWord(commitMessage(input.name))} -- ${files}`,
    `${git} push`,
    `abapdeck pull ${pullTarget}--files ${source}`,
    `abapdeck run --${input.kind === 'class' ? 'class' : 'program'} ${input.name}`,
  ];
}

/** A word as a POSIX shell reads it back: bare when safe, else single-quoted. */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9_\/.:@%+=,-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
