import { User } from "@/models/User";

const DAY = 24 * 60 * 60 * 1000;

/** Gives an account an active three-visit plan for 30 days, as a paid order would, and a phone number. */
export async function activateThreeVisitPlan(userId: unknown): Promise<void> {
  await User.updateOne(
    { _id: userId },
    {
      $set: {
        phone: "9437022222",
        "subscription.isActive": true,
        "subscription.planId": "3-house-plan",
        "subscription.duration": "30 days",
        "subscription.visitsTotal": 3,
        "subscription.visitsUsed": 0,
        "subscription.activatedAt": new Date(),
        "subscription.expiresAt": new Date(Date.now() + 30 * DAY),
      },
    },
  );
}
