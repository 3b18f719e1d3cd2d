/**
 * What visitors send the team: contact-page messages, Contact Agent messages about a listing, listing
 * reports (all stored as messages the admins read) and launch waitlist sign-ups.
 */
export * from "@/lib/messages/agent-contacts";
export * from "@/lib/messages/contact";
export * from "@/lib/messages/reports";
export * from "@/lib/messages/serializers";
export * from "@/lib/messages/waitlist";
