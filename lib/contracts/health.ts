import { route } from "@/lib/contracts/route";

/** The routes no page calls: the health check of load balancers and uptime checks. */

/**
 * 200 when the database answers a ping, else 503 `{ database: "down" }`; where Next.js's cache lives
 * (`cache`), where uploads go (`uploads`) and `warnings` for running several instances.
 */
export const status = route("GET", "/api/health").answers<{
  database: "up";
  cache: string;
  uploads: "cloudinary" | "local";
  warnings: string[];
}>();
