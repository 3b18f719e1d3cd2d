import { adminLoginSchema } from "@/lib/validation/admin";
import {
  registerDetailsSchema,
  registerPasswordSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from "@/lib/validation/auth";
import { phoneCodeSchema } from "@/lib/validation/phone";

// The account forms check each step with a part of the schema its route parses, so the browser and the
// server say the same thing about the same field.

type Parsed = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
/** The first message of each field, as the form shows it. */
function messages(result: Parsed): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

test("registration's first step says what the register route says about the name and e-mail", () => {
  expect(messages(registerDetailsSchema.safeParse({ name: " ", email: "" }))).toEqual({
    name: "Name is required",
    email: "Email is required",
  });
  expect(registerDetailsSchema.parse({ name: " Kavya ", email: " Kavya@Example.in " })).toEqual({
    name: "Kavya",
    email: "kavya@example.in",
  });
  expect(messages(registerDetailsSchema.safeParse({ name: "Kavya", email: "kavya" }))).toEqual(
    messages(
      registerSchema.safeParse({
        name: "Kavya",
        email: "kavya",
        password: "Lingaraj@2026",
        confirmPassword: "Lingaraj@2026",
      }),
    ),
  );
});

test("registration's last step wants the password twice and the terms", () => {
  expect(
    messages(registerPasswordSchema.safeParse({ password: "Lingaraj@2026", confirmPassword: "Lingaraj@2026" })),
  ).toEqual({
    terms: "You must agree to the terms and conditions",
  });
  expect(
    messages(
      registerPasswordSchema.safeParse({ password: "Lingaraj@2026", confirmPassword: "Lingaraj@2027", terms: true }),
    ),
  ).toEqual({ confirmPassword: "Passwords do not match" });
  expect(messages(registerPasswordSchema.safeParse({ password: "short", confirmPassword: "", terms: true }))).toEqual({
    password: "Password must be at least 8 characters",
    confirmPassword: "Please confirm your password",
  });
  expect(
    registerPasswordSchema.safeParse({ password: "Lingaraj@2026", confirmPassword: "Lingaraj@2026", terms: true })
      .success,
  ).toBe(true);
});

test("the reset's last step checks the new password as the reset route does, and its confirmation", () => {
  expect(messages(resetPasswordFormSchema.safeParse({ newPassword: "short", confirmPassword: "short" }))).toEqual({
    newPassword: "Password must be at least 8 characters",
  });
  expect(messages(resetPasswordSchema.safeParse({ email: "a@b.in", otp: "123456", newPassword: "short" }))).toEqual({
    newPassword: "Password must be at least 8 characters",
  });
  expect(
    messages(resetPasswordFormSchema.safeParse({ newPassword: "Puri@Beach9", confirmPassword: "Puri@Beach8" })),
  ).toEqual({ confirmPassword: "Passwords do not match" });
});

test("the code steps take six digits, with the routes' messages", () => {
  const mailed = verifyOtpSchema.pick({ otp: true });
  expect(messages(mailed.safeParse({ otp: "" }))).toEqual({ otp: "OTP is required" });
  expect(messages(mailed.safeParse({ otp: "12345" }))).toEqual({ otp: "OTP must be the 6 digits from the e-mail" });
  const texted = phoneCodeSchema.pick({ otp: true });
  expect(messages(texted.safeParse({ otp: "12a456" }))).toEqual({ otp: "OTP must be the 6 digits from the SMS" });
  expect(texted.parse({ otp: " 123456 " })).toEqual({ otp: "123456" });
});

test("the admin sign-in names each missing field", () => {
  expect(messages(adminLoginSchema.safeParse({ email: " ", password: "" }))).toEqual({
    email: "Enter your email",
    password: "Enter your password",
  });
  expect(messages(adminLoginSchema.safeParse({}))).toEqual({
    email: "Enter your email",
    password: "Enter your password",
  });
  expect(adminLoginSchema.parse({ email: " boss@example.in ", password: "x" })).toEqual({
    email: "boss@example.in",
    password: "x",
  });
});
