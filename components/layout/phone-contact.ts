/** How to reach the team from a phone (the floating contact button is hidden below 640 px). */
export type PhoneContact = { phoneHref: string; whatsapp: string };
