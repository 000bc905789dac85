import { useDeferredValue } from "react";
import { $api } from "../../api/client.ts";
import { isUsernameFormatValid, usernameCheckState, type UsernameAnswer, type UsernameCheckState } from "./usernameCheck.ts";

/**
 * Checks a portal username as it is typed: asked of the server only once its format passes,
 * each username its own query (a newer one supersedes the answer of an older), and its state
 * by the rules of usernameCheck.ts.
 */
export function useUsernameCheck(username: string): UsernameCheckState {
  // Typing quickly asks once for the text the user paused on, not for every keystroke.
  const asked = useDeferredValue(username.trim());
  const isAskable = isUsernameFormatValid(asked);
  const query = $api.useQuery(
    "get",
    "/rest/contact/account-exists",
    { params: { query: { username: asked } } },
    { enabled: isAskable, staleTime: 0, retry: false },
  );
  const answer: UsernameAnswer =
    asked !== username.trim() || query.isPending
      ? { kind: "pending" }
      : query.isError
        ? { kind: "failed" }
        : { kind: "answered", accountExist: query.data.accountExist };
  return usernameCheckState(username, answer);
}
