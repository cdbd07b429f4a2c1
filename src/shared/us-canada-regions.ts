// The states of the United States and the provinces and territories of Canada, as addresses
// print them: the postal codes ("TX", "ON") and the names ("Texas", "Ontario"). The document
// reader finds places with them (places.ts) and the page size follows them (page-size.ts).

/** Two-letter postal codes: the 50 states, DC and Puerto Rico; Canada's provinces and territories. */
export const US_STATE_CODES: readonly string[] =
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR".split(
    " ",
  );
export const CANADIAN_PROVINCE_CODES: readonly string[] = "AB BC MB NB NL NS ON PE QC SK NT NU YT".split(" ");

/** The names, lower case, as people write them after a city ("Austin, Texas"). */
export const US_STATE_NAMES: readonly string[] = [
  ...`alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
  idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan
  minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania
  tennessee texas utah vermont virginia washington wisconsin wyoming`.split(/\s+/),
  "new hampshire",
  "new jersey",
  "new mexico",
  "new york",
  "north carolina",
  "north dakota",
  "rhode island",
  "south carolina",
  "south dakota",
  "west virginia",
  "district of columbia",
];
export const CANADIAN_PROVINCE_NAMES: readonly string[] = [
  "alberta",
  "manitoba",
  "ontario",
  "quebec",
  "québec",
  "saskatchewan",
  "yukon",
  "nunavut",
  "british columbia",
  "nova scotia",
  "new brunswick",
  "prince edward island",
  "newfoundland",
  "newfoundland and labrador",
  "northwest territories",
];
