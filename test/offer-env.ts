// Imported first by the offer's tests: a capped introductory offer, set before the settings are first read.
process.env.OFFER_PRICE = "99";
process.env.OFFER_CAP = "5";
process.env.OFFER_ENDS_AT = "2099-12-31T23:59:59+05:30";
