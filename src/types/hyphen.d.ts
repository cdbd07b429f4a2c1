// The `hyphen` package ships no types: the part of its API the importer uses (TeX's US English
// hyphenation patterns, read synchronously).
declare module "hyphen/en-us/index.js" {
  interface HyphenOptions {
    /** The mark put at each place the word may break (U+00AD by default). */
    hyphenChar?: string;
    /** Shorter words are left whole (5 by default). */
    minWordLength?: number;
  }
  const hyphenation: { hyphenateSync(text: string, options?: HyphenOptions): string };
  export default hyphenation;
}
