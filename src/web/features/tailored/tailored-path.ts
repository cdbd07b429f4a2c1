// Where a resume's Tailored revisions are shown (spec §2: /app/resume/{id}/Tailored).
export const tailoredPath = (resumeId: number) => `/app/resume/${resumeId}/Tailored`;
