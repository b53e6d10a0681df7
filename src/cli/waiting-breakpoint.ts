/**
 * While a run (or a unit test run) has not answered, asks every second whether one of the user's runs stands at a
 * breakpoint that no debugger attends (the deck status's waiting debuggees): a breakpoint left from an ended
 * session otherwise holds the run for the system's grace time without a word. Tells it once, on stderr. A system
 * without the count (the public implementation) is not asked again; a fast run costs nothing.
 */
import type { Agent } from '../client/agent.js';
import { deckStatus } from '../client/deck-status.js';
import { messages } from '../protocol/messages.js';

/** How long a run may take before the CLI asks whether it stands at a breakpoint, and then how often. */
const WAITING_CHECK_MILLIS = 1000;

export function watchForWaitingBreakpoint(agent: Agent, stderr: { write(text: string): unknown }): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    const counts = await deckStatus(agent, new Date()).catch(() => undefined);
    if (stopped || !counts) return;
    if (counts.waitingDebuggees > 0) {
      stderr.write(`${messages.runWaitsForDebugger}\n`);
      return;
    }
    timer = setTimeout(() => void check(), WAITING_CHECK_MILLIS);
    timer.unref();
  };
  timer = setTimeout(() => void check(), WAITING_CHECK_MILLIS);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
