import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ApiAnswer } from "@/components/ui/api";
import { showServerErrors } from "@/components/forms/use-zod-form";

// A failed answer lands on the form: the fields the server named, else the form's alert, or, for a refusal
// that is about one field (a wrong password, a wrong code), under that field.

type Call = { name: string; error: { type?: string; message?: string }; options?: { shouldFocus?: boolean } };

/** A form that records the errors set on it. */
function fakeForm(values: Record<string, unknown>) {
  const calls: Call[] = [];
  const form = {
    getValues: () => values,
    setError: (name: string, error: Call["error"], options?: Call["options"]) => {
      calls.push({ name, error, options });
    },
  };
  return Object.assign(form as unknown as Pick<UseFormReturn<FieldValues>, "setError" | "getValues">, { calls });
}

const answer = (status: number, body: Record<string, unknown>) => ({ ok: false, status, body }) as ApiAnswer<unknown>;

test("the server's field errors go on their fields, focus on the first; the alert says only what no field says", () => {
  const form = fakeForm({ password: "", confirmPassword: "" });
  const said = showServerErrors(
    form,
    answer(400, { message: "Too common", errors: { password: "Too common", picture: "Not an image" } }),
    "Failed",
  );
  expect(said).toBe("Too common");
  expect(form.calls).toEqual([
    { name: "password", error: { type: "server", message: "Too common" }, options: { shouldFocus: true } },
    { name: "root.server", error: { type: "server", message: "Not an image" }, options: undefined },
  ]);
});

test("a refusal about one field shows under it, which takes the focus, and not in the alert", () => {
  const form = fakeForm({ email: "a@b.in", password: "x" });
  const said = showServerErrors(form, answer(401, { message: "Invalid email or password" }), "Failed", {
    field: "password",
  });
  expect(said).toBe("Invalid email or password");
  expect(form.calls).toEqual([
    {
      name: "password",
      error: { type: "server", message: "Invalid email or password" },
      options: { shouldFocus: true },
    },
  ]);
});

test("with a field named by the server, the refusal's field is not used, and its words are not repeated in the alert", () => {
  const form = fakeForm({ phone: "" });
  showServerErrors(form, answer(400, { message: "Bad number", errors: { phone: "Bad number" } }), "Failed", {
    field: "phone",
  });
  expect(form.calls.map((call) => call.name)).toEqual(["phone"]);
  const other = fakeForm({ phone: "" });
  showServerErrors(other, answer(400, { message: "Try later", errors: { phone: "Bad number" } }), "Failed");
  expect(other.calls.map((call) => [call.name, call.error.message])).toEqual([
    ["phone", "Bad number"],
    ["root.server", "Try later"],
  ]);
});

test("without an answer from the server, the fallback is not used: the offline message is", () => {
  const form = fakeForm({ otp: "" });
  expect(showServerErrors(form, answer(0, {}), "Failed to verify", { field: "otp" })).toBe(
    "Error connecting to server",
  );
  expect(form.calls[0]).toMatchObject({ name: "otp", error: { message: "Error connecting to server" } });
});
