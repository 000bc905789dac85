import { Callout } from "@blueprintjs/core";

export interface SaveFailureCalloutProps {
  /** What failed, e.g. 'Problems when saving video'. */
  title: string;
  /** The server's reason; left out when it would only repeat the title. */
  message?: string;
  /** One 'field: message' line per refused field; each is also shown at its input. */
  lines: readonly { field: string; text: string }[];
}

/** Why the server refused a save: its reason, then every refused field. */
export function SaveFailureCallout({ title, message, lines }: SaveFailureCalloutProps) {
  return (
    <Callout intent="danger" role="alert" title={title} style={{ marginBottom: 12 }}>
      {message !== undefined && <p>{message}</p>}
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line.field}>{line.text}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
