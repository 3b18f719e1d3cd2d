// POST /admin/logout: the same as POST /auth/admin/logout, for clients of the old server that call it.
export { POST } from "@/app/api/auth/admin/logout/route";
