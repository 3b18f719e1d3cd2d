/**
 * A message with `{name}` placeholders as parts to render, each placeholder replaced by its value (a link, a
 * bold name): "I agree to the {terms}" with a link for `terms`, in whatever order the language puts them.
 * A placeholder without a value is left as written. Browser-safe.
 */
export function wordParts<T>(text: string, values: Record<string, T>): Array<string | T> {
  return text
    .split(/\{(\w+)\}/g)
    .map((part, index) => (index % 2 === 0 ? part : Object.hasOwn(values, part) ? values[part] : `{${part}}`))
    .filter((part) => part !== "");
}
