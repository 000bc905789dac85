import { useState } from "react";

/** What the hook needs of a `$api.useQuery` result. */
interface RecordQuery<Stored> {
  data?: Stored;
  isError: boolean;
  refetch(): Promise<{ data?: Stored }>;
}

export interface QueryDraft<Stored, Draft> {
  /** Null while the record loads. */
  draft: Draft | null;
  setDraft(next: (current: Draft | null) => Draft | null): void;
  /** The record as last read (null for a new one). */
  stored: Stored | null;
  setStored(stored: Stored): void;
  isLoadFailed: boolean;
  retryLoad(): void;
  /** Reads the record again and replaces what was typed; false when it could not be read. */
  reload(): Promise<boolean>;
}

/**
 * A dialog's working copy of a record: the draft the form edits, seeded from the query once the
 * record arrives and replaced on reload, beside the record as read. Cancel simply drops the draft,
 * so the lists keep their data (spec part 1 section 4). `initial` gives a new record's draft, or
 * null to wait for the query.
 */
export function useQueryDraft<Stored, Draft>(
  query: RecordQuery<Stored>,
  toDraft: (stored: Stored) => Draft,
  initial: () => Draft | null,
): QueryDraft<Stored, Draft> {
  const [draft, setDraft] = useState<Draft | null>(initial);
  const [stored, setStored] = useState<Stored | null>(null);
  // Seeded while rendering, as React advises for state that follows new data: an effect would
  // first render the empty form, then the record.
  if (query.data !== undefined && draft === null) {
    setDraft(toDraft(query.data));
    setStored(query.data);
  }

  async function reload() {
    const fresh = await query.refetch();
    if (fresh.data === undefined) return false;
    setDraft(toDraft(fresh.data));
    setStored(fresh.data);
    return true;
  }

  return {
    draft,
    setDraft,
    stored,
    setStored,
    isLoadFailed: query.isError && draft === null,
    retryLoad: () => void query.refetch(),
    reload,
  };
}
