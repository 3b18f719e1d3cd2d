"use client";

import { PasswordField } from "@/components/ui/form-fields";

export type NewPasswords = { password: string; confirmPassword: string };

type Props = {
  values: NewPasswords;
  errors: Partial<Record<keyof NewPasswords, string>>;
  /** Called with the changed field; the caller updates its state and clears that field's error. */
  onChange: (field: keyof NewPasswords, value: string) => void;
  labels?: [password: string, confirm: string];
  idPrefix?: string;
  placeholder?: string;
};

/** A new password and its confirmation, as registration, reset and the profile ask for them. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  labels = ["Password", "Confirm password"],
  idPrefix = "",
  placeholder,
}: Props) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}password`}
        label={labels[0]}
        autoComplete="new-password"
        placeholder={placeholder}
        value={values.password}
        error={errors.password}
        onChange={(e) => onChange("password", e.target.value)}
      />
      <PasswordField
        id={`${idPrefix}confirmPassword`}
        label={labels[1]}
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => onChange("confirmPassword", e.target.value)}
      />
    </>
  );
}
