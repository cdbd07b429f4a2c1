import { fuzzEndpoints } from "./hostile-fuzz.ts";

// PDF and file downloads, AI tailoring and revisions, cover letters, jobs (see hostile-fuzz.ts).
fuzzEndpoints("documents and AI");
