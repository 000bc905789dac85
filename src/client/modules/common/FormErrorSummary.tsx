import { Callout } from "@blueprintjs/core";

export interface FormErrorSummaryProps {
  /** One line per kind of error, translated (e.g. "Required: Name, Country"). */
  lines: readonly string[];
  /** The closing sentence (e.g. 'The form has errors. Check all tabs.'). */
  conclusion: string;
}

/** Why a form was not saved: one line per kind of error, then the conclusion. */
export function FormErrorSummary({ lines, conclusion }: FormErrorSummaryProps) {
  return (
    <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
      <ul style={{ margin: "0 0 4px", paddingLeft: 18 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <strong>{conclusion}</strong>
    </Callout>
  );
}
