"use client";

import { Camera } from "@/components/ui/icons";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Avatar } from "@/components/account/avatar";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { useSession, type SessionUser } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { updateProfile } from "@/lib/contracts/accounts";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { PasswordField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import type { z } from "@/lib/validation/zod";
import { profileSchema, valuesOf } from "@/components/account/profile-values";

/**
 * The profile card: read mode, then edit mode for name, phone, a new password and a
 * picture; Cancel restores the saved values and drops the picked picture.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { setUser } = useSession();
  const [editing, setEditing] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const form = useZodForm(profileSchema, { defaultValues: valuesOf(user) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (!picture) return setPreview(undefined);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  function cancel() {
    reset(valuesOf(user));
    setPicture(null);
    setEditing(false);
  }

  async function save(update: z.output<typeof profileSchema>) {
    // Empty fields are left out of the update: they keep what is stored.
    const body = new FormData();
    if (update.name) body.set("name", update.name);
    if (update.phone) body.set("phone", update.phone);
    if (update.password) body.set("password", update.password);
    if (update.password && update.currentPassword) body.set("currentPassword", update.currentPassword);
    if (picture) body.set("picture", picture);

    const answer = await callRoute(updateProfile, { params: { id: user._id }, body });
    if (answer.ok && answer.body.user) {
      toast.success("Profile updated successfully");
      setUser(answer.body.user);
      reset(valuesOf(answer.body.user));
      setPicture(null);
      setEditing(false);
      return;
    }
    // The server's field errors land like the schema's, focus on the first; the message is a toast.
    const message = showServerErrors(form, answer, "Failed to update profile");
    toast.error(answer.status === 0 ? "Error updating profile" : message);
  }

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
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
          <h2 className="truncate text-xl font-semibold text-slate-900">{user.name}</h2>
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
          readOnly={!editing}
          error={errors.name?.message}
          {...register("name")}
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
          readOnly={!editing}
          error={errors.phone?.message}
          {...register("phone")}
        />
        {editing && (
          <>
            <PasswordField
              id="profile-currentPassword"
              label="Current password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              hint="Needed to set a new password. Leave empty if you have only ever signed in with Google."
              {...register("currentPassword")}
            />
            <NewPasswordFields
              idPrefix="profile-"
              labels={["New password", "Confirm new password"]}
              placeholder="Leave empty to keep it"
              errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
              register={register}
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
            busy={isSubmitting}
            label="Save Changes"
            busyLabel="Saving..."
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          />
        </div>
      )}
    </form>
  );
}
