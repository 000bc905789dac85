import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";

// Only what a stacked bar chart needs, so the dashboard chunk carries no unused chart types.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
