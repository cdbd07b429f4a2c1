ALTER TABLE "resume_revision" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Revisions written before names existed are named as new ones are: the saved job's title and
-- company when it targeted one, else the role (the job's analysis is not run in SQL).
UPDATE "resume_revision" AS r SET "name" = left(coalesce(
  nullif(concat_ws(' – ', nullif(btrim(j."title"), ''), nullif(btrim(j."company"), '')), ''),
  nullif(btrim(r."desired_role"), ''),
  'Tailored resume'), 120)
FROM "resume_revision" AS rr LEFT JOIN "job" AS j ON j."id" = rr."job_id"
WHERE rr."id" = r."id";
