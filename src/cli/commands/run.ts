import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes, RefusedError, UsageError } from '../errors.js';
import type { ProjectConfig } from '../../workspace/project.js';
import { runRefusal } from '../../workspace/safeguards.js';
import { classRun, programRun, RunCallError } from '../../client/execution.js';
import { watchForWaitingBreakpoint } from '../waiting-breakpoint.js';
import { measureOf, profileFlags, writeCpuProfile } from '../profile-flags.js';
import type { RunMeasurements } from '../../protocol/profile.js';
import { renderMeasurements } from '../render/profile.js';
import type { RunAnswer } from '../../protocol/assistant-answers.js';

export type RunData = ({ success: boolean; class: string; output: string } | { success: boolean; program: string; output: string }) & { error?: string } & RunMeasurements;

/** The disableRun safeguard, with the public implementation's wording. */
export function checkRunSafeguard(project: ProjectConfig): void {
  const refusal = runRefusal(project.safeguards);
  if (refusal) throw new RefusedError(refusal);
}

/** What a failed run means for the user: the system's message and, for a runtime error, where to look. */
function failureText(error: RunCallError): string {
  if (error.terminatedInDebugger) return `${error.message}\nIt was stopped from the debugger: no runtime error, no dump.`;
  if (error.status === 500) return `${error.message}\nThe program ended in a runtime error; see: abapdeck dump --detail 1`;
  if (error.status === 403) return `${error.message}\nRunning needs the authorisation S_PROGRAM or S_ADT_RES.`;
  return error.message;
}

export const run: Command<RunData> = {
  name: 'run',
  examples: [
    { line: 'abapdeck run --class ZCL_DEMO_CLASSRUN', does: 'run a class implementing IF_OO_ADT_CLASSRUN and print its output' },
    { line: 'abapdeck run --program ZDEMO_FLIGHT_LIST', does: 'run a report with its defaults and print its list' },
    { line: 'abapdeck run --class ZCL_DEMO_CLASSRUN --profile --sql-trace', does: 'also show where the time went and what it asked the database' },
  ],
  flags: {
    class: { type: 'string', value: 'name', description: 'class implementing IF_OO_ADT_CLASSRUN' },
    program: { type: 'string', value: 'name', description: 'executable program (report), run with its coded defaults' },
    ...profileFlags,
    json: jsonFlag,
  },
  async run(context, flags) {
    const className = stringFlag(flags, 'class');
    const program = stringFlag(flags, 'program');
    if ((className === undefined) === (program === undefined)) throw new UsageError('give exactly one of --class or --program');
    if ((className ?? program)!.trim() === '') throw new UsageError(`--${className !== undefined ? 'class' : 'program'} needs a name`);
    const measuring = measureOf(flags, context.cwd);
    checkRunSafeguard(context.project());
    const service = await context.service();
    const name = (className ?? program)!.trim().toUpperCase();
    const key = className !== undefined ? { class: name } : { program: name };
    const watching = flags['json'] ? undefined : watchForWaitingBreakpoint(service.agent, context.stderr);
    try {
      let measured: RunMeasurements = {};
      let output: string;
      if (measuring) {
        const { measuredRun } = await import('../../client/profile.js');
        ({ output, ...measured } = await measuredRun(service.agent, className !== undefined ? { className: name } : { program: name }, measuring.measure));
        await writeCpuProfile(measuring.output, measured);
      } else {
        output = className !== undefined ? await classRun(service.agent, name) : await programRun(service.agent, name);
      }
      if (output === '' && className !== undefined && !flags['json']) {
        context.stderr.write(`${name} wrote no output (a class must implement IF_OO_ADT_CLASSRUN to run)\n`);
      }
      // the shape MCP's abap_run_class and abap_run_report list as their output schema
      return { data: { success: true, ...key, output, ...measured } satisfies RunAnswer };
    } catch (error) {
      if (!(error instanceof RunCallError)) throw error;
      if (!flags['json']) context.stderr.write(`Error: ${failureText(error)}\n`);
      return { data: { success: false, ...key, output: '', error: error.message } satisfies RunAnswer, exitCode: exitCodes.failed };
    } finally {
      watching?.stop();
    }
  },
  renderText: (data) => {
    if (!data.profile && !data.sql_trace) return data.output;
    return `${data.output}${data.output === '' || data.output.endsWith('\n') ? '' : '\n'}\n${renderMeasurements(data)}`;
  },
};
