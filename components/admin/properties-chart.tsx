"use client";

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Title, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";

ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

const TITLE = "New Properties per Month";

/** "2026-11" -> "Nov 2026" */
function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  if (!year || !m) return month;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleString("en-IN", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The bar chart, with the same figures in a visually hidden table: a canvas says nothing to a screen
 * reader, so the table carries the data and the canvas carries a summary as its name.
 */
export default function PropertiesChart({ data }: { data: Array<{ month: string; count: number }> }) {
  const labels = data.map((d) => monthLabel(d.month));
  const total = data.reduce((sum, d) => sum + d.count, 0);
  return (
    <div>
      <div className="relative mt-4 h-72 sm:h-80">
        <Bar
          role="img"
          aria-label={`${TITLE}: ${total} listings over ${data.length} months, from ${labels[0]} to ${labels.at(-1)}. The figures are in the table that follows.`}
          data={{
            labels,
            datasets: [
              {
                label: "New Properties",
                data: data.map((d) => d.count),
                backgroundColor: "rgba(79, 70, 229, 0.75)",
                borderColor: "#4338ca",
                borderWidth: 1,
                borderRadius: 4,
              },
            ],
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            plugins: { title: { display: false, text: TITLE }, legend: { position: "bottom" } },
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          }}
        />
      </div>
      <table className="sr-only" data-testid="chart-table">
        <caption>{TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">New Properties</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.month} data-month={d.month}>
              <th scope="row">{labels[data.indexOf(d)]}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
