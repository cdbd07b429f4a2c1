import { chromiumEngine } from "./engines/chromium.ts";
import { docxEngine } from "./engines/docx.ts";
import { libreofficeEngine } from "./engines/libreoffice.ts";
import { oursEngine } from "./engines/ours.ts";
import type { SampleEngine } from "./engines/sample-engine.ts";
import type { ExpectedResume } from "./expected-resume.ts";
import { type CacheSlot, fileHash, readSlot, sourcesHash, writeSlot } from "./sample-cache.ts";
import { readSourceResume, sourceResumeNames, sourceResumePath } from "./source-resume.ts";

// The import test set (issue 15): every corpus resume printed by independent engines, so the
// document reader is not tuned to our own layout. An engine is "<family>-<variant>":
// "ours-classic" ... "ours-creative", "chromium-one-column|sidebar|table",
// "docx-headings|plain", "libreoffice-headings|plain". Samples are made once and cached.

const engines: SampleEngine[] = [oursEngine, chromiumEngine, docxEngine, libreofficeEngine];

interface SampleId {
  /** "chromium-sidebar" */
  engine: string;
  family: SampleEngine["family"];
  /** The corpus resume: "nurse-to-health-it". */
  resume: string;
}

export interface ImportSample extends SampleId {
  fileName: string;
  bytes: Uint8Array;
  /** What the sample printed, for the scorer. */
  expected: ExpectedResume;
}

/** Every engine name, in table order. */
const importSetEngines: string[] = engines.flatMap((engine) =>
  engine.variants.map((variant) => `${engine.family}-${variant}`),
);

function engineOf(name: string): { engine: SampleEngine; variant: string } {
  for (const engine of engines) {
    const variant = engine.variants.find((item) => `${engine.family}-${item}` === name);
    if (variant) return { engine, variant };
  }
  throw new Error(`No import-set engine "${name}": one of ${importSetEngines.join(", ")}.`);
}

const allSources = (engine: SampleEngine): string[] => [
  ...engine.sources,
  ...(engine.convertsFrom ? allSources(engine.convertsFrom) : []),
];

function slotOf(engine: SampleEngine, variant: string, resume: string): CacheSlot {
  return {
    engine: `${engine.family}-${variant}`,
    resume,
    extension: engine.extension,
    key: `${sourcesHash(allSources(engine))}-${fileHash(sourceResumePath(resume))}`,
  };
}

interface Wanted {
  variant: string;
  resume: string;
}

/**
 * The files of `engine` for `items`, from the cache or made in one batch per engine (one
 * browser, one LibreOffice call). A converting engine first gets its input files the same way.
 */
async function samplesOf(engine: SampleEngine, items: Wanted[]): Promise<Uint8Array[]> {
  const slots = items.map((item) => slotOf(engine, item.variant, item.resume));
  const files = await Promise.all(slots.map(readSlot));
  const missing = items.flatMap((item, i) => (files[i] ? [] : [{ ...item, i }]));
  if (missing.length) {
    const inputs = engine.convertsFrom ? await samplesOf(engine.convertsFrom, missing) : [];
    const made = await engine.generate(
      missing.map((item, k) => ({
        resume: readSourceResume(item.resume),
        variant: item.variant,
        input: inputs[k],
      })),
    );
    await Promise.all(
      missing.map(async (item, k) => {
        const bytes = made[k];
        const slot = slots[item.i];
        if (!bytes || !slot)
          throw new Error(`${engine.family}-${item.variant} made no file for ${item.resume}.`);
        await writeSlot(slot, bytes);
        files[item.i] = bytes;
      }),
    );
  }
  return files.map((bytes) => bytes ?? new Uint8Array());
}

const fileNameOf = (engine: SampleEngine, variant: string, resume: string) =>
  `${resume}-${engine.family}-${variant}.${engine.extension}`;

/** One sample file, e.g. ("docx-headings", "nurse-to-health-it"): for the e2e upload tests. */
export async function importSetFile(
  engineName: string,
  resumeName: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { engine, variant } = engineOf(engineName);
  if (!sourceResumeNames.includes(resumeName)) throw new Error(`No corpus resume "${resumeName}".`);
  const [bytes] = await samplesOf(engine, [{ variant, resume: resumeName }]);
  return { bytes: bytes ?? new Uint8Array(), fileName: fileNameOf(engine, variant, resumeName) };
}

/**
 * Every (engine, resume) sample, or those `only` names: "chromium-table", "nurse-to-health-it",
 * "chromium-table/nurse-to-health-it", "ours" (a family); several separated by commas.
 */
export async function importSetSamples(only = ""): Promise<ImportSample[]> {
  const filters = only
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const wanted = (id: SampleId) =>
    filters.length === 0 ||
    filters.some((filter) => {
      const [what, resume] = filter.split("/");
      if (resume !== undefined) return (what === id.engine || what === id.family) && resume === id.resume;
      return what === id.engine || what === id.family || what === id.resume;
    });
  // Engines print side by side (Chromium and LibreOffice run in their own processes while ours
  // renders here); a converting engine starts once the files it converts are there.
  const tasks = new Map<SampleEngine, Promise<ImportSample[]>>();
  const samplesFor = async (engine: SampleEngine): Promise<ImportSample[]> => {
    const ids = engine.variants.flatMap((variant) =>
      sourceResumeNames
        .map((resume) => ({ engine: `${engine.family}-${variant}`, family: engine.family, resume, variant }))
        .filter(wanted),
    );
    if (engine.convertsFrom) await tasks.get(engine.convertsFrom);
    const files = ids.length ? await samplesOf(engine, ids) : [];
    return ids.map(
      ({ variant, ...id }, i): ImportSample => ({
        ...id,
        fileName: fileNameOf(engine, variant, id.resume),
        bytes: files[i] ?? new Uint8Array(),
        expected: engine.expected(readSourceResume(id.resume), variant),
      }),
    );
  };
  for (const engine of engines) tasks.set(engine, samplesFor(engine));
  return (await Promise.all(tasks.values())).flat();
}
