/**
 * A WhatsApp chat link (wa.me) to a phone number with a message typed in, or null when the number cannot be
 * dialled from abroad. Indian numbers are stored as people write them ("94370 12345", "+91 94370 12345",
 * "094370 12345"): ten digits get India's country code, a leading 0 is the trunk prefix and goes.
 */
export function whatsappHref(phone: string | null | undefined, text: string): string | null {
  let digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  if (digits.length < 11 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
