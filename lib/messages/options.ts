// Browser-safe option lists of messages, shared by the admin screens and the mongoose model.

/** contact = the contact page, agent = a listing's Contact Agent form, report = a reported listing. */
export const MESSAGE_KINDS = ["contact", "agent", "report"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
