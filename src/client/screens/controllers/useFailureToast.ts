import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../shell.ts";

/** The catalogue's 'Could not retrieve …' toast, once per failed load (not per render). */
export function useFailureToast(error: unknown, messageKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) toast.error(t(messageKey));
  }, [error, messageKey, t]);
}
