"use client";

import { Camera } from "@/components/ui/icons";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Avatar } from "@/components/account/avatar";
import type { ProfileWords } from "@/components/account/profile-words";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { useSession, type SessionUser } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { updateProfile } from "@/lib/contracts/accounts";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { PasswordField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import type { z } from "@/lib/validation/zod";
import { profileSchema, valuesOf } from "@/components/account/profile-values";
import { fillWords } from "@/lib/i18n/words";

/**
 * The profile card: read mode, then edit mode for name, phone, a new password and a
 * picture; Cancel restores the saved values and drops the picked picture. Its messages, the schema's and the
 * server's, show in the page's language (the page's error words, `useZodForm`).
 */
export function ProfileForm({ user, words }: { user: SessionUser; words: ProfileWords["form"] }) {
  const { setUser } = useSession();
  const [editing, setEditing] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const form = useZodForm(profileSchema, { defaultValues: valuesOf(user) });
  const toggleWords = { show: words.showField, hide: words.hideField };
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
      toast.success(words.updated);
      setUser(answer.body.user);
      reset(valuesOf(answer.body.user));
      setPicture(null);
      setEditing(false);
      return;
    }
    // The server's field errors land like the schema's, focus on the first; the message is a toast.
    const message = showServerErrors(form, answer, words.failed);
    toast.error(answer.status === 0 ? words.offline : message);
  }

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-end">
        <div className="relative">
          <Avatar
            name={user.name}
            picture={preview ?? user.picture}
            alt={fillWords(words.pictureAlt, { name: user.name })}
          />
          {editing && (
            <label className="bg-brand-600 hover:bg-brand-700 focus-within:outline-brand-500 absolute -right-1 -bottom-1 grid h-9 w-9 cursor-pointer place-items-center rounded-full text-white shadow focus-within:outline focus-within:outline-3">
              <Camera aria-hidden className="h-4 w-4" />
              <span className="sr-only">{words.choosePicture}</span>
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
          {picture && (
            <p className="mt-1 text-xs text-slate-600">{fillWords(words.newPicture, { name: picture.name })}</p>
          )}
        </div>
        {!editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white"
          >
            {words.edit}
          </button>
        )}
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-name"
          label={words.fullName}
          autoComplete="name"
          readOnly={!editing}
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          id="profile-email"
          label={words.email}
          type="email"
          value={user.email}
          readOnly
          hint={words.emailHint}
        />
        <TextField
          id="profile-phone"
          label={words.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={editing ? words.phonePlaceholder : words.notAdded}
          readOnly={!editing}
          error={errors.phone?.message}
          {...register("phone")}
        />
        {editing && (
          <>
            <PasswordField
              id="profile-currentPassword"
              label={words.currentPassword}
              toggleWords={toggleWords}
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              hint={words.currentPasswordHint}
              {...register("currentPassword")}
            />
            <NewPasswordFields
              idPrefix="profile-"
              labels={[words.newPassword, words.confirmNewPassword]}
              placeholder={words.keepPassword}
              toggleWords={toggleWords}
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
            {words.cancel}
          </button>
          <SubmitButton
            busy={isSubmitting}
            label={words.save}
            busyLabel={words.saving}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          />
        </div>
      )}
    </form>
  );
}
