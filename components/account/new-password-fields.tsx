"use client";

import type { ComponentProps } from "react";
import { PasswordField } from "@/components/ui/form-fields";

export type NewPasswords = { password: string; confirmPassword: string };

/** What one of the two inputs is given: its value and change handler, or a form library's registration. */
type Binding = Pick<ComponentProps<typeof PasswordField>, "value" | "onChange" | "onBlur" | "name"> & {
  ref?: (element: HTMLInputElement | null) => void;
};

type Props = {
  errors: Partial<Record<keyof NewPasswords, string>>;
  labels?: [password: string, confirm: string];
  idPrefix?: string;
  placeholder?: string;
} & (
  | {
      values: NewPasswords;
      /** Called with the changed field; the caller updates its state and clears that field's error. */
      onChange: (field: keyof NewPasswords, value: string) => void;
    }
  | {
      /** The profile's form registers the two inputs with react-hook-form. */
      register: (field: keyof NewPasswords) => Binding;
    }
);

/** A new password and its confirmation, as registration, reset and the profile ask for them. */
export function NewPasswordFields({
  errors,
  labels = ["Password", "Confirm password"],
  idPrefix = "",
  placeholder,
  ...driven
}: Props) {
  const bind = (field: keyof NewPasswords): Binding =>
    "register" in driven
      ? driven.register(field)
      : { value: driven.values[field], onChange: (e) => driven.onChange(field, e.target.value) };
  return (
    <>
      <PasswordField
        id={`${idPrefix}password`}
        label={labels[0]}
        autoComplete="new-password"
        placeholder={placeholder}
        error={errors.password}
        {...bind("password")}
      />
      <PasswordField
        id={`${idPrefix}confirmPassword`}
        label={labels[1]}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...bind("confirmPassword")}
      />
    </>
  );
}
