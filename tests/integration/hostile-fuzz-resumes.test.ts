import { fuzzEndpoints } from "./hostile-fuzz.ts";

// Resumes, their rows, photos, import and export, the account (see hostile-fuzz.ts).
fuzzEndpoints("resumes");
