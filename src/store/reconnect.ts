/** How often an offline TUI tries the system again: soon at first, then every few seconds. */
export function reconnectDelay(attempt: number): number {
  return Math.min(5_000, 250 * 2 ** Math.max(0, attempt - 1));
}

/** A wait that does not keep the process alive on its own (the TUI may quit meanwhile). */
export function sleep(millis: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, millis).unref?.());
}
