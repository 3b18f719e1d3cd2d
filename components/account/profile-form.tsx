"use client";

import { Camera } from "@/components/ui/icons";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Avatar } from "@/components/account/avatar";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { useSession, type SessionUser } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { updateProfile } from "@/lib/contracts/accounts";
import { fieldErrors } from "@/components/ui/field-errors";
import { PasswordField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { updateProfileSchema } from "@/lib/validation/profile";

const EMPTY_PASSWORDS = { password: "", confirmPassword: "", currentPassword: "" };

/**
 * The profile card: read mode, then edit mode for name, phone, a new password and a
 * picture; Cancel restores the saved values and drops the picked picture.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { setUser } = useSession();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ name: user.name, phone: user.phone ?? "" });
  const [passwords, setPasswords] = useState(EMPTY_PASSWORDS);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!picture) return setPreview(undefined);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);

  function cancel() {
    setValues({ name: user.name, phone: user.phone ?? "" });
    setPasswords(EMPTY_PASSWORDS);
    setPicture(null);
    setErrors({});
    setEditing(false);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (passwords.password !== passwords.confirmPassword) {
      setErrors({ confirmPassword: "Passwords do not match" });
      return;
    }
    const parsed = updateProfileSchema.safeParse({
      ...values,
      password: passwords.password,
      currentPassword: passwords.currentPassword,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));

    // Empty fields are left out of the update: they keep what is stored.
    const form = new FormData();
    if (parsed.data.name) form.set("name", parsed.data.name);
    if (parsed.data.phone) form.set("phone", parsed.data.phone);
    if (parsed.data.password) form.set("password", parsed.data.password);
    if (parsed.data.password && parsed.data.currentPassword) form.set("currentPassword", parsed.data.currentPassword);
    if (picture) form.set("picture", picture);

    setSaving(true);
    const answer = await callRoute(updateProfile, { params: { id: user._id }, body: form });
    setSaving(false);
    if (answer.ok && answer.body.user) {
      toast.success("Profile updated successfully");
      setUser(answer.body.user);
      setValues({ name: answer.body.user.name, phone: answer.body.user.phone ?? "" });
      setPasswords(EMPTY_PASSWORDS);
      setPicture(null);
      setEditing(false);
      return;
    }
    const fieldMessages = answer.body.errors;
    if (fieldMessages) setErrors(fieldMessages);
    if (answer.status === 0) toast.error("Error updating profile");
    else toast.error(answer.body.message ?? "Failed to update profile");
  }

  return (
    <form onSubmit={save} noValidate className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-end">
        <div className="relative">
          <Avatar name={user.name} picture={preview ?? user.picture} />
          {editing && (
            <label className="bg-brand-600 hover:bg-brand-700 focus-within:outline-brand-500 absolute -right-1 -bottom-1 grid h-9 w-9 cursor-pointer place-items-center rounded-full text-white shadow focus-within:outline focus-within:outline-3">
              <Camera aria-hidden className="h-4 w-4" />
              <span className="sr-only">Choose a profile picture</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                className="sr-only"
                onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
              />
            </label>
          )}
        </div>
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <p className="truncate text-xl font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          {picture && <p className="mt-1 text-xs text-slate-600">New picture: {picture.name}</p>}
        </div>
        {!editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white"
          >
            Edit Profile
          </button>
        )}
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-name"
          label="Full name"
          autoComplete="name"
          value={values.name}
          readOnly={!editing}
          error={errors.name}
          onChange={(e) => {
            setValues({ ...values, name: e.target.value });
            clearError("name");
          }}
        />
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your e-mail address cannot be changed."
        />
        <TextField
          id="profile-phone"
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={editing ? "10-digit mobile number" : "Not added"}
          value={values.phone}
          readOnly={!editing}
          error={errors.phone}
          onChange={(e) => {
            setValues({ ...values, phone: e.target.value });
            clearError("phone");
          }}
        />
        {editing && (
          <>
            <PasswordField
              id="profile-currentPassword"
              label="Current password"
              autoComplete="current-password"
              value={passwords.currentPassword}
              error={errors.currentPassword}
              hint="Needed to set a new password. Leave empty if you have only ever signed in with Google."
              onChange={(e) => {
                setPasswords({ ...passwords, currentPassword: e.target.value });
                clearError("currentPassword");
              }}
            />
            <NewPasswordFields
              idPrefix="profile-"
              labels={["New password", "Confirm new password"]}
              placeholder="Leave empty to keep it"
              values={passwords}
              errors={errors}
              onChange={(field, value) => {
                setPasswords({ ...passwords, [field]: value });
                clearError(field);
              }}
            />
          </>
        )}
      </div>

      {editing && (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={cancel}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </button>
          <SubmitButton
            busy={saving}
            label="Save Changes"
            busyLabel="Saving..."
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          />
        </div>
      )}
    </form>
  );
}
