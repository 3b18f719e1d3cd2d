// First, before anything loads a model: the fault injection reaches only models compiled after it.
import { clearFaults, failNext } from "@/test/fault-injection";
import { POST as sendMessage } from "@/app/api/messages/route";
import { setLogDestination } from "@/lib/log";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { Message } from "@/test/models";

/**
 * Every 5xx answer is logged once, with its cause and the id the answer names in X-Request-Id; the client's
 * mistakes (4xx) are not logged as errors. The log is read through its destination, as a collector would.
 */
const valid = {
  name: "Sonali Pradhan",
  email: "sonali.pradhan@example.in",
  phone: "9861012345",
  subject: "rental-service",
  message: "Looking for a 2BHK near Patia from next month.",
};

const lines: Array<Record<string, unknown>> = [];
let restoreLog: () => void;

beforeAll(resetDatabase);
beforeEach(async () => {
  await clearRateLimits();
  lines.length = 0;
  restoreLog = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
});
afterEach(() => {
  restoreLog();
  clearFaults();
});

const post = (json: unknown, headers: Record<string, string> = {}) =>
  sendMessage(jsonRequest("/api/messages", { method: "POST", json, headers }), routeContext({}));

describe("the log line of a failed request", () => {
  it("answers 500 with X-Request-Id, and logs that id once with the cause, nothing internal in the answer", async () => {
    failNext(Message, "save");
    const response = await post(valid);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: "Something went wrong. Please try again." });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const logged = lines.filter((line) => line.requestId === id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      status: 500,
      method: "POST",
      path: "/api/messages",
      err: { type: "InjectedFault", message: "Injected failure: Message.save" },
    });
    expect(String((logged[0].err as { stack: string }).stack)).toContain("Injected failure");
  });

  it("keeps a short plain id the proxy gave the request, and replaces one that is not", async () => {
    failNext(Message, "save", { times: 2 });
    const kept = await post(valid, { "x-request-id": "nginx-7f3a9c2e41d0" });
    expect(kept.headers.get("x-request-id")).toBe("nginx-7f3a9c2e41d0");
    expect(lines.filter((line) => line.requestId === "nginx-7f3a9c2e41d0")).toHaveLength(1);

    const hostile = "x".repeat(65) + '\n{"level":"info"}';
    const replaced = await post(valid, { "x-request-id": encodeURIComponent(hostile) });
    const id = replaced.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.filter((line) => line.requestId === id)).toHaveLength(1);
  });

  it("names successes and the client's mistakes by id too, without logging them as errors", async () => {
    const stored = await post(valid);
    expect(stored.status).toBe(201);
    expect(stored.headers.get("x-request-id")).toBeTruthy();
    const refused = await post({ ...valid, email: "not-an-email" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("x-request-id")).toBeTruthy();
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });
});
