import { describe, expect, it } from "vitest";
import { headerLinks, shownLink } from "./header-links.ts";

const row = (label: string, link: string) => ({ label, link });

describe("header links", () => {
  it("finds LinkedIn by its host or its label", () => {
    expect(headerLinks([row("Profile", "https://www.linkedin.com/in/maria-lopez-rn")]).linkedin?.label).toBe(
      "Profile",
    );
    expect(headerLinks([row("LinkedIn", "https://lnkd.in/abc")]).linkedin?.link).toBe("https://lnkd.in/abc");
    expect(headerLinks([row("GitHub", "https://github.com/ml")]).linkedin).toBeUndefined();
  });

  it("finds the portfolio by its label first, whatever the host", () => {
    const links = [
      row("GitHub", "https://github.com/ml"),
      row("My site", "https://mlopez.dev"),
      row("Portfolio", "https://github.com/ml/portfolio"),
    ];
    expect(headerLinks(links).portfolio?.label).toBe("Portfolio");
    expect(headerLinks([row("Personal website", "https://x.example")]).portfolio?.label).toBe(
      "Personal website",
    );
    expect(headerLinks([row("Home page", "https://x.example")]).portfolio?.label).toBe("Home page");
  });

  it("else a portfolio host, else the first link of the person's own", () => {
    expect(
      headerLinks([row("GitHub", "https://github.com/ml"), row("Work", "https://www.behance.net/ml")])
        .portfolio?.label,
    ).toBe("Work");
    expect(
      headerLinks([row("GitHub", "https://github.com/ml"), row("Teaching", "https://ms-lopez-teaches.org/")])
        .portfolio?.label,
    ).toBe("Teaching");
    // A page deep in someone else's site (an article, a talk) is no portfolio.
    expect(headerLinks([row("Paper", "https://journal.example/articles/123")]).portfolio).toBeUndefined();
    expect(headerLinks([row("Search", "https://example.com/?q=rn")]).portfolio).toBeUndefined();
    expect(headerLinks([row("Pages", "https://ml.github.io")]).portfolio?.label).toBe("Pages");
  });

  it("finds no portfolio among networks, mail links or LinkedIn", () => {
    const links = [
      row("GitHub", "https://github.com/ml"),
      row("X", "https://x.com/ml"),
      row("Email", "mailto:ml@example.com"),
      row("LinkedIn", "https://linkedin.com/in/ml"),
    ];
    expect(headerLinks(links).portfolio).toBeUndefined();
    expect(headerLinks([]).linkedin).toBeUndefined();
  });

  it("shows a link without its scheme and closing slash", () => {
    expect(shownLink("https://www.linkedin.com/in/ml/")).toBe("www.linkedin.com/in/ml");
    expect(shownLink("http://mlopez.dev")).toBe("mlopez.dev");
  });
});
