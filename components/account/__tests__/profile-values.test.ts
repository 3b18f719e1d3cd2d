import { profileSchema, valuesOf } from "@/components/account/profile-values";
import type { SessionUser } from "@/components/providers/session-provider";

// The profile card checks what was typed with the server's update schema, the new password confirmed first.

const user = { _id: "u1", name: "Bijay Panda", email: "bijay@example.in", phone: "9437011111" } as SessionUser;

const check = (changes: Partial<ReturnType<typeof valuesOf>>) =>
  profileSchema.safeParse({ ...valuesOf(user), ...changes });
const messages = (result: ReturnType<typeof check>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

test("blank passwords keep the stored one: only name and phone go out", () => {
  expect(check({}).data).toEqual({ name: "Bijay Panda", phone: "9437011111" });
});

test("a new password goes out with the current one", () => {
  const parsed = check({ currentPassword: "Old@12345", password: "New@123456", confirmPassword: "New@123456" });
  expect(parsed.data).toMatchObject({ password: "New@123456", currentPassword: "Old@12345" });
});

test("an unconfirmed password is refused at the confirmation, before the server's schema", () => {
  const parsed = check({ password: "New@123456", confirmPassword: "New@12345", phone: "12" });
  expect(messages(parsed)).toEqual({ confirmPassword: "Passwords do not match" });
});

test("the server schema's messages land on their fields", () => {
  const parsed = check({ phone: "12345", currentPassword: "Old@12345" });
  expect(messages(parsed)).toEqual({
    phone: "Enter valid 10-digit phone number",
    password: "Enter the new password you want to set.",
  });
});
