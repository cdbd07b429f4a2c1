import { Page, Text, View } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { fontStack } from "./font-stack.ts";
import { WIDE_FALLBACK } from "./fonts.ts";

const page = (...lines: string[]) =>
  h(Page, null, h(View, null, ...lines.map((line, i) => h(Text, { key: i }, "• ", line))));

describe("fontStack", () => {
  it("gives Latin, Cyrillic and Arabic text no CJK font (those files are megabytes)", () => {
    expect(fontStack("roboto", page("Nguyễn Thị Minh Anh", "Oleksandr Шевченко", "ليلى حداد"))).toEqual([
      "roboto",
      WIDE_FALLBACK,
    ]);
    expect(fontStack(WIDE_FALLBACK, page("Zoë Ångström"))).toEqual([WIDE_FALLBACK]);
  });

  it("adds the fonts of the CJK scripts the printed text uses, Japanese before Chinese", () => {
    expect(fontStack("dejavu-serif", page("山田 花子", "神戸生命医科学研究センター"))).toEqual([
      "dejavu-serif",
      "noto-sans-jp",
      "noto-sans-sc",
      WIDE_FALLBACK,
    ]);
    expect(fontStack("roboto", page("张伟"))).toEqual(["roboto", "noto-sans-sc", WIDE_FALLBACK]);
    expect(fontStack("roboto", page("김민준"))).toEqual(["roboto", "noto-sans-kr", WIDE_FALLBACK]);
  });
});
