// The small icons resume designs print before each contact detail (a phone, an envelope, a
// pin, a network's logo), as they come out of a PDF's text layer:
// - icon fonts (Font Awesome and its kin) put their glyphs in the Private Use Area;
// - emoji and dingbats ("📱", "🖂", "✉", "☎") are used as icons too;
// - a glyph the font gives no Unicode for comes out as a control character;
// - LaTeX icon fonts without a Unicode map come out as one stray character ("#", "ð", "§", "I")
//   before the detail, or, with the fontawesome5 package, as the icon's name in capitals
//   ("HOUSE-CHIMNEY", "GITHUB-SQUARE", "LINKEDIN").
// None of them is part of the detail; where a network's icon is named, it names the network.

/** One icon character: Private Use Area, emoji and pictographs, dingbats. */
const ICON_CHAR =
  /[\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\ue000-\uf8ff\u{1f000}-\u{1faff}\u{f0000}-\u{10fffd}]/u;
/** A control character (C0 but tab and line ends, DEL, C1): an icon glyph the font left unmapped. */
const isControl = (code: number) =>
  (code < 0x20 && code !== 9 && code !== 10 && code !== 13) || (code >= 0x7f && code <= 0x9f);
/** Emoji variation selectors and joiners that follow an icon. */
const ICON_TAIL = /[\ufe0e\ufe0f\u200d]/;

const isIconChar = (char: string) => ICON_CHAR.test(char) || isControl(char.codePointAt(0) ?? 32);

/**
 * The text with a separator ("  ") before each icon, so that the details an icon line puts side
 * by side ("\uF0E0 me@x.com \uF095 555 0100") come apart, each piece led by its icon. An icon
 * between two letters is no icon but a glyph the font could not map inside a word (a ligature:
 * "Pro\u0000les"): it stays.
 */
export function iconsAsSeparators(text: string): string {
  let out = "";
  const chars = [...text];
  chars.forEach((char, index) => {
    const between = /\p{L}/u.test(chars[index - 1] ?? "") && /\p{L}/u.test(chars[index + 1] ?? "");
    const icon = isIconChar(char) && !between && !isIconChar(chars[index - 1] ?? "");
    out += icon ? `  ${char}${/\s/.test(chars[index + 1] ?? " ") ? "" : " "}` : char;
  });
  return out;
}

// Font Awesome's code points for the networks' logos (the icon font most resume templates use,
// in LaTeX, Typst and HTML alike): the icon before a bare handle says whose handle it is.
const ICON_NETWORKS: Record<number, string> = {
  61580: "LinkedIn",
  61665: "LinkedIn",
  61595: "GitHub",
  61586: "GitHub",
  61715: "GitHub",
  62102: "GitLab",
  61593: "Twitter",
  61569: "Twitter",
  58907: "X",
  61805: "Instagram",
  61594: "Facebook",
  61570: "Facebook",
  61799: "YouTube",
  61804: "Stack Overflow",
  61886: "SoundCloud",
  61822: "Skype",
  62150: "Telegram",
  62354: "Discord",
  62710: "Mastodon",
  62010: "Medium",
  61876: "Behance",
  61821: "Dribbble",
};

/** Network words that icon names, labels and "Network:// handle" lines start with. */
export const NETWORK_WORDS: Record<string, string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  gitlab: "GitLab",
  twitter: "Twitter",
  x: "X",
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  stackoverflow: "Stack Overflow",
  "stack overflow": "Stack Overflow",
  skype: "Skype",
  telegram: "Telegram",
  discord: "Discord",
  mastodon: "Mastodon",
  medium: "Medium",
  behance: "Behance",
  dribbble: "Dribbble",
  quora: "Quora",
  kaggle: "Kaggle",
  orcid: "ORCID",
  researchgate: "ResearchGate",
  "google scholar": "Google Scholar",
  bitbucket: "Bitbucket",
  codepen: "CodePen",
  leetcode: "LeetCode",
  hackerrank: "HackerRank",
  wechat: "WeChat",
  weibo: "Weibo",
  xing: "XING",
};

export interface IconLed {
  /** The detail without its icon. */
  value: string;
  /** An icon stood before it. */
  icon: boolean;
  /** The network the icon names, when it is a network's logo. */
  network?: string;
}

/** An icon's name as the fontawesome5 LaTeX package writes it: capitals and hyphens. */
const ICON_NAME = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/;

/**
 * The piece without the icon before it: an icon character, a lone stray character or an icon's
 * name in capitals. `isDetail` says whether the rest is a detail on its own (an email, a phone,
 * a web address): only then is a lone letter or a word in capitals taken for an icon.
 */
export function withoutIcon(piece: string, isDetail: (value: string) => boolean): IconLed {
  const text = piece.trim();
  const first = text.codePointAt(0) ?? 0;
  const firstChar = String.fromCodePoint(first);
  if (isIconChar(firstChar)) {
    let start = firstChar.length;
    while (
      start < text.length &&
      (isIconChar(text[start] as string) || ICON_TAIL.test(text[start] as string))
    )
      start++;
    const rest = text.slice(start);
    const network = ICON_NETWORKS[first];
    return { value: rest.trim(), icon: true, ...(network ? { network } : {}) };
  }
  const space = text.indexOf(" ");
  if (space < 0) return { value: text, icon: false };
  const head = text.slice(0, space);
  const rest = text.slice(space + 1).trim();
  // One stray character: a symbol or a small Latin-1 letter ("ï", "ð") is an icon before anything; a
  // letter ("I (123) 456-7891", "m http://…") only before a detail it cannot be a word of.
  if ([...head].length === 1 && !/\p{N}/u.test(head)) {
    // Sentence punctuation (":", ",", "(") is punctuation, not an icon ("职位: Linux" read as ": Linux").
    // Not a capital: a name may start with an initial ("É Dupont").
    const stray = /[\p{S}\p{P}\u00df-\u00ff]/u.test(head) && !/[.,;:!?'"()[\]{}\-–—/\\]/.test(head);
    if (stray || isDetail(rest)) return { value: rest, icon: true };
    return { value: text, icon: false };
  }
  if (head.length >= 3 && ICON_NAME.test(head) && !rest.includes(" ")) {
    const network = NETWORK_WORDS[(head.split("-")[0] ?? "").toLowerCase()];
    if (network || isDetail(rest)) return { value: rest, icon: true, ...(network ? { network } : {}) };
  }
  return { value: text, icon: false };
}
