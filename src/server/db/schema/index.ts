export * from "./ai.ts";
export * from "./api-key.ts";
export * from "./auth.ts";
export * from "./entitlement.ts";
export * from "./job.ts";
export * from "./outbox.ts";
export * from "./resume.ts";
export * from "./site.ts";
