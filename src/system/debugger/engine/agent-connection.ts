/**
 * The engine's end of one work process's agent channel: requests to the inspector agent with their
 * replies, the agent's own requests (answered by a handler), and its events.
 */
import type { Duplex } from 'node:stream';
import { lineReader, type AgentEvent, type AgentRequest, type ChannelMessage, type EngineReply, type EngineRequest } from '../agent-protocol.js';

type ReplyOf<R extends EngineRequest> = Extract<EngineReply, { op: R['op'] }>;

export class AgentConnection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(reply: EngineReply): void; reject(error: Error): void }>();
  private closed = false;

  constructor(
    private readonly channel: Duplex,
    private readonly onEvent: (event: AgentEvent) => void,
    private readonly onRequest: (request: AgentRequest) => unknown,
  ) {
    channel.on('data', lineReader((message) => this.receive(message)));
    channel.on('error', () => this.close());
    channel.on('close', () => this.close());
  }

  request<R extends EngineRequest>(body: R): Promise<ReplyOf<R>> {
    if (this.closed) return Promise.reject(new Error('the work process has ended'));
    const id = this.nextId++;
    return new Promise<ReplyOf<R>>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (reply: EngineReply) => void, reject });
      this.write({ kind: 'request', id, body });
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const { reject } of this.pending.values()) reject(new Error('the work process has ended'));
    this.pending.clear();
  }

  private write(message: ChannelMessage): void {
    try {
      this.channel.write(JSON.stringify(message) + '\n');
    } catch {
      this.close();
    }
  }

  private receive(message: ChannelMessage): void {
    if (message.kind === 'event') {
      this.onEvent(message.body);
      return;
    }
    if (message.kind === 'reply') {
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!waiter) return;
      if (message.error !== undefined || !message.body) waiter.reject(new Error(message.error ?? 'no answer'));
      else waiter.resolve(message.body as EngineReply);
      return;
    }
    let body: unknown;
    try {
      body = this.onRequest(message.body as AgentRequest);
    } catch (error) {
      this.write({ kind: 'reply', id: message.id, error: error instanceof Error ? error.message : String(error) });
      return;
    }
    this.write({ kind: 'reply', id: message.id, body: body as never });
  }
}
