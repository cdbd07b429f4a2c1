import type { Config } from "@react-router/dev/config";

// Public pages render on the server (SEO, first paint); the /app area renders in the
// browser behind a session (its routes use clientLoader + HydrateFallback).
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
