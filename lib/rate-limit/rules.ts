/**
 * Every rate limit of the site, in one table: what is counted, how many uses are allowed and over what
 * window (seconds). Rules are looked up by name; no limit is defined anywhere else.
 */
export type LimitRule = { keyPrefix: string; points: number; duration: number };

/**
 * A throttle slows failures down instead of refusing for a fixed window: after `freeFailures` failures in a
 * row, the next try must wait `firstDelay` seconds, and each failure after that doubles the wait, up to
 * `maxDelay`. Failures are forgotten `forgetAfter` seconds after the last one (or when cleared, e.g. by a
 * successful sign-in). Every try is counted before it is checked, so parallel tries cannot get past the
 * allowance.
 */
export type ThrottleRule = {
  keyPrefix: string;
  freeFailures: number;
  firstDelay: number;
  maxDelay: number;
  forgetAfter: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** One code per e-mail per minute... */
  otpCooldown: { keyPrefix: "otp-cooldown", points: 1, duration: 60 },
  /** ...and at most five per hour... */
  otpHourly: { keyPrefix: "otp-hourly", points: 5, duration: 60 * 60 },
  /** ...and a cap per client address, so one visitor cannot mail many inboxes. */
  otpPerIp: { keyPrefix: "otp-ip", points: 30, duration: 60 * 60 },
  /**
   * Failed sign-ins per account from one client address: after five in a row, the next try waits 15
   * minutes, known browser or not. Keyed by the pair, so failures from somewhere else do not stop the owner.
   */
  loginPerAccountAndIp: {
    keyPrefix: "login-account-ip",
    freeFailures: 5,
    firstDelay: 15 * MINUTE,
    maxDelay: 15 * MINUTE,
    forgetAfter: 15 * MINUTE,
  },
  /**
   * Failed sign-ins per account from browsers that have not signed in to it before, from any address: a
   * guesser spread over many addresses gets ten tries, then one per growing wait (at most 15 minutes). A
   * delay rather than a lockout, so the owner is never shut out for long, and not at all from a known
   * browser (below).
   */
  loginPerAccount: {
    keyPrefix: "login-account",
    freeFailures: 10,
    firstDelay: 5,
    maxDelay: 15 * MINUTE,
    forgetAfter: DAY,
  },
  /**
   * Failed sign-ins from a browser that has signed in to the account before (its known-device cookie),
   * counted per browser instead of per account: the owner passes an attack on the account, and a copied
   * cookie is slowed down on its own.
   */
  loginPerKnownDevice: {
    keyPrefix: "login-device",
    freeFailures: 10,
    firstDelay: 5,
    maxDelay: 15 * MINUTE,
    forgetAfter: DAY,
  },
  /** Failed sign-ins per client address, across accounts. */
  loginPerIp: { keyPrefix: "login-ip", freeFailures: 50, firstDelay: 5, maxDelay: 15 * MINUTE, forgetAfter: HOUR },
  /**
   * Wrong current passwords given by a signed-in account (changing the password on the profile), so a
   * borrowed session cannot guess it quickly; per account, apart from sign-in failures by others.
   */
  currentPasswordPerAccount: {
    keyPrefix: "current-password",
    freeFailures: 10,
    firstDelay: 5,
    maxDelay: 15 * MINUTE,
    forgetAfter: DAY,
  },
  /**
   * Account creations per client address, counted before the proof is checked: creating an account costs
   * a transaction and a password hash, so a flood of made-up requests must stop early.
   */
  registerPerIp: { keyPrefix: "register-ip", points: 10, duration: 15 * MINUTE },
  /** Contact-page messages per client address: no account is needed, so cap what one visitor can send. */
  contactMessagePerIp: { keyPrefix: "contact-message-ip", points: 20, duration: 60 * 60 },
  /** Contact Agent messages per client address, so one visitor cannot fill the admins' inbox. */
  agentMessagePerIp: { keyPrefix: "agent-message-ip", points: 20, duration: 60 * 60 },
  /**
   * Contact Agent messages about one listing, from any address: each can mail the owner, so senders spread
   * over many addresses cannot flood one inbox. Well above what a listing gets from genuine visitors, and
   * above one address's allowance, because a burst here also holds genuine visitors off for the hour.
   */
  agentMessagePerListing: { keyPrefix: "agent-message-listing", points: 30, duration: HOUR },
  /** Contact Agent messages per sender e-mail, from any address and about any listing. */
  agentMessagePerEmail: { keyPrefix: "agent-message-email", points: 10, duration: HOUR },
  /**
   * Listing reports per client address and per reporter e-mail, from anywhere. Limited per reporter, never
   * per listing, so nobody can use up a listing's reports and keep a genuine one out.
   */
  listingReportPerIp: { keyPrefix: "listing-report-ip", points: 20, duration: HOUR },
  listingReportPerEmail: { keyPrefix: "listing-report-email", points: 10, duration: DAY },
  /**
   * Map-area and distance searches of the list API per client address: any search naming `bounds` or `near`
   * (so every `radius` and `sort=distance` one). Each costs the database far more than a search by words
   * and filters (docs/geo-search.md), and distinct coordinates miss every cache, so a few scripted clients
   * could keep the database busy for everyone. A person moving a map asks for far fewer than 20 a minute,
   * and a session of a few hundred is rare; a script gets at most 200 an hour. Other searches are not
   * counted.
   */
  mapSearchPerIpMinute: { keyPrefix: "map-search-ip-minute", points: 20, duration: MINUTE },
  mapSearchPerIpHourly: { keyPrefix: "map-search-ip-hour", points: 200, duration: HOUR },
  /** Launch waitlist sign-ups per client address. */
  waitlistPerIp: { keyPrefix: "waitlist-ip", points: 20, duration: 60 * 60 },
  /** Public listing submissions per client address: anyone may submit, so keep one from flooding the queue. */
  submissionPerIp: { keyPrefix: "submission-ip", points: 10, duration: 60 * 60 },
  /** Photo uploads to an owner's own listing, per account: each request may carry 200 MB. */
  ownerPhotoUploadPerAccount: { keyPrefix: "owner-photo-upload", points: 20, duration: HOUR },
  /**
   * Listing photos an account may upload in a day (owner uploads and signed-in submissions), counted in
   * photos and in bytes, so removing photos and uploading again cannot fill the disk or the image host.
   */
  photosPerAccountDaily: { keyPrefix: "photos-account-day", points: 60, duration: DAY },
  photoBytesPerAccountDaily: { keyPrefix: "photo-bytes-account-day", points: 150 * 1024 * 1024, duration: DAY },
  /**
   * Owners' writes to their listings (edits, photo uploads, closing, reopening) per account. A change to a
   * live listing expires cached pages, so one account must not be able to keep the site's cache cold by
   * repeating writes; an owner tidying a listing needs far fewer in an hour.
   */
  ownerWritePerUser: { keyPrefix: "owner-write-user", points: 30, duration: HOUR },
  /**
   * New conversations an account may start in a day (continuing a thread is not counted): enough for a
   * genuine search, too few to message every owner on the site.
   */
  conversationsPerAccountDaily: { keyPrefix: "conversations-account-day", points: 20, duration: DAY },
  /** Messages one side of a thread may send a minute: a conversation, not a flood of notifications. */
  messagesPerThreadMinute: { keyPrefix: "messages-thread-minute", points: 10, duration: MINUTE },
  /**
   * SMS codes (phone verification, phone sign-in, a submission's number). Each SMS costs money, and SMS
   * pumping (making a site text premium numbers) is paid by the sender, so every send is counted per
   * number, per client address and per signed-in account, by the hour and by the day. A number asking for
   * no account (an unknown number at sign-in) is counted the same, though no SMS goes out.
   */
  smsPerNumberHourly: { keyPrefix: "sms-number-hour", points: 3, duration: HOUR },
  smsPerNumberDaily: { keyPrefix: "sms-number-day", points: 6, duration: DAY },
  // Looser per address: Indian mobile carriers put many subscribers behind one address (CGNAT).
  smsPerIpHourly: { keyPrefix: "sms-ip-hour", points: 20, duration: HOUR },
  smsPerIpDaily: { keyPrefix: "sms-ip-day", points: 60, duration: DAY },
  smsPerAccountHourly: { keyPrefix: "sms-account-hour", points: 5, duration: HOUR },
  smsPerAccountDaily: { keyPrefix: "sms-account-day", points: 10, duration: DAY },
  /**
   * Every SMS the site sends in a day, all numbers together: the spending cap. `points` is the default of
   * SMS_DAILY_BUDGET, which sets it. At the cap sending stops with 503 rather than 429: nothing the
   * visitor does will help until the next day.
   */
  smsDailyBudget: { keyPrefix: "sms-budget-day", points: 2000, duration: DAY },
  /** Checkout orders per account: each one is a call to Razorpay, and a buyer needs only a few retries. */
  orderPerUser: { keyPrefix: "order-user", points: 10, duration: 15 * 60 },
  /**
   * Push subscriptions per account: a browser subscribes once and again only when its subscription changes,
   * so a few an hour is plenty; each one is a URL the server will call.
   */
  pushSubscribePerUser: { keyPrefix: "push-subscribe-user", points: 20, duration: HOUR },
} satisfies Record<string, LimitRule | ThrottleRule>;
