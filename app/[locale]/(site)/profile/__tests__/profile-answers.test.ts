import { unstable_serialize } from "swr";
import { profileAnswers } from "@/app/[locale]/(site)/profile/profile-answers";
import { GET as favouritesRoute } from "@/app/api/favourites/route";
import { GET as myListingsRoute } from "@/app/api/my/listings/route";
import { GET as paymentsRoute } from "@/app/api/payments/route";
import { GET as savedSearchesRoute } from "@/app/api/saved-searches/route";
import { GET as visitsRoute } from "@/app/api/visits/route";
import { userCaller } from "@/lib/auth/caller";
import { createSavedSearch } from "@/lib/alerts";
import { createProperty } from "@/test/factories";
import { call } from "@/test/payment-helpers";
import { userWithSession } from "@/test/session-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { Favourite } from "@/models/Favourite";
import type { UserDoc } from "@/models/User";

/**
 * The profile is rendered with its lists already read: each must be exactly what its GET route answers the
 * same account, under the key the browser's reads look it up by ([address, account id]), or the browser would
 * show something else on its first paint, or read everything again.
 */
beforeAll(resetDatabase);

describe("profileAnswers", () => {
  it("holds each list as its route answers it, keyed as the browser reads it", async () => {
    const { user, cookie } = await userWithSession();
    const saved = await createProperty({ title: "Sea-facing 2 BHK in Patia" });
    await Favourite.create({ user: user._id, property: saved._id });
    await createProperty({ title: "Owner's own plot", owner: user._id, isActive: false, status: "pending" });
    await createSavedSearch(String(user._id), {
      query: "type=rent&bhk=2",
      frequency: "daily",
      name: "Two-bed rentals",
    });

    const { user: shown, fallback } = await profileAnswers(userCaller(user.toObject() as UserDoc, "127.0.0.1"));
    expect(shown).toMatchObject({ _id: String(user._id), email: user.email });

    const routes = [
      ["/api/visits", visitsRoute],
      ["/api/payments", paymentsRoute],
      ["/api/favourites", favouritesRoute],
      ["/api/saved-searches", savedSearchesRoute],
      ["/api/my/listings", myListingsRoute],
    ] as const;
    expect(Object.keys(fallback).sort()).toEqual(
      routes.map(([url]) => unstable_serialize([url, String(user._id)])).sort(),
    );
    for (const [url, handler] of routes) {
      const answer = await call(handler, url, { method: "GET", cookie });
      expect(answer.status).toBe(200);
      expect(fallback[unstable_serialize([url, String(user._id)])]).toEqual(answer.body);
    }
    // The lists are not empty, so the comparison above compared something.
    const favourites = fallback[unstable_serialize(["/api/favourites", String(user._id)])] as {
      properties: { title: string }[];
    };
    expect(favourites.properties.map((p) => p.title)).toEqual(["Sea-facing 2 BHK in Patia"]);
    const searches = fallback[unstable_serialize(["/api/saved-searches", String(user._id)])] as {
      savedSearches: { name: string }[];
    };
    expect(searches.savedSearches.map((s) => s.name)).toEqual(["Two-bed rentals"]);
  });
});
