import type { Duplex } from "node:stream";
import { Readable } from "node:stream";
import type { Connection, Submittable } from "pg";
import { CopyOutParser, RecordBlocks } from "./copy-out-records.ts";

// A piece of at least this size is handed on at once, so the HTTP answer is written in pieces
// of hundreds of kilobytes: PostgreSQL sends COPY in 8 KB writes and a socket read holds a few
// of them, and a write per read made the answer's writes cost as much as COPY. A smaller piece
// waits at most FLUSH_MS for more, for a statement that finds its rows slowly.
const FLUSH_BYTES = 256 * 1024;
const FLUSH_MS = 10;
const ERROR_RESPONSE = 0x45; // 'E'

/**
 * A query for pg's client.query() that runs `COPY (...) TO STDOUT (FORMAT binary)` of one text
 * column and reads as a stream of Buffers: the rows' fields joined, in pieces of up to 1 MB.
 * Like pg-copy-streams, it takes the connection's socket from pg while COPY lasts and hands it
 * back with the bytes that follow (CommandComplete, ReadyForQuery, or the ErrorResponse that pg
 * then reports through handleError). The reader's pace holds the socket: a full stream pauses it,
 * so at most a few MB wait in memory.
 *
 * A reader that stops early destroys the stream, and the connection is left in the middle of
 * COPY: its owner releases it as broken, and pg's client.end() destroys the socket of a client
 * with a query in flight, so the server's COPY fails on its next write and ends.
 */
export class CopyOutRecordsQuery extends Readable implements Submittable {
  private socket?: Duplex;
  private pgData?: (chunk: Buffer) => void;
  private readonly blocks = new RecordBlocks();
  private readonly parser = new CopyOutParser((source, start, end) => this.blocks.write(source, start, end, this.handOn));
  private flushing = false;
  private paused = false;
  private over = false;

  constructor(private readonly text: string) {
    super({ objectMode: true, highWaterMark: 4 });
  }

  submit(connection: Connection): Error | undefined {
    const socket = connection.stream;
    const listeners = socket.listeners("data") as Array<(chunk: Buffer) => void>;
    if (listeners.length !== 1) return new Error(`pg's connection has ${listeners.length} data listeners where one was expected`);
    this.socket = socket;
    this.pgData = listeners[0]!;
    socket.removeListener("data", this.pgData);
    socket.on("data", this.onData);
    connection.query(this.text);
    return undefined;
  }

  private readonly onData = (chunk: Buffer): void => {
    if (this.over) return;
    let handBack;
    try {
      handBack = this.parser.feed(chunk);
    } catch (error) {
      // Not what COPY of one text column sends: the reader fails, and its owner closes the connection.
      this.destroy(error as Error);
      return;
    }
    if (!handBack) {
      if (this.blocks.pending >= FLUSH_BYTES) this.flush();
      else if (!this.flushing) {
        this.flushing = true;
        setTimeout(() => {
          this.flushing = false;
          if (!this.over) this.flush();
        }, FLUSH_MS);
      }
      return;
    }
    this.over = true;
    if (handBack.complete) {
      this.flush();
      this.push(null);
    } else if (handBack.rest[0] !== ERROR_RESPONSE) {
      this.destroy(new Error(`Unexpected message '${String.fromCharCode(handBack.rest[0]!)}' during COPY`));
    }
    // pg parses the rest: the answer's end, or the error it reports through handleError.
    const socket = this.socket!;
    socket.removeListener("data", this.onData);
    socket.on("data", this.pgData!);
    if (this.paused) socket.resume();
    this.pgData!(handBack.rest);
  };

  /** A full block, handed on as soon as it is full. */
  private readonly handOn = (piece: Buffer): void => {
    if (!this.push(piece) && !this.over) this.holdSocket();
  };

  private flush(): void {
    const piece = this.blocks.take();
    if (piece) this.handOn(piece);
  }

  /** The reader is behind: nothing more is read from the socket until it asks (_read). */
  private holdSocket(): void {
    this.paused = true;
    this.socket!.pause();
  }

  override _read(): void {
    if (this.paused && !this.over) {
      this.paused = false;
      this.socket!.resume();
    }
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // Nothing more is pushed; the socket stays as it is until the owner closes the connection.
    this.over = true;
    callback(error);
  }

  handleError(error: Error): void {
    this.over = true;
    this.destroy(error);
  }

  // pg calls these with the answer's end; the stream has ended by then.
  handleCommandComplete(): void {}
  handleReadyForQuery(): void {}
}
