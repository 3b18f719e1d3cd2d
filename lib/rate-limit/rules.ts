/**
 * Every rate limit of the site, in one table: what is counted, how many uses are allowed and over what
 * window (seconds). Rules are looked up by name; no limit is defined anywhere else.
 */
export type LimitRule = { keyPrefix: string; points: number; duration: number; blockDuration?: number };

export const LIMITS = {
  /** One code per e-mail per minute... */
  otpCooldown: { keyPrefix: "otp-cooldown", points: 1, duration: 60 },
  /** ...and at most five per hour... */
  otpHourly: { keyPrefix: "otp-hourly", points: 5, duration: 60 * 60 },
  /** ...and a cap per client address, so one visitor cannot mail many inboxes. */
  otpPerIp: { keyPrefix: "otp-ip", points: 30, duration: 60 * 60 },
  /**
   * Failed sign-ins per account from one client address: the sixth within 15 minutes is refused for 15
   * minutes. Keyed by the pair, so failures from somewhere else do not lock the owner out...
   */
  loginPerAccountAndIp: { keyPrefix: "login-account-ip", points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** ...while a slower cap per account, from anywhere, stops a guesser who spreads over many addresses. */
  loginPerAccount: { keyPrefix: "login-account-day", points: 50, duration: 24 * 60 * 60 },
  /** Failed sign-ins per client address, across accounts. */
  loginPerIp: { keyPrefix: "login-ip", points: 50, duration: 15 * 60, blockDuration: 15 * 60 },
  /**
   * Account creations per client address, counted before the proof is checked: creating an account costs
   * a transaction and a password hash, so a flood of made-up requests must stop early.
   */
  registerPerIp: { keyPrefix: "register-ip", points: 10, duration: 15 * 60 },
  /** Contact-page messages per client address: no account is needed, so cap what one visitor can send. */
  contactMessagePerIp: { keyPrefix: "contact-message-ip", points: 20, duration: 60 * 60 },
  /** Contact Agent messages per client address, so one visitor cannot fill the admins' inbox. */
  agentMessagePerIp: { keyPrefix: "agent-message-ip", points: 20, duration: 60 * 60 },
  /** Listing reports per client address. */
  listingReportPerIp: { keyPrefix: "listing-report-ip", points: 20, duration: 60 * 60 },
  /** Launch waitlist sign-ups per client address. */
  waitlistPerIp: { keyPrefix: "waitlist-ip", points: 20, duration: 60 * 60 },
  /** Public listing submissions per client address: anyone may submit, so keep one from flooding the queue. */
  submissionPerIp: { keyPrefix: "submission-ip", points: 10, duration: 60 * 60 },
  /** Checkout orders per account: each one is a call to Razorpay, and a buyer needs only a few retries. */
  orderPerUser: { keyPrefix: "order-user", points: 10, duration: 15 * 60 },
} satisfies Record<string, LimitRule>;
