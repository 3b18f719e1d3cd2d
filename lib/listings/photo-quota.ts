import { assertAllowed, consumeOrRefuse, LIMITS, minutesText, type LimitCheck } from "@/lib/rate-limit";

// An account's daily allowance of listing photos, in photos and in bytes (lib/rate-limit/rules.ts).

const DAILY_PHOTOS = LIMITS.photosPerAccountDaily.points;
const DAILY_MB = LIMITS.photoBytesPerAccountDaily.points / (1024 * 1024);

function waitText(seconds: number): string {
  if (seconds <= 90 * 60) return minutesText(seconds);
  const hours = Math.ceil(seconds / 3600);
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

const overQuota = (seconds: number) =>
  `You have reached today's upload allowance of ${DAILY_PHOTOS} photos and ${DAILY_MB} MB. ` +
  `Nothing was uploaded. Please try again in ${waitText(seconds)}.`;

const checks = (account: string, photos: number, bytes: number): LimitCheck[] => [
  { rule: LIMITS.photosPerAccountDaily, key: account, points: photos },
  { rule: LIMITS.photoBytesPerAccountDaily, key: account, points: bytes },
];

/** Refuses (429) an account whose allowance is used up, before its upload is read. */
export async function assertPhotoQuotaLeft(account: string): Promise<void> {
  await assertAllowed(checks(account, 1, 1), overQuota);
}

/**
 * Counts an upload's files and bytes against the account's day, or refuses (429) the whole upload when they
 * do not fit what is left: nothing is stored then.
 */
export async function consumePhotoQuota(account: string, files: File[]): Promise<void> {
  if (!files.length) return;
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  await consumeOrRefuse(checks(account, files.length, Math.max(1, bytes)), overQuota);
}

const tooManyUploads = (seconds: number) =>
  `Too many photo uploads in a short time. Nothing was uploaded. Please try again in ${waitText(seconds)}.`;

/**
 * Before the owner photo route reads its body: refuses (429) an account whose day is used up, then counts
 * the request against the route's own limit.
 */
export async function assertOwnerPhotoUploadAllowed(account: string): Promise<void> {
  await assertPhotoQuotaLeft(account);
  await consumeOrRefuse([{ rule: LIMITS.ownerPhotoUploadPerAccount, key: account }], tooManyUploads);
}
