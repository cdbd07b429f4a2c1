ALTER TABLE "resume" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Skills become groups (issue 12): "Name: a, b" is the group { name, keywords: [a, b] }; plain
-- strings join unnamed groups, first. Applied to resumes and to the documents revisions keep.
CREATE FUNCTION "skill_groups_of"(skills jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(skills) <> 'array'
      OR NOT EXISTS (SELECT 1 FROM jsonb_array_elements(skills) x WHERE jsonb_typeof(x) = 'string')
    THEN skills
    ELSE (SELECT coalesce(jsonb_agg(g.grp ORDER BY g.ord), '[]'::jsonb) FROM (
      -- Plain skills, 60 to a group (a group's limit), before the named groups.
      SELECT p.chunk - 1000000 AS ord, jsonb_build_object('name', '', 'keywords', jsonb_agg(p.e ORDER BY p.i)) AS grp
        FROM (SELECT trim(e) AS e, i, (row_number() OVER (ORDER BY i) - 1) / 60 AS chunk
          FROM jsonb_array_elements_text(skills) WITH ORDINALITY AS t(e, i)
          WHERE position(': ' in e) = 0 AND trim(e) <> '') p
        GROUP BY p.chunk
      UNION ALL
      SELECT i AS ord, jsonb_build_object(
          'name', trim(split_part(e, ': ', 1)),
          'keywords', coalesce((
            SELECT jsonb_agg(trim(k) ORDER BY j)
              FROM unnest(string_to_array(substr(e, position(': ' in e) + 2), ',')) WITH ORDINALITY AS u(k, j)
              WHERE trim(k) <> ''), '[]'::jsonb)) AS grp
        FROM jsonb_array_elements_text(skills) WITH ORDINALITY AS t(e, i)
        WHERE position(': ' in e) > 0
    ) g)
  END
$$;--> statement-breakpoint
UPDATE "resume" SET "skills" = "skill_groups_of"("skills");--> statement-breakpoint
UPDATE "resume_revision" SET
  "source" = jsonb_set("source", '{skills}', "skill_groups_of"(coalesce("source"->'skills', '[]'::jsonb)))
    || jsonb_build_object('sections', coalesce("source"->'sections', '[]'::jsonb)),
  "document" = jsonb_set("document", '{skills}', "skill_groups_of"(coalesce("document"->'skills', '[]'::jsonb)))
    || jsonb_build_object('sections', coalesce("document"->'sections', '[]'::jsonb));--> statement-breakpoint
DROP FUNCTION "skill_groups_of"(jsonb);
