// Strings for the hostile-input suite (issue 7): what an attacker, a broken client or a confused
// paste sends. hostile-payloads.ts builds fast-check arbitraries from them.

/** Text that must be stored and shown as text, never run: markup, script URLs, markdown. */
export const MARKUP_STRINGS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "</textarea><script>alert(document.cookie)</script>",
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "[click](javascript:alert(1))",
  "**bold** _italic_ # Heading\n- item\n```code```",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "<!-- comment --> ]]> <![CDATA[x]]>",
  "&lt;b&gt;already escaped&lt;/b&gt; &amp; &#x3C;",
  "<style>*{display:none}</style>",
  "<iframe src=//example.com></iframe>",
];

export const SQL_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE resume; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "%' AND '%'='",
  "\\'; --",
  "$1 $$ $body$",
  "E'\\x00'",
  "_%_%",
];

export const UNICODE_STRINGS = [
  "👩🏽‍💻🚀🇨🇦",
  "\u202eevil.exe\u202c",
  "שלום עולם مرحبا بالعالم",
  "a\u200bb\u200c\u200d\ufeffc\u2060",
  "Z̴̡̪͌a̷̛l̶g̵o̴",
  "\ud800",
  "x\udfffy",
  "end\ud83d",
  "\u0000",
  "nul\u0000inside",
  "bell\u0007esc\u001b[31mred",
  "line\r\nbreak\rcr",
  "\u2028\u2029",
  "\uffff\ufffe\ufffd",
  "\ue000\udb80\udc00",
  "𝕳𝖊𝖑𝖑𝖔 ℌ𝔢𝔩𝔩𝔬",
  "ﷺ".repeat(50),
  "\u0301\u0301\u0301",
  "İıŞş ß ﬃ",
];

export const VALUE_LIKE_STRINGS = [
  "",
  " ",
  "\t\n",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "2147483648",
  "-1",
  "0x10",
  "1.5",
  "null",
  "true",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "13/2020",
  "00/2020",
  "12/1899",
  "02/2100",
  "2021-03",
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00+14:00",
  "9999-12-31T23:59:59Z",
  "2024-02-30T00:00:00Z",
  "2020-01-01T00:00:00.000Z",
  "a@b",
  '"quoted"@example.com',
  "x@example.com\r\nBcc: y@example.com",
  "<script>@example.com",
  "http://",
  "https://example.com/<script>",
  "mailto:",
  "file:///etc/passwd",
  "http://[::1]:99999",
  "../../etc/passwd",
  "/etc/passwd",
  "C:\\Windows\\win.ini",
  "%2e%2e%2f%00",
  "DELETE",
  "json-resume",
  "native",
  "experiences",
  "cover_letters",
  "classic",
];

/** Strings long enough to hit every length limit, up to past the 1 MB body limit. */
export const LONG_STRINGS = [
  "x".repeat(201),
  "é".repeat(10_001),
  "w ".repeat(10_001),
  "<b>".repeat(7_000),
  "🚀".repeat(100_000),
  "y".repeat(1_200_000),
];

/** Query-string fragments a URL parser may choke on. */
export const RAW_QUERY_PARTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "%ud800",
  "&&&",
  "=",
  "==",
  "a=b=c",
  "id[]=1",
  "id[x]=2",
  "#frag",
  "?",
  "+",
  "%2B%20",
];

// --- text a user saves, that every view must show as typed -------------------------------

/** Markup and script-looking text in the fields of one resume (short fields stay <= 200). */
export const STORED_MARKUP = {
  fullName: "<img src=x onerror=alert(1)> Ada",
  role: "<script>alert(1)</script> Engineer",
  summary: "**Not bold** <b>not bold</b> [site](javascript:alert(2)) & \"quoted\" 'single' <!-- x -->",
  skill: "<svg onload=alert(3)>",
  company: '"><img src=x onerror=alert(4)>',
  position: "</textarea><script>alert(5)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  responsibilities: "# Heading?\n- <i>item</i> &amp; ${7*7} {{7*7}}",
  // Not a portfolio's label: a portfolio prints in the header as its link alone (decision 034).
  linkLabel: "<b>Talks</b>",
  /** A fine https link whose query looks like markup. */
  link: "https://example.com/?q=<script>alert(6)</script>",
  jobTitle: "<script>alert(7)</script> Designer",
  jobCompany: "<img src=x onerror=alert(8)> Ltd",
  letterName: "<b>Letter</b> <script>alert(9)</script>",
  letterText: "Dear <b>team</b>,\n\n<script>alert(10)</script> [click](javascript:alert(11))\n\nAda",
};

/** Link values that must be refused wherever a link is stored. */
export const SCRIPT_LINKS = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
];
