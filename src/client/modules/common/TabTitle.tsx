import { Colors } from "@blueprintjs/core";
import { ErrorIcon } from "@blueprintjs/icons";

/** A dialog tab's title, marked when a field on the tab has an error (so 'Check all tabs' can be followed). */
export function TabTitle({ text, hasErrors }: { text: string; hasErrors: boolean }) {
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
      {text}
      {hasErrors && <ErrorIcon color={Colors.RED3} size={12} aria-hidden />}
    </span>
  );
}
