// An island (docs/decisions/025): a function that runs in the browser on its own, written in
// TypeScript beside its component and sent as the text of an inline script. It must be
// self-contained: no imports used at run time and no outside variables, since only its own
// source is sent; what it needs from the app comes in its one JSON argument.

/** The script text that calls `island(argument)`; `<` is escaped so no `</script>` can end it early. */
export function islandCall<T>(island: (argument: T) => void, argument: T): string {
  const json = JSON.stringify(argument).replace(/</g, "\\u003c");
  return `(${island.toString()})(${json});`;
}
