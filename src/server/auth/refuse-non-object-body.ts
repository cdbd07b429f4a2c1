/**
 * Every Better Auth endpoint takes a JSON object. Its phone-number plugin tests
 * `"phoneNumber" in body` on /update-user, which throws for a body like `0` or `"x"` and
 * answers 500, so such bodies are refused here first, in Better Auth's own error shape.
 */
export async function refuseNonObjectBody(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !/json/i.test(request.headers.get("content-type") ?? "")) return null;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return null; // not JSON at all: Better Auth answers that itself
  }
  if (typeof body === "object" && body !== null && !Array.isArray(body)) return null;
  return Response.json(
    { code: "VALIDATION_ERROR", message: "The request body must be a JSON object." },
    { status: 400 },
  );
}
