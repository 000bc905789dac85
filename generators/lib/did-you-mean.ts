/** " (did you mean 'name'?)" when a candidate is a small edit away from the typo, else "". */
export function didYouMean(typo: string, candidates: readonly string[]): string {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(typo.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  // More than a third of the word changed is a different word, not a typo.
  return best && best.distance <= Math.max(2, Math.floor(typo.length / 3)) ? ` (did you mean '${best.candidate}'?)` : "";
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
