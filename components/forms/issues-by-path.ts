/**
 * Field errors of a failed zod parse keyed by the whole path ("location.zipCode"), first message per field:
 * the keys the server's 400 answers use too, so both land on the same inputs.
 */
export function issuesByPath(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return errors;
}

/** The field errors of a failed API answer (`errors: { field: message }`), or none. */
export function answerErrors(body: object): Record<string, string> {
  const errors = (body as { errors?: unknown }).errors;
  return errors && typeof errors === "object" ? (errors as Record<string, string>) : {};
}
