/**
 * The List Your Property form as a browser sends it (multipart, the form's field names), for a flat in Patia
 * with `photos` attached.
 */
export function listingSubmissionForm(email: string, photos: File[]): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: "2BHK flat in Patia",
    "location.address": "Lane 4, Patia",
    "location.locality": "Patia",
    "location.city": "Bhubaneswar",
    price: "18000",
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: "2",
    bathrooms: "2",
    "superBuiltupArea.value": "1100",
    furnishing: "Semi-Furnished",
    "owner.name": "Bikash Rout",
    "owner.phone": "9437123456",
    "owner.email": email,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of photos) form.append("images", file);
  return form;
}
