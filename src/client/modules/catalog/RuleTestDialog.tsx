import { useState } from "react";
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CatalogOrder, RuleTestInput } from "./catalogTypes.ts";
import { isTestable, ruleTestInputOf, type RuleTestState } from "./ruleTestOutcome.ts";
import { RuleTestResult } from "./RuleTestResult.tsx";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface RuleTestDialogProps {
  order: Pick<CatalogOrder, "id" | "zipCode" | "region" | "country">;
  /** The request's last test (undefined before the first). */
  state: RuleTestState | undefined;
  onRun(input: RuleTestInput): void;
  onClose(): void;
}

/**
 * The rule test of one catalog request: the address it routes (zip code, region, country;
 * taken from the request, editable to try another) and the outcome.
 */
export function RuleTestDialog({ order, state, onRun, onClose }: RuleTestDialogProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState<RuleTestInput>(() => state?.input ?? ruleTestInputOf(order));
  const isTesting = state?.kind === "testing";
  const canRun = isTestable(input);
  const edit = (change: Partial<RuleTestInput>) => setInput((current) => ({ ...current, ...change }));
  return (
    <AppDialog isOpen title={t("catalog.ruleTest.title")} onClose={onClose} style={{ width: 560 }}>
      <DialogBody>
        <p>{t("catalog.ruleTest.intro")}</p>
        <form
          id={`rule-test-${order.id}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (canRun) onRun(input);
          }}
          style={{ display: "grid", gridTemplateColumns: "1fr 2fr 1fr", gap: 8 }}
        >
          <FormGroup label={t("resources.catalogOrders.fields.zipCode")} labelFor="rule-test-zip">
            <InputGroup id="rule-test-zip" value={input.zipCode ?? ""} onValueChange={(value) => edit({ zipCode: value || null })} />
          </FormGroup>
          <FormGroup label={t("resources.catalogOrders.fields.region")} labelFor="rule-test-region">
            <InputGroup id="rule-test-region" value={input.region ?? ""} onValueChange={(value) => edit({ region: value || null })} />
          </FormGroup>
          <FormGroup
            label={t("resources.catalogOrders.fields.country")}
            labelFor="rule-test-country"
            intent={canRun ? "none" : "danger"}
            helperText={canRun ? undefined : t("catalog.ruleTest.countryRequired")}
          >
            <InputGroup
              id="rule-test-country"
              value={input.country}
              maxLength={2}
              onValueChange={(value) => edit({ country: value.trim().toUpperCase() })}
            />
          </FormGroup>
        </form>
        <RuleTestResult state={state} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("catalog.ruleTest.close")} onClick={onClose} />
            <Button
              type="submit"
              form={`rule-test-${order.id}`}
              intent="primary"
              icon="path-search"
              text={t("catalog.ruleTest.run")}
              loading={isTesting}
              disabled={!canRun}
            />
          </>
        }
      />
    </AppDialog>
  );
}
