import "./chartSetup.ts";
import type { ChartData, ChartOptions } from "chart.js";
import { Chart } from "react-chartjs-2";

export interface BarCanvasProps {
  data: ChartData<"bar">;
  options: ChartOptions<"bar">;
  /** The chart's accessible name. */
  label: string;
}

/** chart.js drawing one stacked bar chart; a chunk of its own, loaded while the reports load. */
export default function BarCanvas({ data, options, label }: BarCanvasProps) {
  return <Chart type="bar" data={data} options={options} aria-label={label} role="img" />;
}
