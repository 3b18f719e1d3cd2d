import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminDashboard } from "@/components/admin/admin-dashboard";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The admin dashboard. The guard in front lets only admin session cookies through; the dashboard then asks
 * the server who is signed in (every admin call checks the role in the database) and leaves when refused.
 * The tab comes from the URL (?tab=users), which only the browser reads.
 */
export default function AdminDashboardPage() {
  return (
    <Suspense>
      <AdminDashboard />
    </Suspense>
  );
}
