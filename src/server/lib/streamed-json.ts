// Writes a large JSON document piece by piece, so that only the piece being written has to be
// in memory. The output is byte for byte what JSON.stringify(document, null, 2) would give.

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

/** JSON.stringify(value, null, 2) re-indented to sit `depth` levels deep (strings hold no raw newline). */
const pretty = (value: unknown, depth: number) =>
  (JSON.stringify(value, null, 2) ?? "null").replaceAll("\n", `\n${"  ".repeat(depth)}`);

/**
 * The pieces of `JSON.stringify(fields, null, 2)`, in field order. A field whose value is an
 * AsyncIterable (an async generator that reads a page at a time) is written as an array, one
 * item at a time; it is not started before the fields ahead of it have been written.
 */
export async function* prettyJsonPieces(fields: Record<string, unknown>): AsyncGenerator<string> {
  let separator = "{\n  ";
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue; // as JSON.stringify does
    yield `${separator}${JSON.stringify(key)}: `;
    separator = ",\n  ";
    if (isAsyncIterable(value)) yield* arrayPieces(value);
    else yield pretty(value, 1);
  }
  yield separator === "{\n  " ? "{}" : "\n}";
}

async function* arrayPieces(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let separator = "[\n    ";
  for await (const item of items) {
    yield `${separator}${pretty(item, 2)}`;
    separator = ",\n    ";
  }
  yield separator === "[\n    " ? "[]" : "\n  ]";
}

// Small pieces are gathered into chunks of about this many characters: one write to the socket
// each, instead of one per comma.
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * The pieces as a UTF-8 response body, produced only as fast as the client reads (the next
 * piece is asked for when the stream is pulled). When producing a piece fails, the status and
 * headers have already gone out: `onError` logs it and the stream errors, so the server drops
 * the connection and the client sees a failed download rather than a short file.
 */
export function byteStreamOf(
  pieces: AsyncIterable<string>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          let chunk = "";
          while (chunk.length < CHUNK_CHARACTERS) {
            const next = await iterator.next();
            if (next.done) {
              if (chunk) controller.enqueue(encoder.encode(chunk));
              controller.close();
              return;
            }
            chunk += next.value;
          }
          controller.enqueue(encoder.encode(chunk));
        } catch (error) {
          onError(error);
          controller.error(new Error("The download stopped part-way because of a server error."));
        }
      },
      // The client went away: stop reading (the generators' pending pages are never fetched).
      async cancel() {
        await iterator.return?.();
      },
    },
    // No read-ahead: a piece is produced only for a read that waits for it. Besides bounding
    // memory, this makes a failure reach @hono/node-server through that read, which destroys the
    // connection; a failure in a read-ahead made it end the response normally instead, with
    // "Error: ..." appended, and the browser would show a finished download.
    { highWaterMark: 0 },
  );
}
