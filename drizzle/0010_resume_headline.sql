-- The line printed under the name (docs/decisions/032-headline-is-not-the-target-role.md). Empty
-- prints the latest held job title; desired_role stays the tailoring target and is never printed.
-- Not filled from desired_role: that would print the same title the person never held.
ALTER TABLE "resume" ADD COLUMN "headline" text DEFAULT '' NOT NULL;
