/** The usual apdex bands (apdex.org): what a score means to a reader. */
export type ApdexRating = "excellent" | "good" | "fair" | "poor" | "unacceptable";

export function apdexRating(score: number): ApdexRating {
  if (score >= 0.94) return "excellent";
  if (score >= 0.85) return "good";
  if (score >= 0.7) return "fair";
  if (score >= 0.5) return "poor";
  return "unacceptable";
}
