import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { AdminDashboard } from "@/components/admin/admin-dashboard";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The admin dashboard. The guard in front lets only admin session cookies through; the dashboard then asks
 * the server who is signed in (every admin call checks the role in the database) and leaves when refused.
 * The tab comes from the URL (?tab=users), which only the browser reads.
 */
export default async function AdminDashboardPage() {
  // Rendered per request, never kept in the full-page cache: a signed-in page is answered `private,
  // no-store` (proxy.ts), so no shared cache keeps it either, and its scripts carry the request's nonce.
  await connection();
  return (
    <Suspense>
      <AdminDashboard />
    </Suspense>
  );
}
