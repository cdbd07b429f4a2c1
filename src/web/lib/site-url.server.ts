import { trimEndChars } from "../../shared/linear-text";
import { APP_URL_HEADER } from "../../shared/server-to-page";

// Absolute URLs for Open Graph tags and canonical links, under the server's APP_URL (the
// public address, or its default http://localhost:PORT), which the server hands over in this
// header (src/server/site/web-routes.ts overwrites any client-sent value). Never the request's
// own Host: the client writes that one.

export function pageUrl(request: Request, path = new URL(request.url).pathname): string {
  const appUrl = request.headers.get(APP_URL_HEADER);
  if (!appUrl) throw new Error(`the server did not hand its APP_URL to the page (${APP_URL_HEADER})`);
  return `${trimEndChars(appUrl, "/")}${path}`;
}
