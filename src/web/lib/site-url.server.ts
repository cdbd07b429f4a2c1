// Absolute URLs for Open Graph tags and canonical links. The server's APP_URL is the public
// address (behind a proxy the request's own host may be an internal one); without it, the
// request's origin.
export function pageUrl(request: Request, path = new URL(request.url).pathname): string {
  const base = (process.env.APP_URL || new URL(request.url).origin).replace(/\/+$/, "");
  return `${base}${path}`;
}
