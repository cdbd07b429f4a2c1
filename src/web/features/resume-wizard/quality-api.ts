import type { QualityReport } from "../../../shared/contracts/resume-quality";
import { api } from "../../lib/api-client";

/** POST /api/cv/quality: the "Check my resume" findings of the saved resume (docs/api.md). */
export const checkResumeQuality = (id: number) =>
  api<QualityReport>("/api/cv/quality", { method: "POST", body: { id } });
