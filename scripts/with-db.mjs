#!/usr/bin/env node
// Runs a command with MONGODB_URI pointing at a database:
//   MONGODB_URI when set; else an embedded database this checkout already runs; else a new embedded one.
// Flags before `--`:
//   --fresh          always start a private embedded database (tests), never reuse or advertise it
//   --seed-if-empty  fill an empty database with the demo data before the command starts
//   --warn-ephemeral say so when the command's data went away with an in-memory database it started
//   --server         the command is the production server: bound its malloc arenas (server-heap.mjs)
import { spawn } from "node:child_process";
import nextEnv from "@next/env";
import { findRunningEmbedded, startEmbedded } from "./embedded-db.mjs";
import { serverEnv } from "./server-heap.mjs";

const argv = process.argv.slice(2);
const split = argv.indexOf("--");
const flags = new Set(split === -1 ? [] : argv.slice(0, split));
const command = split === -1 ? argv : argv.slice(split + 1);
if (command.length === 0) {
  console.error("usage: node scripts/with-db.mjs [--fresh] [--seed-if-empty] -- <command...>");
  process.exit(2);
}

const log = (line) => console.log(`[db] ${line}`);

// Read .env files the way Next.js will, so MONGODB_URI in .env.local is honoured here too.
nextEnv.loadEnvConfig(process.cwd(), command.includes("dev"), { info: () => {}, error: console.error });

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env, shell: false });
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), child }));
    run.current = child;
  });
}

let embedded = null;
const stopDatabase = () => embedded?.stop();

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    // Ctrl-C reaches the whole process group; make sure the database goes with the app.
    run.current?.kill(signal);
    stopDatabase();
    setTimeout(() => process.exit(130), 3000).unref();
  });
}

let uri = process.env.MONGODB_URI;
try {
  if (uri) {
    log(`using MONGODB_URI (${uri.replace(/\/\/[^@/]*@/, "//***@")})`);
  } else {
    const running = flags.has("--fresh") ? null : await findRunningEmbedded();
    if (running) {
      uri = running.uri;
      log(`using the embedded ${running.engine} already running at ${uri}`);
    } else {
      embedded = await startEmbedded({ shared: !flags.has("--fresh") });
      uri = embedded.uri;
      log(`started ${embedded.engine} at ${uri}; ${embedded.persistent}. Ctrl-C stops it with the app.`);
      embedded.child.on("exit", (code) => {
        if (!stopDatabase.stopping) log(`the embedded database stopped (code ${code})`);
      });
    }
  }

  const databaseEnv = { ...process.env, MONGODB_URI: uri };
  const env = flags.has("--server") ? serverEnv(databaseEnv) : databaseEnv;
  if (flags.has("--seed-if-empty")) {
    const seeded = await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--if-empty"], env);
    if (seeded.code !== 0) throw new Error("seeding failed");
  }
  const [cmd, ...args] = command;
  const result = await run(cmd, args, env);
  stopDatabase.stopping = true;
  if (embedded && flags.has("--warn-ephemeral") && embedded.engine.includes("in-memory")) {
    log(
      "note: that in-memory database stopped with the command. Start `npm run dev` first and run this in a second terminal to keep the data.",
    );
  }
  stopDatabase();
  process.exit(result.code);
} catch (error) {
  console.error(`[db] ${error instanceof Error ? error.message : error}`);
  stopDatabase();
  process.exit(1);
}
