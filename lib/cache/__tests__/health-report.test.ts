import { GET as health } from "@/app/api/health/route";
import { LOCAL_UPLOADS_NOT_SHARED } from "@/lib/cache/status";

// Several instances (REDIS_URL) without Cloudinary would keep uploads on one instance's disk: /api/health
// says so, with where the cache and uploads live. (The env is read once per process, so set it first.)
process.env.REDIS_URL = "redis://127.0.0.1:1";
delete process.env.CLOUDINARY_URL;

it("reports the shared cache, local uploads and the warning that they are not shared", async () => {
  const response = await health(
    new Request("http://localhost/api/health") as never,
    { params: Promise.resolve({}) } as never,
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    success: true,
    database: "up",
    cache: expect.stringMatching(/^(connecting|down|up)$/),
    uploads: "local",
    warnings: [LOCAL_UPLOADS_NOT_SHARED],
  });
});
