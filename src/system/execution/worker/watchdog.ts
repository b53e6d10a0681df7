/**
 * The watchdog of a work process: a worker thread with an inspector session on the process's main thread.
 * When a run exceeds its maximum runtime, the main thread is busy (typically a loop that never awaits) and
 * cannot answer; the service asks the watchdog over its own pipe where the run is. The watchdog pauses the
 * main thread, evaluates the work process's frame function on the paused top frame (the same ABAP frames an
 * exception would carry) and answers them; the service then ends the process and writes the TIME_OUT dump.
 *
 * Wire: newline-delimited JSON on the pipe WATCHDOG_FD: request {"type":"where"}, answer {"type":"where","frames":[…]}.
 *
 * The watchdog also ends the work process when its service is gone (killed with SIGKILL, crashed): the main
 * thread may be in an endless loop and never see its IPC channel close, but this thread does. The pipe's
 * other end belongs to the service only, so its end means the service has ended; a changed parent pid
 * (the process was re-parented) is the backstop.
 */
import { Session } from 'node:inspector';
import { Socket } from 'node:net';
import { workerData } from 'node:worker_threads';

interface PausedEvent {
  params: { callFrames: Array<{ callFrameId: string }> };
}

const { fd } = workerData as { fd: number };
const session = new Session();
session.connectToMainThread();

function post<T>(method: string, params: object = {}): Promise<T> {
  return new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
}

async function where(): Promise<unknown[]> {
  const paused = new Promise<PausedEvent>((resolve) => session.once('Debugger.paused', (event) => resolve(event as unknown as PausedEvent)));
  await post('Debugger.enable');
  await post('Debugger.pause');
  const event = await paused;
  const top = event.params.callFrames[0];
  if (!top) return [];
  const evaluated = await post<{ result: { value?: string } }>('Debugger.evaluateOnCallFrame', {
    callFrameId: top.callFrameId,
    expression: 'globalThis.__abapdeckWhere?.()',
    returnByValue: true,
  });
  return JSON.parse(evaluated.result.value ?? '[]') as unknown[];
}

const channel = new Socket({ fd, readable: true, writable: true });
let buffer = '';
channel.on('data', (chunk: Buffer) => {
  buffer += chunk.toString('utf8');
  for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    let request: { type?: string };
    try {
      request = JSON.parse(line) as { type?: string };
    } catch {
      continue;
    }
    if (request.type !== 'where') continue;
    where()
      .catch(() => [])
      .then((frames) => channel.write(JSON.stringify({ type: 'where', frames }) + '\n'));
  }
});
channel.on('error', () => {});

const servicePid = process.ppid;
function endOrphanedWorkProcess(): void {
  process.kill(process.pid, 'SIGKILL');
}
channel.on('end', endOrphanedWorkProcess);
channel.on('close', endOrphanedWorkProcess);
const parentCheck = setInterval(() => {
  if (process.ppid !== servicePid) endOrphanedWorkProcess();
}, 250);
parentCheck.unref();
