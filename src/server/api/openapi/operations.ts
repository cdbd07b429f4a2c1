import type { Operation } from "./operation.ts";
import { accountOperations } from "./operations-account.ts";
import { jobOperations } from "./operations-jobs.ts";
import { photoOperations } from "./operations-photos.ts";
import { resumeRowOperations } from "./operations-resume-rows.ts";
import { resumeOperations } from "./operations-resumes.ts";
import { revisionOperations } from "./operations-revisions.ts";
import { shareLinkOperations } from "./operations-share-links.ts";
import { writingOperations } from "./operations-writing.ts";

/** Every /api operation the app serves, in the order /api/docs shows them. */
export const apiOperations: Operation[] = [
  ...accountOperations,
  ...resumeOperations,
  ...photoOperations,
  ...resumeRowOperations,
  ...revisionOperations,
  ...writingOperations,
  ...jobOperations,
  ...shareLinkOperations,
];

/** The table's entry for a route; a caller naming a route the table lacks is a programming error. */
export function operationOf(method: Operation["method"], path: string): Operation {
  const operation = apiOperations.find((entry) => entry.method === method && entry.path === path);
  if (!operation) throw new Error(`No /api operation ${method.toUpperCase()} ${path} in the table`);
  return operation;
}
