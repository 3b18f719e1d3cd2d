import mongoose from "mongoose";
import { errorResponse } from "@/lib/http/errors";

describe("errorResponse: database refusals a client can cause", () => {
  it("answers 409 when a document was saved by someone else at the same moment (mongoose's version check)", async () => {
    const Model = mongoose.models.VersionProbe ?? mongoose.model("VersionProbe", new mongoose.Schema({ name: String }));
    const doc = new Model({ name: "a" });
    const response = errorResponse(new mongoose.Error.VersionError(doc, 1, ["photos"]));
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/changed at the same moment/);
  });

  it("answers 409 for a duplicate key and 400 for an identifier that is not one", async () => {
    expect(errorResponse(Object.assign(new Error("E11000 duplicate key"), { code: 11000 })).status).toBe(409);
    const cast = new mongoose.Error.CastError("ObjectId", "abc", "_id");
    expect(errorResponse(cast).status).toBe(400);
  });
});
