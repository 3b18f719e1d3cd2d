/**
 * The first message per top-level field of a failed zod parse (`error.issues`), keyed by field name;
 * problems with the whole object land under "_". Forms show these beside their fields.
 */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}
