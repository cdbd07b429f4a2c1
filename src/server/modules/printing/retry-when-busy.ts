import { AppError } from "../../lib/app-error.ts";
import { RETRY_AFTER_SECONDS } from "../../pdf/worker-pool.ts";

/**
 * A print refused because the render queue is full (or closing) is a 503 that says when to try
 * again (Retry-After, written by lib/handle-error.ts), so clients back off instead of hammering.
 */
export async function retryAfterWhenBusy<T>(print: () => Promise<T>): Promise<T> {
  try {
    return await print();
  } catch (error) {
    if (error instanceof AppError && error.code === "unavailable")
      error.retryAfterSeconds = RETRY_AFTER_SECONDS;
    throw error;
  }
}
