/**
 * Owners: the listings an account submitted (or claimed by its verified e-mail), their status, figures,
 * edits, photos, closing and reopening; the page of a closed listing; and the owner's e-mail about each new
 * enquiry. Browser code imports the option lists from domain/owners/options.ts directly; this file loads the
 * database.
 */
export * from "@/lib/owners/claim";
export * from "@/lib/owners/gone";
export * from "@/lib/owners/listings";
export * from "@/lib/owners/notify";
