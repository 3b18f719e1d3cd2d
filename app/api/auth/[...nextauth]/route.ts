import NextAuth from "next-auth";
import { authOptions, withKnownDevice, withSessionHint } from "@/lib/auth";
import { privateByDefault } from "@/lib/http/cache-control";

// Built per request so settings come from lib/env at run time, not at build time.
const handler = async (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => {
  const response = withSessionHint((await NextAuth(request as never, context as never, authOptions())) as Response);
  // A password sign-in through next-auth remembers the browser like the JSON logins do.
  const action = (await context.params).nextauth.join("/");
  return privateByDefault(action === "callback/credentials" ? await withKnownDevice(response) : response);
};

export { handler as GET, handler as POST };
