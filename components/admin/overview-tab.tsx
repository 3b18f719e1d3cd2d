"use client";

import { Building2, CalendarCheck, Mail, Users, type IconComponent } from "@/components/ui/icons";
import dynamic from "next/dynamic";
import { useRouteData } from "@/components/ui/use-route-data";
import { Loading } from "@/components/admin/list-parts";
import { leaveDashboard } from "@/components/admin/session-notice";
import type { AdminTab } from "@/components/admin/tabs";
import { adminStatsRoute, type AdminStats } from "@/lib/contracts/admin";
import { JobsCount } from "@/components/admin/jobs-count";
import { LocalitiesWithoutCentre } from "@/components/admin/locality-centres";
import { MisfiledLocalities } from "@/components/admin/misfiled-localities";

// chart.js is loaded by this tab only, in the browser: no other page ships it.
const PropertiesChart = dynamic(() => import("@/components/admin/properties-chart"), {
  ssr: false,
  loading: () => <Loading label="Loading chart..." />,
});

const CARDS: Array<{
  key: "users" | "properties" | "messages" | "visits";
  label: string;
  tab: AdminTab;
  icon: IconComponent;
  tone: string;
}> = [
  { key: "users", label: "Users", tab: "users", icon: Users, tone: "bg-sky-100 text-sky-700" },
  {
    key: "properties",
    label: "Properties",
    tab: "properties",
    icon: Building2,
    tone: "bg-emerald-100 text-emerald-700",
  },
  { key: "messages", label: "Messages", tab: "messages", icon: Mail, tone: "bg-amber-100 text-amber-800" },
  { key: "visits", label: "Visits", tab: "visits", icon: CalendarCheck, tone: "bg-indigo-100 text-indigo-800" },
];

/** Counts of users, listings, messages and visit requests, and new listings per month. */
export function OverviewTab({ onOpen }: { onOpen: (tab: AdminTab) => void }) {
  const { data, error, loading, reload } = useRouteData(adminStatsRoute, {}, "Failed to load the figures", {
    onError: (failure) => {
      if (failure.status === 401 || failure.status === 403)
        leaveDashboard(failure.said ?? "Please sign in as an admin.");
    },
  });

  if (loading) return <Loading />;
  if (error || !data) {
    return (
      <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-center text-rose-800">
        <p>{error?.message}</p>
        <button
          type="button"
          onClick={reload}
          className="mt-3 rounded-lg border border-rose-300 bg-white px-4 py-2 text-sm font-medium hover:bg-rose-100"
        >
          Try again
        </button>
      </div>
    );
  }

  const stats = data as AdminStats;
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ key, label, tab, icon: Icon, tone }) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onOpen(tab)}
              data-testid={`count-${key}`}
              className="hover:border-brand-500 flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:shadow"
            >
              <span className={`grid h-12 w-12 place-items-center rounded-xl ${tone}`}>
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <span>
                <span className="block text-sm font-medium text-slate-600">{label}</span>
                <span data-testid={`count-${key}-value`} className="block text-3xl font-bold text-slate-900">
                  {stats[key].toLocaleString("en-IN")}
                </span>
                {/* The name is what the card shows, then what it does: a voice user says what they see. */}
                <span className="sr-only">, open {label}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="freshness-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5"
        data-testid="freshness-counts"
      >
        <h2 id="freshness-heading" className="font-semibold text-slate-900">
          Listing freshness
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Owners are asked 30 days after a listing was posted or confirmed; unanswered for 14 days, it expires.
        </p>
        <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
          {(
            [
              ["Due a reminder", stats.freshness.due, "text-slate-900"],
              ["Reminded", stats.freshness.reminded, "text-amber-800"],
              ["Expired", stats.freshness.expired, stats.freshness.expired ? "text-rose-700" : "text-slate-900"],
            ] as const
          ).map(([label, value, tone]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className={`text-lg font-bold ${tone}`}>{value.toLocaleString("en-IN")}</dd>
            </div>
          ))}
        </dl>
      </section>
      <JobsCount />
      <MisfiledLocalities />
      <LocalitiesWithoutCentre />
      <section
        aria-labelledby="chart-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="chart-heading" className="text-lg font-semibold text-slate-900">
          New Properties per Month
        </h2>
        {stats.propertiesPerMonth.length === 0 ? (
          <p className="py-10 text-center text-slate-600">No listings yet.</p>
        ) : (
          <PropertiesChart data={stats.propertiesPerMonth} />
        )}
      </section>
    </div>
  );
}
