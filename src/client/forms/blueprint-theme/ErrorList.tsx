import { Callout } from "@blueprintjs/core";
import { TranslatableString, type ErrorListProps } from "@rjsf/utils";

/** The form's errors above the fields, so one out of view is not missed. */
export function ErrorList({ errors, registry }: ErrorListProps) {
  return (
    <Callout intent="danger" title={registry.translateString(TranslatableString.ErrorsLabel)} style={{ marginBottom: 12 }}>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {errors.map((error, i) => (
          <li key={i}>{error.stack}</li>
        ))}
      </ul>
    </Callout>
  );
}
