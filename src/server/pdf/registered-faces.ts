import { Font } from "@react-pdf/renderer";

// react-pdf reads a face's file the first time a page names its family and keeps the fontkit
// face for the worker's life. What a face needs fixed or cached is put on it here, once, as soon
// as it loads and before any text is laid out in it.

/** The part of a fontkit face the hooks use. */
export interface Face {
  getGlyph(id: number, codePoints?: number[]): unknown;
  layout(text: unknown, features?: unknown, script?: string, language?: string, direction?: string): object;
}

type FaceHook = (face: Face) => void;

const hookedSources = new WeakSet<object>();
const hookedFaces = new WeakSet<object>();

/** Runs each hook on every registered face when it loads (standard PDF fonts have no face). */
export function onEveryFaceLoad(...hooks: FaceHook[]) {
  for (const family of Object.values(Font.getRegisteredFonts())) {
    for (const source of family.sources) {
      if (hookedSources.has(source)) continue;
      hookedSources.add(source);
      const load = source.load.bind(source);
      source.load = async () => {
        await load();
        const face = source.data;
        if (!face || face.type === "STANDARD" || hookedFaces.has(face)) return;
        hookedFaces.add(face);
        for (const hook of hooks) hook(face as unknown as Face);
      };
    }
  }
}
