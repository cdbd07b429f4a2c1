import { describe, expect, it } from "vitest";
import { type ContactDetails, contactPieces, readContactPieces } from "./contact-details.ts";

// Contact lines as real templates print them: icons from icon fonts, stray glyphs, icon names,
// labels in their own tab stop, single spaces between details, masked digits.

function read(...parts: string[]) {
  const details: ContactDetails = { profiles: [] };
  const rest = readContactPieces(contactPieces(parts), details);
  return { ...details, rest };
}

describe("contact details", () => {
  it("reads a detail after a contact label that has no colon", () => {
    const got = read("Mobile +351 21 555 0199 | Email rui.m@example.pt", "Tel. 555.010.4477");
    expect(got.phone).toBe("+351 21 555 0199");
    expect(got.email).toBe("rui.m@example.pt");
    expect(got.rest).toEqual([]);
  });

  it("keeps a label-like word before words that are no detail", () => {
    const got = read("rui.m@example.pt", "Mobile app developer");
    expect(got.rest).toEqual(["Mobile app developer"]);
  });

  it("splits a line at icon-font glyphs and reads a handle after a network's icon", () => {
    const got = read("\uf3c5 Lyon, France \uf0e0 ana@example.org \uf0c1 ana.example.org \uf09b anadev");
    expect(got.email).toBe("ana@example.org");
    expect(got.url).toBe("https://ana.example.org");
    expect(got.profiles).toEqual([{ network: "GitHub", username: "anadev" }]);
    expect(got.place).toBe("Lyon, France");
    expect(got.rest).toEqual([]);
  });

  it("drops a stray glyph or an icon's name before a detail", () => {
    const got = read(
      "# ana@example.org",
      "I (555) 123-4567",
      "LINKEDIN ana-dev",
      "HOUSE-CHIMNEY www.ana.dev",
    );
    expect(got).toMatchObject({
      email: "ana@example.org",
      phone: "(555) 123-4567",
      url: "https://www.ana.dev",
    });
    expect(got.profiles).toEqual([{ network: "LinkedIn", username: "ana-dev" }]);
  });

  it("reads details set side by side with single spaces, and a place beside them", () => {
    const got = read("ana@example.org +1 (415) 555-0100 Paris, Texas github.com/anadev");
    expect(got).toMatchObject({
      email: "ana@example.org",
      phone: "+1 (415) 555-0100",
      place: "Paris, Texas",
    });
    expect(got.profiles).toEqual([
      { network: "GitHub", url: "https://github.com/anadev", username: "anadev" },
    ]);
  });

  it("joins a label to its value in the next tab stop, and reads labelled places", () => {
    expect(read("Contact No.", ": +63 912 345 6789").phone).toBe("+63 912 345 6789");
    expect(read("Address", ": 12 Rizal St, Cebu City").place).toBe("12 Rizal St, Cebu City");
  });

  it("reads masked digits, an unspaced bar and a network printed like an address", () => {
    const got = read("(+86) 131-221-87xxx|ana.dev", "Github:// anadev");
    expect(got.phone).toBe("(+86) 131-221-87xxx");
    expect(read("+41 79 *** ** **").phone).toBe("+41 79 *** ** **");
    expect(read("555-0100 x12").phone).toBe("555-0100 x12");
    expect(got.url).toBe("https://ana.dev");
    expect(got.profiles).toEqual([{ network: "GitHub", username: "anadev" }]);
  });

  it("reads details parted by a bar between no-break spaces, as Word and Writer keep them", () => {
    const got = read("Port Elm, WS \u00a0|\u00a0 614-555-0100 \u00a0|\u00a0 ana@example.org");
    expect(got.phone).toBe("614-555-0100");
    expect(got.email).toBe("ana@example.org");
    expect(got.rest).toEqual(["Port Elm, WS"]);
  });

  it("takes no library or two years for a detail", () => {
    const got = read("Node.js", "ES.Next", "2019 - 2021", "1863-1865");
    expect([got.url, got.phone, got.profiles.length]).toEqual([undefined, undefined, 0]);
  });

  it("reads letter-spaced addresses", () => {
    expect(read("a n a . d e v @e x a m p le . o r g").email).toBe("ana.dev@example.org");
  });

  it("keeps a second address on no known network as a link, not lost", () => {
    const got = read("ana.dev | blog.ana.dev | ana.dev");
    expect(got.url).toBe("https://ana.dev");
    expect(got.profiles).toEqual([{ url: "https://blog.ana.dev" }]);
    expect(got.rest).toEqual([]);
  });
});

describe("a separator set apart with a detail", () => {
  it("reads the phone from a part that ends with its separator", () => {
    const got = read("555-0100 •", "jordan.vale@example.org");
    expect(got).toMatchObject({ phone: "555-0100", email: "jordan.vale@example.org" });
    expect(got.rest).toEqual([]);
  });
});

describe("a network's name in a cell before its handle", () => {
  it("reads the name as the handle's label", () => {
    const got = read("LinkedIn", "jordan-vale-rn");
    expect(got.profiles).toEqual([{ network: "LinkedIn", username: "jordan-vale-rn" }]);
    expect(got.rest).toEqual([]);
  });

  it("leaves a network's name before a sentence alone", () => {
    expect(read("GitHub", "Port Elm projects").profiles).toEqual([]);
  });
});

describe("separators people put between contact details", () => {
  it("parts details at bullets with no spaces around them", () => {
    const got = read("P: (555) 010-1234•E: ana@example.org•Lyon, France•linkedin.com/in/ana-ruiz");
    expect(got.phone).toBe("(555) 010-1234");
    expect(got.email).toBe("ana@example.org");
    expect(got.place).toBe("Lyon, France");
    expect(got.profiles).toMatchObject([{ network: "LinkedIn", url: "https://linkedin.com/in/ana-ruiz" }]);
  });

  it("parts details at diamonds and at spaced slashes", () => {
    const diamonds = read("+44 20 7946 0000 ⋄ ana@example.org ⋄ London, UK");
    expect([diamonds.phone, diamonds.email, diamonds.place, diamonds.rest]).toEqual([
      "+44 20 7946 0000",
      "ana@example.org",
      "London, UK",
      [],
    ]);
    const slashes = read("Lyon, France / 555.010.1234 / ana@example.org");
    // The place is left for the header to read (readHeader), as any piece that is no detail.
    expect([slashes.phone, slashes.email, slashes.rest]).toEqual([
      "555.010.1234",
      "ana@example.org",
      ["Lyon, France"],
    ]);
  });

  it("parts details listed with semicolons, as a sentence lists them", () => {
    const got = read("ana@example.org; 0123 456789; 12 Rue Neuve, Lyon; ana.example.com;");
    expect(got.email).toBe("ana@example.org");
    expect(got.phone).toBe("0123 456789");
    expect(got.url).toBe("https://ana.example.com");
  });

  it("parts details at a middle dot with no spaces, but not inside a Catalan word", () => {
    const got = read("(555) 010-1234·ana@example.org·Col·legi de Sant Pau");
    expect(got.phone).toBe("(555) 010-1234");
    expect(got.email).toBe("ana@example.org");
    expect(got.rest).toEqual(["Col·legi de Sant Pau"]);
  });
});

describe("labelled details typed one after another with single spaces", () => {
  it("starts a detail at each contact label, one-letter labels too", () => {
    const got = read("P: 555-010-1234 E: ana@example.org W: ana.example.com");
    expect([got.phone, got.email, got.url, got.profiles, got.rest]).toEqual([
      "555-010-1234",
      "ana@example.org",
      "https://ana.example.com",
      [],
      [],
    ]);
    const words = read("Phone number: 555-010-1234 E-mail: ana@example.org");
    expect([words.phone, words.email]).toEqual(["555-010-1234", "ana@example.org"]);
  });

  it("keeps a labelled place whole, and a colon after a word that is no label", () => {
    expect(read("Address: 12 Main St, Springfield").rest).toEqual([]);
    expect(read("Focus: care of the elderly").rest).toEqual(["Focus: care of the elderly"]);
  });
});

describe("a labelled detail with more details after it on its piece", () => {
  it("gives the label its one detail and reads the rest as details of their own", () => {
    const got = read("E-Mail: ana@example.org https://www.linkedin.com/in/ana-ruiz");
    expect(got.email).toBe("ana@example.org");
    expect(got.profiles).toMatchObject([
      { network: "LinkedIn", url: "https://www.linkedin.com/in/ana-ruiz" },
    ]);
    expect(got.rest).toEqual([]);
  });
});
