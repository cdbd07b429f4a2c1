import { z } from "zod";
import { MAX_ID } from "../resumes/validate-payload.ts";

// The body of POST /api/download/docx and POST /api/download/text (docs/api.md "Designs and
// PDF"): only the resume's id, since neither format has a design to choose.
export const exportPayload = z.strictObject({
  id: z
    .number("id must be a resume id (a whole number).")
    .int("id must be a whole number.")
    .positive("id must be a positive whole number.")
    .max(MAX_ID, "id is too large."),
});
