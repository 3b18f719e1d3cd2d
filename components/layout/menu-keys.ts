/** Up/Down arrows, Home and End move between the links and buttons of an open menu panel. */
export function moveFocusWithArrows(event: React.KeyboardEvent<HTMLElement>): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
  if (!items.length) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: current < 0 || current === last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  if (!(event.key in next)) return;
  event.preventDefault();
  items[next[event.key]].focus();
}
