import { createRequire } from "node:module";
import type compromise from "compromise";

type Nlp = typeof compromise;

const require = createRequire(import.meta.url);
let loaded: Nlp | undefined;
const load = (): Nlp => {
  loaded ??= require("compromise") as Nlp;
  return loaded;
};

/**
 * compromise, loaded on its first use rather than at server start: its ES modules are the
 * largest part of the server's import graph (~440 files, ~0.3 s of every start), and only the
 * writers need it. The CommonJS build is one bundled file. Called and read exactly like
 * compromise's default export.
 */
export const nlp: Nlp = new Proxy((() => {}) as unknown as Nlp, {
  apply: (_target, thisArg, args) => Reflect.apply(load(), thisArg, args),
  get: (_target, property) => Reflect.get(load(), property),
});
