// The cycle rule between the server's domain folders (docs/decisions/013-boundaries.md), run by
// `npm run lint:deps` after .dependency-cruiser.cjs. It has a file of its own because
// dependency-cruiser's folder rules ("scope": "folder") see every import of a folder's files and
// take no "via" filter yet: a test that imports fixtures and helpers from everywhere would make
// folders look mutually dependent when the code is not. So this run leaves tests out.

const base = require("./.dependency-cruiser.cjs");

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular-module-folders",
      comment:
        "Domain folders (src/server/modules/<a> and <b>) do not depend on each other both ways: " +
        "one of them is the lower, and what both need moves into it (or below modules/).",
      severity: "error",
      scope: "folder",
      // A domain's subfolders (import-export/documents) count as the domain: its own parts may
      // import each other either way.
      from: { path: "^src/server/modules/([^/]+)" },
      to: { path: "^src/server/modules/", pathNot: "^src/server/modules/$1(/|$)", circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: ["\\.test(-data)?\\.tsx?$", "^tests/"] },
  },
};
