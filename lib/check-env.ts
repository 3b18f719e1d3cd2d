import { env, EnvError } from "@/lib/env";

/** Stops the server with one line naming the setting when configuration is invalid. */
export function checkEnvOrExit(): void {
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[config] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
