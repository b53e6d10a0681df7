/**
 * Output prepared during `run`: the XML writer loads asynchronously and a command's renderText is
 * synchronous, so a command that prints a report (--format checkstyle) writes it in run and renderText
 * prints it. Keyed by the data object run returned, so nothing outlives the run.
 */
const prepared = new WeakMap<object, string>();

export function prepareOutput<Data extends object>(data: Data, text: string): Data {
  prepared.set(data, text);
  return data;
}

export function preparedOutput(data: object): string | undefined {
  return prepared.get(data);
}
