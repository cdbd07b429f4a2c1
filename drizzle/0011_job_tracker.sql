-- The job tracker (docs/decisions/033-job-tracker.md): each job's stage history, oldest first, as
-- [{ "status", "at" }] (at: an ISO time in UTC, as the server writes it), and the day the user
-- means to follow up (a calendar day, so no time zone moves it).
ALTER TABLE "job" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
-- A job saved before has no history: it was saved when it was created, and its current status,
-- if another, is dated by its last change, the latest day it can have moved (nothing older says
-- when). Written with to_char in UTC so the session's time zone changes nothing.
UPDATE "job" SET "status_history" = CASE
	WHEN "status" = 'saved' THEN jsonb_build_array(
		jsonb_build_object('status', 'saved', 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
	)
	ELSE jsonb_build_array(
		jsonb_build_object('status', 'saved', 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
		jsonb_build_object('status', "status", 'at', to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
	)
END;
