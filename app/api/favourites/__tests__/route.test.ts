import { GET } from "@/app/api/favourites/route";
import { DELETE, PUT } from "@/app/api/favourites/[propertyId]/route";
import { Favourite } from "@/test/models";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { authedRequest, userWithSession } from "@/test/session-helpers";

beforeAll(resetDatabase);

describe("favourites", () => {
  it("saves a listing once, lists it, and removes it", async () => {
    const { user, cookie } = await userWithSession();
    const property = await createProperty({ title: "Saved Flat" });
    const ctx = routeContext({ propertyId: property.id });

    expect((await PUT(authedRequest(`/api/favourites/${property.id}`, cookie, { method: "PUT" }), ctx)).status).toBe(
      200,
    );
    expect((await PUT(authedRequest(`/api/favourites/${property.id}`, cookie, { method: "PUT" }), ctx)).status).toBe(
      200,
    );
    expect(await Favourite.countDocuments({ user: user._id })).toBe(1);

    const listed = await (await GET(authedRequest("/api/favourites", cookie), routeContext({}))).json();
    expect(listed.ids).toEqual([property.id]);
    expect(listed.properties[0].title).toBe("Saved Flat");

    expect(
      (await DELETE(authedRequest(`/api/favourites/${property.id}`, cookie, { method: "DELETE" }), ctx)).status,
    ).toBe(200);
    expect(await Favourite.countDocuments({ user: user._id })).toBe(0);
  });

  it("keeps each user's favourites apart", async () => {
    const a = await userWithSession();
    const b = await userWithSession();
    const property = await createProperty();
    await PUT(
      authedRequest(`/api/favourites/${property.id}`, a.cookie, { method: "PUT" }),
      routeContext({ propertyId: property.id }),
    );
    const listed = await (await GET(authedRequest("/api/favourites", b.cookie), routeContext({}))).json();
    expect(listed.ids).toEqual([]);
  });

  it("asks signed-out visitors to sign in (401) and answers 404 for unknown listings", async () => {
    const property = await createProperty();
    const anonymous = await PUT(
      jsonRequest(`/api/favourites/${property.id}`, { method: "PUT" }),
      routeContext({ propertyId: property.id }),
    );
    expect(anonymous.status).toBe(401);
    const { cookie } = await userWithSession();
    const unknown = await PUT(
      authedRequest("/api/favourites/64b7f0c2a1b2c3d4e5f60718", cookie, { method: "PUT" }),
      routeContext({ propertyId: "64b7f0c2a1b2c3d4e5f60718" }),
    );
    expect(unknown.status).toBe(404);
    const inactive = await createProperty({ isActive: false });
    const hidden = await PUT(
      authedRequest(`/api/favourites/${inactive.id}`, cookie, { method: "PUT" }),
      routeContext({ propertyId: inactive.id }),
    );
    expect(hidden.status).toBe(404);
  });
});
