/** The part of a chart.js dataset the tooltip reads. */
export interface StackedDataset {
  label?: string;
  data: readonly (number | null | undefined)[];
  stack?: string;
}

export interface StackTooltipParts {
  label: string;
  value: number;
  /** Sum of the visible datasets of the same stack at this interval. */
  total: number;
}

/**
 * What the tooltip of one bar segment says (spec part 1 "Dashboard"): its dataset label, its
 * value and the total of its stack. Hidden datasets (legend clicked off) leave the total, so it
 * matches the bar the user sees.
 */
export function stackTooltipParts(
  datasets: readonly StackedDataset[],
  datasetIndex: number,
  dataIndex: number,
  isVisible: (datasetIndex: number) => boolean = () => true,
): StackTooltipParts {
  const own = datasets[datasetIndex];
  const total = datasets.reduce(
    (sum, dataset, i) => (isVisible(i) && dataset.stack === own?.stack ? sum + (dataset.data[dataIndex] ?? 0) : sum),
    0,
  );
  return { label: own?.label ?? "", value: own?.data[dataIndex] ?? 0, total };
}
