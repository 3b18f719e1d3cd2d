import { Types } from "mongoose";
import { listMessages, sendAgentMessage } from "@/lib/messages";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";

beforeEach(resetDatabase);

describe("a message as the admins read it", () => {
  it("carries string ids (the listing's too) and ISO dates", async () => {
    const property = await createProperty();
    await sendAgentMessage(
      {
        name: "Ravi",
        phone: "9861012345",
        email: "ravi@example.in",
        message: "Is it still available?",
        propertyDetails: { id: property.id },
      },
      { signedIn: false, ip: "203.0.113.40" },
    );
    const { data, total } = await listMessages({ page: 1, limit: 10 });

    expect(total).toBe(1);
    const [record] = data;
    expect(record).toMatchObject({ kind: "agent", property: property.id, email: "ravi@example.in" });
    expect(record.propertyDetails).toMatchObject({ id: property.id, title: property.title });
    expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
    const values = [...Object.values(record), ...Object.values(record.propertyDetails ?? {})];
    expect(values.some((v) => v instanceof Date || v instanceof Types.ObjectId)).toBe(false);
  });
});
