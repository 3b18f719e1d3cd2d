import { startRedis, startInstance, freePort } from "/work/wt/i24/scripts/cluster-kit";
import mongoose from "mongoose";
const redis = await startRedis();
const env = { REDIS_URL: redis.url, NEXTAUTH_SECRET: "smoke-secret-0123456789abcdef0123", TRUSTED_PROXY_HOPS: "1", SITE_URL: "http://127.0.0.1:3591", NEXTAUTH_URL: "http://127.0.0.1:3591", NEXT_PRIVATE_DEBUG_CACHE: "1" };
const [a, b] = await Promise.all([startInstance("app1", await freePort(), env), startInstance("app2", await freePort(), env)]);
for (const inst of [b, b]) { const r = await fetch(inst.baseURL + "/"); const t = await r.text(); console.log(inst.name, r.status, r.headers.get("x-nextjs-cache"), t.match(/stat-value">(\d+)/)?.[1]); }
await mongoose.connect(process.env.MONGODB_URI!);
const admin = await mongoose.connection.db!.collection("users").findOne({ role: "admin" });
const login = await fetch(a.baseURL + "/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@odishahomes.in", password: "Admin@1234" }) });
const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
console.log("login", login.status, !!admin);
const p = await mongoose.connection.db!.collection("properties").findOne({ isActive: true });
const put = await fetch(a.baseURL + "/api/property/property/" + p!._id, { method: "PUT", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ isActive: false }) });
console.log("put", put.status, (await put.text()).slice(0, 100));
await new Promise((r) => setTimeout(r, 1000));
for (const inst of [b, a]) { const r = await fetch(inst.baseURL + "/"); const t = await r.text(); console.log(inst.name, r.status, r.headers.get("x-nextjs-cache"), t.match(/stat-value">(\d+)/)?.[1]); }
console.log(a.output().split("\n").filter((l) => /revalidateTag|Error/i.test(l)).slice(0, 30).join("\n"));
await mongoose.connection.db!.collection("properties").updateOne({ _id: p!._id }, { $set: { isActive: true } });
await mongoose.disconnect();
await a.stop(); await b.stop(); await redis.stop();
