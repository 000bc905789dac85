import { useState } from "react";
import { Button, HTMLSelect, Label } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { useFrontendConfig } from "../../app/session.tsx";
import { toast } from "../../ui/toaster.ts";
import { purgeTargetsOf } from "./purgeTargets.ts";

/** The cache purge selector: one of the three fixed CDN targets, purged by purgeCdnCpCode. */
export function PurgeSelector() {
  const { t } = useTranslation();
  const targets = purgeTargetsOf(useFrontendConfig());
  const [code, setCode] = useState("");
  const [isPurging, setPurging] = useState(false);

  async function purge() {
    setPurging(true);
    try {
      const result = answerOf(await api.GET("/cms/purge/cp-code", { params: { query: { code } } }));
      if (!result.success) throw new Error("The CDN refused the purge");
      toast.success(t("cmsContent.messages.purged"));
    } catch {
      toast.error(t("cmsContent.messages.purgeFailed"));
    } finally {
      setPurging(false);
    }
  }

  return (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Label htmlFor="cms-purge-target" style={{ margin: 0 }}>
        {t("cmsContent.purge.label")}
      </Label>
      <HTMLSelect id="cms-purge-target" value={code} onChange={(e) => setCode(e.target.value)}>
        <option value="">{t("cmsContent.purge.choose")}</option>
        {targets.map((target) => (
          <option key={target.code} value={target.code}>
            {`${target.name} (${target.code})`}
          </option>
        ))}
      </HTMLSelect>
      <Button icon="refresh" text={t("cmsContent.purge.button")} disabled={code === ""} loading={isPurging} onClick={() => void purge()} />
    </div>
  );
}
