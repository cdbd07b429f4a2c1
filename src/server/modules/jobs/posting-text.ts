/** What a job's keywords are extracted from, the same for scoring and for showing them. */
export function postingText(job: { title: string; description: string }): string {
  return `${job.title}\n${job.description}`.trim();
}
