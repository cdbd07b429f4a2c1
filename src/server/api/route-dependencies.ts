import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../lib/logger.ts";

/** What the signed-in API routes need; built once in app.ts. */
export interface RouteDependencies {
  db: Database;
  env: Env;
  logger: Logger;
  /** Folder for uploaded files (photos): DATA_DIR/uploads. */
  uploadsDir: string;
}
