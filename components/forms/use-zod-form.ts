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
import { useSayError } from "@/components/forms/error-words";
import { failureMessage, type ApiAnswer } from "@/components/ui/api";
import type { z } from "@/lib/validation/zod";

// The one way a form of the site is written: react-hook-form over the same zod schema the server parses, so
// the browser and the server say the same thing about the same field. A failed submit behaves alike
// everywhere: the messages show beside their fields, focus moves to the first invalid field (scrolled into
// view above a phone's keyboard: the fields carry `scroll-mt`), and what belongs to no field shows in the
// form's alert (`FormAlert`). The messages show in the page's language: the schemas and the server speak
// English, and the form says each message through the page's `Errors` words (components/forms/error-words.tsx)
// before it shows it, whether zod found it here or the server answered it.

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

type Say = (message: string) => string;

/** Each form's way of saying a message, for `showServerErrors` (which is given the form, not a hook). */
const sayers = new WeakMap<object, Say>();

/**
 * The resolver's errors with every message said in the page's language: a field's error (its `ref` is the
 * element, not walked into), or the errors of a group or a list of fields.
 */
function sayErrors(node: unknown, say: Say): unknown {
  if (!node || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map((item) => sayErrors(item, say));
  const { type, message } = node as { type?: unknown; message?: unknown };
  if (typeof type === "string") return typeof message === "string" ? { ...node, message: say(message) } : node;
  return Object.fromEntries(Object.entries(node).map(([name, inner]) => [name, sayErrors(inner, say)]));
}

function sayingResolver<S extends AnySchema>(
  resolver: Resolver<z.input<S>, unknown, z.output<S>>,
  say: Say,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: sayErrors(result.errors, say) } as typeof result;
  };
}

/** A form on a zod schema: validated on submit, then field by field as the visitor corrects it. */
export function useZodForm<S extends AnySchema>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): ZodForm<S> {
  const say = useSayError();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: sayingResolver(resolverOf(schema), say),
    shouldFocusError: true,
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...options,
  });
  sayers.set(form, say);
  return form;
}

/**
 * A failed answer on the form: each field error the server named (`errors: { "location.city": "..." }`) on
 * its field, focus on the first; the answer's message (or `fallback`, or the offline message) as the form's
 * alert, with the messages of fields this form does not have. Answers the alert's message, for a toast.
 * Every message is said in the page's language (a `useZodForm` form's words; English for any other form).
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
  const say = sayers.get(form) ?? ((message: string) => message);
  const values = form.getValues() as Record<string, unknown>;
  const elsewhere: string[] = [];
  const underFields = new Set<string>();
  let focused = false;
  for (const [field, english] of Object.entries(answer.body.errors ?? {})) {
    const message = say(english);
    if (!(field.split(".")[0] in values)) {
      elsewhere.push(message);
      continue;
    }
    form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: !focused });
    underFields.add(message);
    focused = true;
  }
  const message = say(failureMessage(answer, fallback));
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
