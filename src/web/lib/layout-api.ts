import type { FitLayoutAnswer, FitLayoutRequest, LayoutAnswer } from "../../shared/contracts/layout";
import type { ResumeLayout } from "../../shared/resume-layout";
import { api } from "./api-client";

// Typed calls of a resume's layout (docs/api.md "Resume layout"): shared/contracts/layout.ts.

export type { FitLayoutAnswer };

const path = (resumeId: number) => `/api/cv/layout?resume_id=${resumeId}`;

export const layoutApi = {
  get: (resumeId: number) => api<LayoutAnswer>(path(resumeId)),
  save: (resumeId: number, layout: ResumeLayout) =>
    api<LayoutAnswer>(path(resumeId), { method: "PUT", body: layout }),
  /** Shrinks the layout to one page in the design asked for; saved when it fits. */
  fit: (request: FitLayoutRequest) =>
    api<FitLayoutAnswer>("/api/cv/layout/fit", { method: "POST", body: request }),
};
