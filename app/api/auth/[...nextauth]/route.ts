import NextAuth from "next-auth";
import { authOptions, withSessionHint } from "@/lib/auth";
import { privateByDefault } from "@/lib/http/cache-control";

// Built per request so settings come from lib/env at run time, not at build time.
const handler = async (request: Request, context: { params: Promise<{ nextauth: string[] }> }) =>
  privateByDefault(withSessionHint((await NextAuth(request as never, context as never, authOptions())) as Response));

export { handler as GET, handler as POST };
