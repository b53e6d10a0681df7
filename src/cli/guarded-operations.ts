/**
 * Which invocations a read-only context refuses (src/workspace/safeguards.ts readOnlyRefusal): the command
 * and the flags decide, so a preview (`pull --dry-run`, `import --dry-run`) or a listing (`transport list`) of a
 * read-only system still works.
 */
import type { FlagValues } from './command.js';
import type { ReadOnlyOperation } from '../workspace/safeguards.js';

export function guardedOperation(command: string, flags: FlagValues, positionals: string[]): ReadOnlyOperation | undefined {
  switch (command) {
    case 'pull':
      return flags['dry-run'] ? undefined : 'pull';
    case 'import':
      return flags['dry-run'] ? undefined : 'import';
    case 'customize':
      return 'customize';
    case 'drop':
      return 'drop';
    case 'dbview':
      if (positionals[0] === 'drop') return 'drop';
      if (positionals[0] === 'deploy') return 'dbview deploy';
      return positionals[0] === 'schema' && (positionals[1] === 'map' || positionals[1] === 'unmap') ? 'schema mapping' : undefined;
    case 'transport':
      return positionals[0] === 'release' ? 'transport release' : undefined;
    case 'run':
      return 'run';
    case 'unit':
      // unit tests run the classes' code on the system (and, with --coverage, in a process of their own)
      return 'unit';
    case 'probe':
      return flags['run'] ? 'run' : undefined;
    case 'debug':
      // the background process of `debug attach --json` is given its connection by the command that checked it
      return positionals[0] === 'daemon' ? undefined : 'debug';
    case 'dap':
      // the debug adapter runs programs and changes their variables, as debug does
      return 'debug';
    default:
      return undefined;
  }
}
