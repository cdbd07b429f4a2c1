-- A resume's layout (docs/decisions/021-resume-layout.md): section order and visibility, margins,
-- spacing, line height and type size. NULL keeps every design's own defaults.
ALTER TABLE "resume" ADD COLUMN "layout" jsonb;