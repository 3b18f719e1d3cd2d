/** The HTTP edge shared by every route handler: one error shape, capped body reading, the client's address. */
export * from "@/lib/http/after-response";
export * from "@/lib/http/body";
export * from "@/lib/http/cache-control";
export * from "@/lib/http/client-ip";
export * from "@/lib/http/errors";
export * from "@/lib/http/origin";
export * from "@/lib/http/params";
export * from "@/lib/http/with-errors";
