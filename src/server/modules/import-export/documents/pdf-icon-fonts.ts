// Icon fonts: typefaces whose glyphs are pictures (a phone, a pin, a calendar, a star, brand
// logos) mapped onto ordinary or private-use code points. Templates set an icon before contact
// details, dates and headings; its "character" ("z", "#", "", "\b") is no part of the text.
// Recognised by the family name, which these fonts all carry (FontAwesome, Phosphor, Material
// Icons, Simple Icons, academicons, Ionicons, Octicons, Feather, Tabler, Lucide, TeX's
// marvosym / fontawesome packages, Dingbats and Wingdings).

const ICON_FONT =
  /awesome|icons?\b|icons?[-_]|phosphor|marvosym|dingbat|wingding|webdings|academicons|octicons|ionicons|feather|tabler|lucide|glyphicons|entypo|typicons|remixicon|boxicons/i;

export const isIconFont = (fontName: string) => ICON_FONT.test(fontName.replace(/^[A-Z]{6}\+/, ""));
