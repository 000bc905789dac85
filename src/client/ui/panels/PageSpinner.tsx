import { Spinner } from "@blueprintjs/core";

export interface PageSpinnerProps {
  /** Spoken by screen readers. Plain text: this also shows while the translations load. */
  label: string;
}

/** Centred spinner while a screen, its code, the session or the translations load. */
export function PageSpinner({ label }: PageSpinnerProps) {
  return (
    <div className="app-page-spinner" role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}
