import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import type { UsernameCheckState } from "./usernameCheck.ts";
import type { ContactDialogState } from "./useContactDialog.ts";
import { useUsernameCheck } from "./useUsernameCheck.ts";

export interface ContactAccountState {
  username: string;
  setUsername(value: string): void;
  check: UsernameCheckState;
  isCreating: boolean;
  /** The portal's refusal (its message), shown in the pane. */
  failure: string | null;
  create(): Promise<void>;
}

/**
 * Creating the contact's customer-portal account (spec part 2 sections 4, 7, 8): the username
 * starts as the primary e-mail, is checked as it is typed (usernameCheck.ts), and the account is
 * created by the portal, which e-mails the customer; a refusal shows the returned error.
 */
export function useContactAccount(dialog: ContactDialogState): ContactAccountState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const username = typed ?? dialog.stored?.primaryEmail?.value ?? "";
  const check = useUsernameCheck(username);
  const contactId = dialog.stored?.id ?? null;

  return {
    username,
    setUsername: (value) => {
      setTyped(value);
      setFailure(null);
    },
    check,
    isCreating,
    failure,
    async create() {
      if (contactId === null || check.isInvalid || isCreating) return;
      setCreating(true);
      setFailure(null);
      try {
        const account = answerOf(
          await api.POST("/rest/contact/contacts/{id}/account", {
            params: { path: { id: contactId } },
            body: { username: username.trim() },
          }),
        );
        const stored = dialog.stored!;
        dialog.setStored({ ...stored, account });
        void invalidateAfter(queryClient, "createContactPortalAccount", { id: contactId });
        toast.success(t("contacts.account.created"));
      } catch (error) {
        const message = apiErrorMessage(error, "errors.notices.error");
        setFailure(message);
        toast.error(message);
      } finally {
        setCreating(false);
      }
    },
  };
}
