import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth";

// Built per request so settings come from lib/env at run time, not at build time.
const handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) =>
  NextAuth(request as never, context as never, authOptions());

export { handler as GET, handler as POST };
