/**
 * Background work on the durable MongoDB job queue (queue.ts). Server only. `enqueue(name, data)` for a job
 * declared with `defineJob`, `enqueueMail(message)` for a mail that follows a committed change; the worker
 * (worker.ts) runs in the web process by default and alone with `npm run worker`.
 */
export { jobCounts } from "@/lib/jobs/queue";
export { enqueueMail } from "@/lib/jobs/mail";
