import { connect, type Socket } from 'node:net';
import type { Target } from './targets';

/**
 * A minimal HTTP/1.1 client for the open-loop generator: the request is serialised once and
 * written as bytes on a pool of keep-alive sockets, and an answer is read only as far as its
 * status and its length (Content-Length or chunked). node:http's client cost the generator about
 * 0.5 ms of CPU per request, on the same 2 cores as the server it measures (autocannon, which
 * works the same way as this, 0.02 ms).
 */
export class RawHttpSender {
  private readonly bytes: Buffer;
  private readonly idle: Socket[] = [];
  private readonly open = new Set<Socket>();

  constructor(
    private readonly host: string,
    private readonly port: number,
    target: Target,
    private readonly timeoutMs: number,
  ) {
    const body = target.body === undefined ? undefined : Buffer.from(target.body);
    const headers: Record<string, string> = {
      host: `${host}:${port}`,
      connection: 'keep-alive',
      ...target.headers,
      ...(body ? { 'content-length': String(body.length) } : {}),
    };
    const head =
      `${target.method} ${target.path} HTTP/1.1\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n';
    this.bytes = body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
  }

  /** Sends the request once; resolves with the answer's status, 0 for no answer or an error. */
  send(): Promise<number> {
    const socket = this.idle.pop() ?? this.connect();
    return new Promise((resolve) => {
      const reader = new AnswerReader();
      const done = (status: number, keep: boolean) => {
        clearTimeout(timer);
        socket.removeListener('data', onData);
        socket.removeListener('close', onClose);
        if (keep) this.idle.push(socket);
        else socket.destroy();
        resolve(status);
      };
      const onData = (chunk: Buffer) => {
        const r = reader.push(chunk);
        if (r === 'error') done(0, false);
        else if (r) done(r.status, r.keepAlive);
      };
      const onClose = () => done(0, false);
      const timer = setTimeout(() => done(0, false), this.timeoutMs);
      socket.on('data', onData);
      socket.on('close', onClose);
      socket.write(this.bytes);
    });
  }

  close(): void {
    for (const s of this.open) s.destroy();
  }

  private connect(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('error', () => socket.destroy()); // 'close' follows and fails the request
    this.open.add(socket);
    socket.once('close', () => {
      this.open.delete(socket);
      const i = this.idle.indexOf(socket);
      if (i >= 0) this.idle.splice(i, 1);
    });
    return socket;
  }
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** Reads one answer from the bytes as they come: its status, and when it has all arrived. */
class AnswerReader {
  private buf: Buffer = Buffer.alloc(0);
  private status = 0;
  private keepAlive = true;
  /** Body bytes still expected (Content-Length), or -1 for a chunked body, or null: head unread. */
  private remaining: number | null = null;

  push(chunk: Buffer): { status: number; keepAlive: boolean } | 'error' | undefined {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    if (this.remaining === null) {
      const end = this.buf.indexOf(HEAD_END);
      if (end < 0) return undefined;
      const head = this.buf.subarray(0, end).toString('latin1');
      this.buf = this.buf.subarray(end + 4);
      const lines = head.split('\r\n');
      this.status = Number(lines[0]!.split(' ')[1]);
      if (!Number.isInteger(this.status)) return 'error';
      let length = 0;
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line
          .slice(colon + 1)
          .trim()
          .toLowerCase();
        if (name === 'content-length') length = Number(value);
        if (name === 'transfer-encoding' && value.includes('chunked')) length = -1;
        if (name === 'connection' && value === 'close') this.keepAlive = false;
      }
      this.remaining = length;
    }
    if (this.remaining >= 0) {
      if (this.buf.length < this.remaining) return undefined;
      return { status: this.status, keepAlive: this.keepAlive };
    }
    return this.chunkedDone() ? { status: this.status, keepAlive: this.keepAlive } : undefined;
  }

  /** Whether the chunked body is complete (its last, empty chunk and the blank line after it). */
  private chunkedDone(): boolean {
    let at = 0;
    for (;;) {
      const eol = this.buf.indexOf('\r\n', at);
      if (eol < 0) return false;
      const size = parseInt(this.buf.subarray(at, eol).toString('latin1'), 16);
      if (size === 0) return this.buf.indexOf(HEAD_END, eol) >= 0;
      at = eol + 2 + size + 2;
      if (at > this.buf.length) return false;
    }
  }
}
