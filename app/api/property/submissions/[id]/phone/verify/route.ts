import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { verifySubmissionPhone } from "@/lib/phones";

const NOT_WAITING = "This submission is not waiting for a phone code.";

export const POST = route(
  phone.verifySubmissionPhone,
  { auth: "public", params: { id: NOT_WAITING } },
  async ({ params, input, ok }) => {
    await verifySubmissionPhone(params.id, input.otp);
    return ok({
      message: "Number confirmed! Your property is awaiting review by our team before it appears on the site.",
    });
  },
);
