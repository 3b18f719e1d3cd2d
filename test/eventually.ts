/**
 * Waits until `check` answers something truthy (or fails the test after `timeoutMs`, a limit for a condition
 * that never comes true, generous enough for a busy machine).
 */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("the condition did not come true in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
