import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The built stylesheets (build/client/assets/*.css) read once each, for pages that inline them.
const cache = new Map<string, string | null>();

function readBuilt(href: string): string | null {
  try {
    // This module runs from the server build (build/server/index.js); the client build is beside it.
    return readFileSync(fileURLToPath(new URL(`../client${href}`, import.meta.url)), "utf8");
  } catch {
    return null;
  }
}

/** The text of the root route's stylesheets, or null if one is missing. */
export function rootStyles(hrefs: string[]): string | null {
  const texts = hrefs.map((href) => {
    if (!cache.has(href)) cache.set(href, readBuilt(href));
    return cache.get(href) ?? null;
  });
  return texts.length > 0 && texts.every((text) => text !== null) ? texts.join("\n") : null;
}
