"use client";

import type { ComponentProps } from "react";
import { PasswordField } from "@/components/ui/form-fields";

export type NewPasswords = { password: string; confirmPassword: string };

/** What one of the two inputs is given: the form library's registration of its field. */
type Binding = Pick<ComponentProps<typeof PasswordField>, "onChange" | "onBlur" | "name"> & {
  ref?: (element: HTMLInputElement | null) => void;
};

type Props = {
  /** Registers the two inputs with the form (react-hook-form's `register`, or a field's name mapped to it). */
  register: (field: keyof NewPasswords) => Binding;
  errors: Partial<Record<keyof NewPasswords, string>>;
  labels?: [password: string, confirm: string];
  idPrefix?: string;
  placeholder?: string;
  /** The show/hide toggles' words in the page's language (`{field}` is the label). */
  toggleWords?: { show: string; hide: string };
};

/** A new password and its confirmation, as registration, reset and the profile ask for them. */
export function NewPasswordFields({
  register,
  errors,
  labels = ["Password", "Confirm password"],
  idPrefix = "",
  placeholder,
  toggleWords,
}: Props) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}password`}
        label={labels[0]}
        toggleWords={toggleWords}
        autoComplete="new-password"
        placeholder={placeholder}
        error={errors.password}
        {...register("password")}
      />
      <PasswordField
        id={`${idPrefix}confirmPassword`}
        label={labels[1]}
        toggleWords={toggleWords}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register("confirmPassword")}
      />
    </>
  );
}
