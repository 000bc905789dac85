import { useEffect, useMemo, useState } from "react";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { latestBedIdCheck, shouldCheckBedId, type BedIdCheckStatus } from "./bedIdCheck.ts";

export interface BedIdCheck {
  status: BedIdCheckStatus;
  /** The field was left once: from then on every change is checked. */
  touch(): void;
  isTouched: boolean;
}

/**
 * The bed id's uniqueness check as the dialog runs it (rules in bedIdCheck.ts). The check's path
 * names the registration's contact, so it runs once a contact is known; for a contact created
 * with the registration the save itself refuses a taken id (409, shown at the field).
 */
export function useBedIdCheck(options: { isNew: boolean; contactId: number | null; bedId: string }): BedIdCheck {
  const { isNew, contactId, bedId } = options;
  const [isTouched, setTouched] = useState(false);
  // The last check's answer with what it checked: an answer for another id or contact is not shown.
  const [answer, setAnswer] = useState<{ key: string; status: BedIdCheckStatus } | null>(null);
  const checker = useMemo(
    () =>
      latestBedIdCheck(async (id, signal) => {
        if (contactId === null) throw new Error("no contact");
        const path = "/rest/contact/contacts/{id}/warranty-registrations/bed-id-unique-check";
        return answerOf(await api.GET(path, { params: { path: { id: contactId }, query: { bedId: id } }, signal })).isUnique;
      }),
    [contactId],
  );
  const isDue = contactId !== null && shouldCheckBedId({ isNew, isTouched, bedId });
  const key = `${contactId}:${bedId.trim()}`;

  useEffect(() => {
    if (!isDue) {
      checker.cancel();
      return;
    }
    void checker.run(bedId).then((outcome) => {
      if (outcome !== null) setAnswer({ key, status: outcome });
    });
  }, [checker, isDue, key, bedId]);

  // The dialog closing stops the request still running.
  useEffect(() => () => checker.cancel(), [checker]);

  const status: BedIdCheckStatus = !isDue ? "idle" : answer?.key === key ? answer.status : "checking";
  return { status, isTouched, touch: () => setTouched(true) };
}
