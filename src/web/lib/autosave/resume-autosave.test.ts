import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ResumeDocument } from "../../../shared/resume";
import { ApiError } from "../api-client";
import { heldKey } from "./held-store";
import { ResumeAutosave } from "./resume-autosave";

// The store against a stand-in for the API (the server's answers as docs/api.md gives them):
// a field that cannot be saved is held back on its own, kept in the browser, and shown again
// after a reload.

const server = vi.hoisted(() => ({
  doc: undefined as unknown as Record<string, unknown>,
  updates: [] as Record<string, unknown>[],
  rowUpdates: [] as Record<string, unknown>[],
  /** Fields the server refuses whatever the browser thinks of them. */
  refuse: {} as Record<string, string>,
  /** A refusal of the whole save that names no field. */
  refuseAll: null as string | null,
}));

vi.mock("../resume-api", () => {
  const refusal = (fields: object) => {
    const issues = Object.keys(fields)
      .filter((field) => server.refuse[field])
      .map((field) => ({ path: field, message: `${field}: ${server.refuse[field]}` }));
    return issues.length
      ? new ApiError(400, "bad_request", issues.map((issue) => issue.message).join(" "), { issues })
      : null;
  };
  return {
    resumeApi: {
      item: async () => structuredClone(server.doc),
      update: async (_id: number, _updatedAt: string, fields: Record<string, unknown>) => {
        if (server.refuseAll) throw new ApiError(400, "bad_request", server.refuseAll);
        const refused = refusal(fields);
        if (refused) throw refused;
        server.updates.push(fields);
        server.doc = { ...server.doc, ...fields, updated_at: `t${server.updates.length}` };
        return structuredClone(server.doc);
      },
    },
    entityApi: {
      update: async (type: string, id: number, fields: Record<string, unknown>) => {
        const refused = refusal(fields);
        if (refused) throw refused;
        server.rowUpdates.push(fields);
        const rows = server.doc[type] as Record<string, unknown>[];
        const index = rows.findIndex((row) => row.id === id);
        rows[index] = { ...rows[index], ...fields };
        return structuredClone(rows[index]);
      },
    },
  };
});

/** A Storage over a Map, like the browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const experience = {
  id: 7,
  order: 0,
  company: "Lakeshore Regional",
  role: "Registered Nurse",
  start_date: "08/2011",
  end_date: "",
  still_working: true,
  company_address: "",
  responsibilities: "",
};

function newDoc(): Record<string, unknown> {
  return {
    id: 42,
    user_id: "u",
    order: 0,
    image_name: null,
    file_generated: false,
    updated_at: "t0",
    name: "My resume",
    full_name: "Ada",
    desired_role: "",
    years_experience: null,
    hobbies: "",
    email: "ada@example.com",
    phone: "",
    address: "",
    summary: "",
    skills: [],
    sections: [],
    languages: [],
    links: [],
    job_posting: "",
    user_instructions: "",
    free_generated: false,
    experiences: [{ ...experience }],
    educations: [],
    projects: [],
    certificates: [],
  };
}

const open = (storage: Storage) => new ResumeAutosave(structuredClone(server.doc) as ResumeDocument, storage);

/** Sends what is pending and waits until the saves are done (held fields stay). */
async function settle(store: ResumeAutosave) {
  await store.whenSaved(2_000);
}

beforeEach(() => {
  server.doc = newDoc();
  server.updates = [];
  server.rowUpdates = [];
  server.refuse = {};
  server.refuseAll = null;
});

describe("resume autosave with a field that cannot be saved", () => {
  it("saves the valid fields, holds the invalid one back and says where it is", async () => {
    const storage = memoryStorage();
    const store = open(storage);
    store.setValue("email", "ada@");
    store.setValue("full_name", "Ada Lovelace");
    await settle(store);

    expect(server.updates).toEqual([{ full_name: "Ada Lovelace" }]);
    expect(store.status()).toEqual({ kind: "saved" });
    expect(store.held()).toEqual([
      { kind: "resume", field: "email", message: "Enter a valid email address." },
    ]);
    expect(store.value("email")).toBe("ada@");
    expect(store.hasUnsaved()).toBe(true);
    expect(JSON.parse(storage.getItem(heldKey(42)) ?? "null")).toEqual({
      resume: { email: { shown: "ada@", base: "ada@example.com" } },
      rows: {},
    });
    store.dispose();
  });

  it("shows a held value again after a reload, marked, and forgets it once it saves", async () => {
    const storage = memoryStorage();
    const first = open(storage);
    const [row] = first.rows("experiences");
    first.setRowValue("experiences", row!, "start_date", "2011-13");
    first.setRowValue("experiences", row!, "role", "Charge Nurse");
    await settle(first);
    expect(server.rowUpdates).toEqual([{ role: "Charge Nurse" }]);
    first.dispose();

    // The reload: the server's date is still the old one, the typed one comes back, marked.
    const second = open(storage);
    const [again] = second.rows("experiences");
    expect(second.rowValue("experiences", again!, "start_date")).toBe("2011-13");
    expect(second.rowValue("experiences", again!, "role")).toBe("Charge Nurse");
    expect(second.held()).toMatchObject([
      { kind: "row", type: "experiences", index: 0, field: "start_date" },
    ]);

    second.setRowValue("experiences", again!, "start_date", "08/2012");
    await settle(second);
    expect(second.held()).toEqual([]);
    expect(second.hasUnsaved()).toBe(false);
    expect(storage.getItem(heldKey(42))).toBeNull();
    second.dispose();
  });

  it("does not bring back a held value when the field was saved elsewhere since", async () => {
    const storage = memoryStorage();
    const first = open(storage);
    first.setValue("email", "ada@");
    await settle(first);
    first.dispose();
    server.doc = { ...server.doc, email: "ada@lovelace.dev" };

    const second = open(storage);
    expect(second.value("email")).toBe("ada@lovelace.dev");
    expect(second.held()).toEqual([]);
    second.dispose();
  });

  it("holds back the field the server refuses, with its message, and saves the rest", async () => {
    server.refuse = { phone: "Phone numbers may not say that." };
    const storage = memoryStorage();
    const store = open(storage);
    store.setValue("phone", "call me maybe");
    store.setValue("address", "London");
    await settle(store);

    expect(server.updates).toEqual([{ address: "London" }]);
    expect(store.held()).toEqual([
      { kind: "resume", field: "phone", message: "Phone numbers may not say that." },
    ]);
    expect(store.value("phone")).toBe("call me maybe");
    expect(store.status()).toEqual({ kind: "saved" });

    // Changing it ends the refusal: the new value is sent.
    server.refuse = {};
    store.setValue("phone", "+44 20 7946 0000");
    await settle(store);
    expect(server.updates.at(-1)).toEqual({ phone: "+44 20 7946 0000" });
    expect(store.held()).toEqual([]);
    store.dispose();
  });

  it("keeps a refused row field and the row's other fields save", async () => {
    server.refuse = { company_address: "Too far away." };
    const store = open(memoryStorage());
    const [row] = store.rows("experiences");
    store.setRowValue("experiences", row!, "company_address", "The Moon");
    store.setRowValue("experiences", row!, "company", "Lakeshore General");
    await settle(store);
    expect(server.rowUpdates).toEqual([{ company: "Lakeshore General" }]);
    expect(store.rowError(row!, "company_address")).toBe("Too far away.");
    expect(store.rowValue("experiences", row!, "company_address")).toBe("The Moon");
    store.dispose();
  });

  it("a refusal it cannot place keeps every value and says the save failed", async () => {
    server.refuseAll = "Something is wrong.";
    const store = open(memoryStorage());
    store.setValue("phone", "555");
    store.setValue("address", "Paris");
    await settle(store);
    expect(store.status()).toEqual({ kind: "rejected", message: "Something is wrong." });
    expect(store.value("phone")).toBe("555");
    expect(store.value("address")).toBe("Paris");
    expect(store.hasUnsaved()).toBe(true);
    store.dispose();
  });
});
