"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  useForm,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { failureMessage, type ApiAnswer } from "@/components/ui/api";
import type { z } from "@/lib/validation/zod";

// The one way a form of the site is written: react-hook-form over the same zod schema the server parses, so
// the browser and the server say the same thing about the same field. A failed submit behaves alike
// everywhere: the messages show beside their fields, focus moves to the first invalid field (scrolled into
// view above a phone's keyboard: the fields carry `scroll-mt`), and what belongs to no field shows in the
// form's alert (`FormAlert`).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = z.ZodType<any, any>;

/**
 * Where the schema comes from: the schema itself, or a loader for pages that should not ship the validation
 * library until the visitor first submits (the listing page's contact form).
 */
export type SchemaSource<S extends AnySchema> = S | (() => Promise<S>);

function resolverOf<S extends AnySchema>(source: SchemaSource<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  if (typeof source !== "function") return zodResolver(source) as Resolver<z.input<S>, unknown, z.output<S>>;
  let loaded: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null = null;
  return async (values, context, options) => {
    loaded ??= source().then((schema) => zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>);
    return (await loaded)(values, context, options);
  };
}

export type ZodForm<S extends AnySchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** A form on a zod schema: validated on submit, then field by field as the visitor corrects it. */
export function useZodForm<S extends AnySchema>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolverOf(schema),
    shouldFocusError: true,
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...options,
  });
}

/**
 * A failed answer on the form: each field error the server named (`errors: { "location.city": "..." }`) on
 * its field, focus on the first; the answer's message (or `fallback`, or the offline message) as the form's
 * alert, with the messages of fields this form does not have. Answers the alert's message, for a toast.
 *
 * `field`: the field a refusal is about when the server names none of this form's fields (a wrong password,
 * a wrong code): the message shows under it, which takes the focus, instead of in the form's alert.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, "setError" | "getValues">,
  answer: ApiAnswer<unknown>,
  fallback: string,
  { field }: { field?: Path<T> } = {},
): string {
  const values = form.getValues() as Record<string, unknown>;
  const elsewhere: string[] = [];
  const underFields = new Set<string>();
  let focused = false;
  for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
    if (!(field.split(".")[0] in values)) {
      elsewhere.push(message);
      continue;
    }
    form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: !focused });
    underFields.add(message);
    focused = true;
  }
  const message = failureMessage(answer, fallback);
  const said = [message, ...elsewhere.filter((m) => m !== message)].join(" ");
  if (field && !focused) {
    form.setError(field, { type: "server", message: said }, { shouldFocus: true });
    return message;
  }
  // What a field already says under it is not said again in the alert (a lone field error's answer carries
  // the same words as its message).
  const alert = [message, ...elsewhere].filter((m, i, all) => all.indexOf(m) === i && !underFields.has(m));
  if (alert.length) form.setError("root.server" as Path<T>, { type: "server", message: alert.join(" ") });
  return message;
}

/**
 * The props that tie a field of components/ui/form-fields.tsx to the form: its registration and its error's
 * message. `const field = fieldBinder(form)`, then `<TextField label="Email" {...field("email")} />`.
 */
export function fieldBinder<T extends FieldValues, U>(
  form: Pick<UseFormReturn<T, unknown, U>, "register" | "formState">,
) {
  const { errors } = form.formState;
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    ...form.register(name, options),
    error: errorOf(errors, name),
  });
}

/** The message of a field's error, as the fields of components/ui/form-fields.tsx take it. */
export function errorOf(errors: object, field: string): string | undefined {
  let node: unknown = errors;
  for (const part of field.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}
