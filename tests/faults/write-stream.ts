import type { ApiCaller } from "./api-caller.ts";
import type { RecordKind, StoredRecord } from "./versioned-records.ts";

/** What the client knows of one record: the last write the server acknowledged, and the one still unanswered. */
export interface Tracked {
  kind: RecordKind;
  n: number;
  /** The last acknowledged answer (the record as stored after it); undefined until the create is acknowledged. */
  stored?: StoredRecord;
  acked?: number;
  /** The version of a write sent and not answered (the kill cut it): it may or may not have been kept. */
  pending?: number;
}

/** One acknowledged write, for the audit log check. */
export interface AckedWrite {
  kind: RecordKind["name"];
  create: boolean;
  id: number;
}

/**
 * Concurrent writers creating and updating records of every kind, each record written by one
 * writer at a time (so an acknowledged version is the record's latest). Every 2xx answer is
 * recorded as acknowledged; a write whose connection breaks stays pending. The stream stops
 * when `stop` says so; a refused write (4xx/5xx) fails the run, since none is expected.
 */
export class WriteStream {
  readonly records: Tracked[] = [];
  readonly acked: AckedWrite[] = [];
  inFlight = 0;
  private next = 0;
  private broken = false;

  constructor(
    private readonly api: ApiCaller,
    private readonly kinds: RecordKind[],
  ) {}

  /** Runs `writers` loops until the connection breaks (the server was killed). */
  async run(writers: number, onAck: () => void): Promise<void> {
    await Promise.all(Array.from({ length: writers }, () => this.writer(onAck)));
  }

  private async writer(onAck: () => void) {
    while (!this.broken) {
      const i = this.next++;
      const kind = this.kinds[i % this.kinds.length]!;
      // Every second round of the kinds updates an idle record of the kind (when there is one).
      const idle =
        Math.floor(i / this.kinds.length) % 2 === 1
          ? this.records.find((r) => r.kind === kind && r.stored && r.pending === undefined)
          : undefined;
      const record: Tracked = idle ?? { kind, n: this.records.length + 1 };
      if (!idle) this.records.push(record);
      const k = idle ? idle.acked! + 1 : 0;
      record.pending = k;
      this.inFlight++;
      let answer: { status: number; json: StoredRecord };
      try {
        answer = idle
          ? await this.api.send<StoredRecord>("PUT", kind.updatePath(idle.stored!.id), kind.body(record.n, k, idle.stored))
          : await this.api.send<StoredRecord>("POST", kind.createPath, kind.body(record.n, k));
      } catch {
        this.broken = true; // the server is gone: this write stays pending
        return;
      } finally {
        this.inFlight--;
      }
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`${kind.name} ${record.n} v${k}: ${answer.status} ${JSON.stringify(answer.json)}`);
      Object.assign(record, { stored: answer.json, acked: k, pending: undefined });
      this.acked.push({ kind: kind.name, create: !idle, id: answer.json.id });
      onAck();
    }
  }
}
