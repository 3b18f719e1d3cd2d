export type QuietWait = { waitedMs: number; busyShare: number; quiet: boolean };

export function waitForQuietMachine(options?: {
  maxBusyShare?: number;
  windowMs?: number;
  quietWindows?: number;
  limitMs?: number;
}): Promise<QuietWait>;
