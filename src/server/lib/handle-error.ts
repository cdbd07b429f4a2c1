import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, errorBody } from "./app-error.ts";
import type { Logger } from "./logger.ts";
import { loggablePath } from "./request-log.ts";

// The one place errors become HTTP answers: `{ error: { code, message } }` for the API.
export function handleError(logger: Logger): ErrorHandler {
  return (error, c) => {
    const requestId = c.get("requestId");
    if (error instanceof AppError) {
      if (error.status >= 500) logger.error(error.message, { requestId, error });
      // Every limit that says how long to wait (rate limits, PDF lanes and queue) tells clients
      // in one header, here rather than in each route.
      if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody("bad_request", error.message || "The request could not be read."),
        error.status,
      );
    }
    logger.error("unhandled error", { requestId, path: loggablePath(c.req.path), error });
    return c.json(
      errorBody("internal", `Something went wrong on our side. Please try again (request ${requestId}).`),
      500,
    );
  };
}
