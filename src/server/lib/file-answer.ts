// A file a person asked for (a PDF, a Word file, a resume's text, their account's data, streamed):
// never kept by a shared cache, since it is theirs (or a share link's, which adds its own
// X-Robots-Tag).

export function fileAnswer(
  bytes: Uint8Array | string | ReadableStream<Uint8Array>,
  headers: { "Content-Type": string; "Content-Disposition"?: string } & Record<string, string>,
): Response {
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: { ...headers, "Cache-Control": "private, no-store" },
  });
}
