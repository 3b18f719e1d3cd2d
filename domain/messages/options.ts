// Browser-safe option lists of messages, shared by the admin screens and the mongoose model.

/** contact = the contact page, agent = a listing's Contact Agent form, report = a reported listing. */
export const MESSAGE_KINDS = ["contact", "agent", "report"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The contact form's subject choices, stored as the key and shown as the label. */
export const CONTACT_SUBJECTS = [
  "property-inquiry",
  "rental-service",
  "buying-service",
  "legal-assistance",
  "general-inquiry",
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  "property-inquiry": "Property Inquiry",
  "rental-service": "Rental Service",
  "buying-service": "Buying Service",
  "legal-assistance": "Legal Assistance",
  "general-inquiry": "General Inquiry",
};

export const MESSAGE_MAX_LENGTH = 2000;
