/**
 * HTTP/1.1 over node:net for the CLI's plain-http origins (the embedded default, a system on the local network):
 * a command is one or a few calls, and node:http brought eight modules of Node's own (its server among them) and
 * their first compile, about a fifth of a warm command's cost over a bare Node start (docs/PERFORMANCE.md, issue
 * 32). What it speaks: one request at a time on a socket, kept alive and reused (no pipelining), at most
 * `maxSockets` open at once; answers framed by Content-Length, chunked or the connection's close; 1xx answers
 * skipped; no redirects, no retries (the agent decides, told whether the request could have reached the server).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Http1Request {
  method: string;
  /** path and query, as the URL encodes them */
  target: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMillis: number;
}

export interface Http1Response {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A failure before the whole answer arrived; `unsent` when a kept-alive socket was closed before any answer. */
export class Http1Error extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly unsent: boolean,
  ) {
    super(message);
  }
}

const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const maxHeadBytes = 64 * 1024;

/** The sockets of one origin. */
export class Http1Pool {
  /** kept-alive sockets with what ends their idle time (the server closing them) */
  private readonly idle = new Map<Socket, () => void>();
  private readonly waiting: Array<() => void> = [];
  private open = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly maxSockets = 8,
  ) {}

  async request(request: Http1Request): Promise<Http1Response> {
    const head = requestHead(request, this.hostHeader());
    while (this.open >= this.maxSockets && this.idle.size === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const reused = this.take();
    if (!reused) this.open++;
    const socket = reused ?? connect({ host: this.host, port: this.port });
    try {
      const { response, keepAlive } = await exchange(socket, head, request, reused !== undefined);
      if (keepAlive) this.keep(socket);
      else this.discard(socket);
      return response;
    } catch (error) {
      this.discard(socket);
      throw error;
    }
  }

  /** Ends every idle socket. */
  destroy(): void {
    for (const socket of [...this.idle.keys()]) socket.destroy();
  }

  private hostHeader(): string {
    const host = this.host.includes(':') ? `[${this.host}]` : this.host;
    return this.port === 80 ? host : `${host}:${this.port}`;
  }

  private take(): Socket | undefined {
    const [socket, endIdle] = this.idle.entries().next().value ?? [];
    if (!socket || !endIdle) return undefined;
    this.idle.delete(socket);
    socket.removeListener('close', endIdle);
    socket.removeListener('error', endIdle);
    socket.ref();
    return socket;
  }

  /** An idle socket waits for the next request without keeping the process alive; the server may close it meanwhile. */
  private keep(socket: Socket): void {
    socket.unref();
    const endIdle = () => {
      if (!this.idle.delete(socket)) return;
      socket.destroy();
      this.release();
    };
    socket.once('close', endIdle);
    socket.once('error', endIdle);
    this.idle.set(socket, endIdle);
    this.waiting.shift()?.();
  }

  private discard(socket: Socket): void {
    socket.destroy();
    this.release();
  }

  private release(): void {
    this.open--;
    this.waiting.shift()?.();
  }
}

function requestHead(request: Http1Request, host: string): string {
  if (!token.test(request.method)) throw new Http1Error(`invalid method ${JSON.stringify(request.method)}`, 'ERR_INVALID_METHOD', true);
  if (!request.target.startsWith('/') || /[\s\u0000-\u001f\u007f]/.test(request.target)) throw new Http1Error(`invalid request target ${JSON.stringify(request.target)}`, 'ERR_UNESCAPED_CHARACTERS', true);
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (!token.test(name)) throw new Http1Error(`invalid header name ${JSON.stringify(name)}`, 'ERR_INVALID_HTTP_TOKEN', true);
    if (/[\r\n\u0000]/.test(value)) throw new Http1Error(`invalid value of header ${name}`, 'ERR_INVALID_CHAR', true);
    const lower = name.toLowerCase();
    if (lower === 'host' || lower === 'content-length' || lower === 'transfer-encoding' || lower === 'connection') continue;
    lines.push(`${name}: ${value}`);
  }
  if (request.body !== undefined) lines.push(`content-length: ${Buffer.byteLength(request.body)}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Sends one request on a socket and reads its answer. */
function exchange(socket: Socket, head: string, request: Http1Request, reused: boolean): Promise<{ response: Http1Response; keepAlive: boolean }> {
  return new Promise((resolve, reject) => {
    const reader = new ResponseReader(request.method === 'HEAD');
    let received = false;
    const finish = (error: Http1Error | undefined) => {
      clearTimeout(timer);
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.removeListener('error', onError);
      socket.removeListener('close', onEnd);
      if (error) return reject(error);
      const done = reader.result();
      resolve({ response: done.response, keepAlive: done.keepAlive });
    };
    const onData = (chunk: Buffer) => {
      received = true;
      try {
        if (reader.push(chunk)) finish(undefined);
      } catch (error) {
        finish(new Http1Error((error as Error).message, 'HPE_INVALID', false));
      }
    };
    const onEnd = () => {
      if (reader.endOfStream()) return finish(undefined);
      const unsent = reused && !received;
      finish(new Http1Error(received ? 'the connection closed before the whole answer' : 'socket hang up', 'ECONNRESET', unsent));
    };
    const onError = (error: NodeJS.ErrnoException) => finish(new Http1Error(error.message, error.code, reused && !received && error.code === 'ECONNRESET'));
    const timer = setTimeout(() => {
      finish(new Http1Error(`Timeout awaiting 'request' for ${request.timeoutMillis}ms`, 'ETIMEDOUT', false));
      socket.destroy();
    }, request.timeoutMillis);
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('close', onEnd);
    socket.on('error', onError);
    socket.write(request.body === undefined ? head : head + request.body);
  });
}

/** Reads one answer from the bytes as they come: its head, then its body as the head frames it. */
class ResponseReader {
  private buffered: Buffer = Buffer.alloc(0);
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private keepAlive = false;
  private framing: 'head' | 'length' | 'chunked' | 'close' | 'done' = 'head';
  private remaining = 0;
  private readonly body: Buffer[] = [];

  constructor(private readonly headRequest: boolean) {}

  /** Takes bytes; true once the answer is complete. */
  push(chunk: Buffer): boolean {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    for (;;) {
      if (this.framing === 'head' && !this.readHead()) return false;
      if (this.framing === 'length') return this.readLength();
      if (this.framing === 'chunked') return this.readChunks();
      if (this.framing === 'close') {
        this.body.push(this.buffered);
        this.buffered = Buffer.alloc(0);
        return false;
      }
      if (this.framing === 'done') return true;
    }
  }

  /** The connection ended: true when that completes the answer (an answer framed by the close). */
  endOfStream(): boolean {
    if (this.framing === 'close') this.framing = 'done';
    return this.framing === 'done';
  }

  result(): { response: Http1Response; keepAlive: boolean } {
    return { response: { statusCode: this.statusCode, headers: this.headers, body: Buffer.concat(this.body) }, keepAlive: this.keepAlive && this.framing === 'done' && this.buffered.length === 0 };
  }

  private readHead(): boolean {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) {
      if (this.buffered.length > maxHeadBytes) throw new Error('the answer\'s head is too long');
      return false;
    }
    const [statusLine = '', ...lines] = this.buffered.subarray(0, end).toString('latin1').split('\r\n');
    this.buffered = this.buffered.subarray(end + 4);
    const status = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(statusLine);
    if (!status) throw new Error(`not an HTTP/1.x answer: ${JSON.stringify(statusLine.slice(0, 40))}`);
    const code = Number(status[2]);
    const headers: IncomingHttpHeaders = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`a malformed header line in the answer: ${JSON.stringify(line.slice(0, 40))}`);
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'set-cookie') (headers['set-cookie'] ??= []).push(value);
      else headers[name] = headers[name] === undefined ? value : `${headers[name] as string}, ${value}`;
    }
    // an interim answer (100 Continue, 103 Early Hints): the real one follows
    if (code >= 100 && code < 200) return true;
    this.statusCode = code;
    this.headers = headers;
    const connection = String(headers['connection'] ?? '').toLowerCase();
    this.keepAlive = status[1] === '1' ? !/\bclose\b/.test(connection) : /\bkeep-alive\b/.test(connection);
    const length = headers['content-length'];
    if (this.headRequest || code === 204 || code === 304) this.framing = 'done';
    else if (/\bchunked\b/i.test(String(headers['transfer-encoding'] ?? ''))) this.framing = 'chunked';
    else if (length !== undefined) {
      if (!/^\d+$/.test(String(length))) throw new Error(`an invalid content-length in the answer: ${JSON.stringify(length)}`);
      this.remaining = Number(length);
      this.framing = 'length';
    } else this.framing = 'close';
    return true;
  }

  private readLength(): boolean {
    const taken = this.buffered.subarray(0, this.remaining);
    this.body.push(taken);
    this.remaining -= taken.length;
    this.buffered = this.buffered.subarray(taken.length);
    if (this.remaining > 0) return false;
    this.framing = 'done';
    return true;
  }

  /** Chunks: a hexadecimal size line, that many bytes and a CRLF; a size 0 then trailers up to an empty line. */
  private readChunks(): boolean {
    for (;;) {
      if (this.remaining > 0) {
        const taken = this.buffered.subarray(0, this.remaining);
        this.body.push(taken);
        this.remaining -= taken.length;
        this.buffered = this.buffered.subarray(taken.length);
        if (this.remaining > 0) return false;
        this.remaining = -2;
      }
      if (this.remaining === -2) {
        if (this.buffered.length < 2) return false;
        if (this.buffered[0] !== 13 || this.buffered[1] !== 10) throw new Error('a chunk of the answer does not end with CRLF');
        this.buffered = this.buffered.subarray(2);
        this.remaining = 0;
      }
      const lineEnd = this.buffered.indexOf('\r\n');
      if (lineEnd < 0) {
        if (this.buffered.length > maxHeadBytes) throw new Error('a chunk size line of the answer is too long');
        return false;
      }
      if (this.remaining === -1) {
        // trailers: lines up to an empty one
        const line = this.buffered.subarray(0, lineEnd);
        this.buffered = this.buffered.subarray(lineEnd + 2);
        if (line.length === 0) {
          this.framing = 'done';
          return true;
        }
        continue;
      }
      const sizeText = this.buffered.subarray(0, lineEnd).toString('latin1').split(';')[0]!.trim();
      if (!/^[0-9a-fA-F]{1,12}$/.test(sizeText)) throw new Error(`an invalid chunk size in the answer: ${JSON.stringify(sizeText.slice(0, 20))}`);
      this.buffered = this.buffered.subarray(lineEnd + 2);
      const size = parseInt(sizeText, 16);
      this.remaining = size === 0 ? -1 : size;
    }
  }
}
