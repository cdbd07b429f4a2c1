// English month names for the documents the generators print ("Apr", "April"), from Intl rather
// than a table of our own: the product's month table (src/shared/month-year.ts) reads dates in six
// languages; these only print them.

const formats = {
  short: new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" }),
  long: new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }),
};

/** Month `index` (0 = January) as "Jan" or "January". */
export const monthName = (index: number, width: "short" | "long"): string =>
  formats[width].format(new Date(Date.UTC(2000, index, 1)));
