import { Hono } from "hono";
import { idPayload } from "../../../shared/contracts/fields.ts";
import { createShareLinkPayload, updateShareLinkPayload } from "../../../shared/contracts/share-links.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { createShareLink } from "../../modules/share-links/create-share-link.ts";
import { deleteShareLink } from "../../modules/share-links/delete-share-link.ts";
import { listShareLinks } from "../../modules/share-links/list-share-links.ts";
import { slugAvailability } from "../../modules/share-links/slug-availability.ts";
import { updateShareLink } from "../../modules/share-links/update-share-link.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/share-links (docs/api.md "Share links"): the signed-in user's published links, their
// settings and 30-day statistics. Creating and changing one needs the download plan (402
// cvPdfDownload); listing and unpublishing never do.
export function shareLinkRoutes({ db, env }: RouteDependencies) {
  const appUrl = env.APP_URL;
  const billingEnabled = env.BILLING;
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const resumeId = c.req.query("resume_id");
      const userId = c.get("user").id;
      const id = resumeId === undefined ? undefined : parseQueryId(resumeId, "resume_id");
      return c.json(await listShareLinks({ db, userId, resumeId: id, appUrl }));
    })
    .get("/slug", async (c) => {
      const slug = (c.req.query("slug") ?? "").trim().toLowerCase().slice(0, 200);
      const link = c.req.query("id");
      const linkId = link === undefined ? undefined : parseQueryId(link);
      return c.json(await slugAvailability({ db, userId: c.get("user").id, slug, linkId }));
    })
    .post("/", async (c) => {
      const fields = validatePayload(createShareLinkPayload, await readJson(c.req));
      const userId = c.get("user").id;
      return c.json(await createShareLink({ db, userId, billingEnabled, appUrl, fields }), 201);
    })
    .patch("/", async (c) => {
      const fields = validatePayload(updateShareLinkPayload, await readJson(c.req));
      const userId = c.get("user").id;
      return c.json(await updateShareLink({ db, userId, billingEnabled, appUrl, fields }));
    })
    .delete("/", async (c) => {
      const { id } = validatePayload(idPayload, await readJson(c.req));
      await deleteShareLink({ db, userId: c.get("user").id, id });
      return c.json({ ok: true });
    });
}
