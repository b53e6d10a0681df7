/**
 * abap_debug_run: a class or report run under the debugger, for an assistant that cannot hold two calls open.
 * The run starts (its answer comes when the program ends); meanwhile the CLI's background debug session listens
 * in short turns, so that no listener outlives a run that ends without stopping. The call answers at the first
 * stop (the session's position and source; stack, variables and steps follow as their own tools), or with the
 * run's answer when it ended without stopping. The run's answer, once the program has ended, is handed to the
 * debugger tool call that sees the end (a step or continue to the end, a terminate).
 */
import type { CommandAnswer, CommandRunner } from '../protocol/assistant-server.js';

/** Seconds of one listening turn, and of the whole wait for a first stop. */
const turnSeconds = 3;
const waitSeconds = 60;

function noStopIn(answer: CommandAnswer): boolean {
  return /No breakpoint was reached within/.test(answer.error ?? answer.text);
}

export class DebugRuns {
  private pending: Promise<CommandAnswer> | undefined;
  private ended: CommandAnswer | undefined;

  constructor(private readonly runner: CommandRunner) {}

  async start(runArgv: string[], context: string | undefined): Promise<CommandAnswer> {
    if (this.pending && !this.ended) {
      return { exitCode: 1, json: { success: false, error: 'a run under the debugger is still going: step it to its end or terminate it first' }, text: '', error: 'a run under the debugger is still going: step it to its end or terminate it first' };
    }
    this.ended = undefined;
    const run = this.runner.run(runArgv, context);
    this.pending = run;
    void run.then((answer) => (this.ended = answer));
    const deadline = Date.now() + waitSeconds * 1000;
    for (;;) {
      const attach = await this.runner.run(['debug', 'attach', `--timeout=${turnSeconds}`], context);
      if (attach.exitCode === 0) return { ...attach, json: { ...(attach.json as object), run: 'stopped' } };
      if (!noStopIn(attach)) return attach;
      if (this.ended) return this.takeEnded()!;
      if (Date.now() > deadline) {
        const text = `the run did not stop within ${waitSeconds} s and goes on; abap_debug_attach waits for a later stop`;
        return { exitCode: 1, json: { success: false, error: text }, text, error: text };
      }
    }
  }

  /** The run's answer once its program has ended (waiting a little: the end and the answer arrive apart), once. */
  async endedRun(waitMillis: number): Promise<CommandAnswer | undefined> {
    if (!this.pending) return undefined;
    if (!this.ended) await Promise.race([this.pending, new Promise((resolve) => setTimeout(resolve, waitMillis).unref())]);
    return this.takeEnded();
  }

  private takeEnded(): CommandAnswer | undefined {
    const ended = this.ended;
    if (ended) {
      this.pending = undefined;
      this.ended = undefined;
    }
    return ended;
  }
}

/** Whether a debugger tool's answer says the program ended (a step or continue ran it to its end, or terminate). */
export function programEnded(json: unknown): boolean {
  const answer = json as { finished?: boolean; terminated?: boolean; action?: string } | null;
  return answer?.finished === true || answer?.terminated === true;
}
