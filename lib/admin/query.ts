/** Text typed into a search box, matched literally: `.*` or `(a+)+` are characters, not a pattern. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
