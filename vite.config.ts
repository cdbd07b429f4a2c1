import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// React, React DOM and React Router, which every page needs, in one script file for the browser
// (issue 17 goal 2, docs/decisions/026): Rolldown split them into seven, and on a slow link over
// HTTP/1.1 each file waits for one of six connections and a round trip. One file is also ~5 KB
// smaller compressed. (Grouping our own shared code by the pages that use it was tried too: it
// either kept the many small files or, merging them, sent the wizard code of the public pages.)
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
      },
}));
