// Words that tell a job title from an employer, and a degree from a school. They only weigh
// the pieces of an entry against each other: the reader decides per section, so one unusual
// entry follows the layout of the rest.

const ROLE_WORDS = new Set(
  `accountant administrator adviser advisor agent analyst apprentice architect assistant associate attorney
  auditor baker barista bartender buyer candidate captain cashier chef chemist clerk clinician coach commis
  consultant controller cook coordinator counsel counselor courier designer developer dietitian director
  dishwasher dispatcher doctor driver economist editor educator electrician engineer executive fellow
  foreman founder handler head hygienist instructor intern internship janitor journalist lead leader
  lecturer librarian machinist manager marketer mechanic member nco nurse officer operator owner paralegal
  partner pharmacist photographer physician physicist planner postdoc postdoctoral president principal
  producer professor programmer psychologist receptionist recruiter representative researcher scientist
  secretary sergeant server specialist staff statistician strategist student supervisor surgeon teacher
  technician technologist therapist trainee trainer translator tutor vp writer volunteer cofounder
  co-founder ceo cto cfo coo rn lpn sdr bdr ae sous porter stocker picker packer auditor`.split(/\s+/),
);

const ORG_WORDS = new Set(
  `inc inc. llc llp ltd ltd. plc corp corp. corporation company co co. group partners partnership systems
  software solutions services technologies technology labs lab bank capital hospital clinic center centre
  medical health healthcare university college school academy institute institution department ministry
  council agency authority army navy air force marines corps brigade battalion regiment foundation trust
  association society restaurant hotel brasserie bistro cafe café kitchen diner steakhouse osteria studio
  studios agency media publishing press consulting analytics logistics distribution fulfillment freight
  supply retail store stores shop market outfitters insurance financial finance holdings ventures
  enterprises industries manufacturing machinery automation international global gmbh ag sa sp. z o.o.
  district library museum government office firm commerce unified elementary`.split(/\s+/),
);

const DEGREE_WORDS =
  /\b(?:bachelor|master|doctor|doctorate|associate|diploma|certificate|degree|ph\.?d|mba|msc|bsc|b\.?a|b\.?s|m\.?s|m\.?a|b\.?eng|m\.?eng|a\.?a\.?s|bba|jd|md|ged|licen[cs]e|high school|baccalaur|licenciatura|maestría|máster|mestrado|bacharelado|abitur|bootcamp)\b/i;
const SCHOOL_WORDS =
  /\b(?:university|college|school|academy|institute|polytechnic|universidad|université|universität|universidade|hochschule|conservatory|bootcamp)\b|大学|学院/i;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,/()&]+/)
    .filter(Boolean);

export function roleScore(text: string): number {
  return words(text).filter((word) => ROLE_WORDS.has(word)).length;
}

export function orgScore(text: string): number {
  return words(text).filter((word) => ORG_WORDS.has(word)).length + (SCHOOL_WORDS.test(text) ? 1 : 0);
}

export const isDegree = (text: string) => DEGREE_WORDS.test(text);
export const isSchool = (text: string) => SCHOOL_WORDS.test(text);

// Fields of study, and the words that introduce one ("Specialization in AI", "Major: Physics"):
// the part of an education head that is neither the school nor the degree.
const FIELD_WORDS = new Set(
  `computer science sciences engineering electrical electronics electronic mechanical civil chemical
  industrial aerospace software mathematics math maths applied physics chemistry biology biochemistry
  economics business administration management finance accounting marketing law medicine nursing
  pharmacy psychology history philosophy literature english languages arts art fine design architecture
  statistics data information technology systems education music political politics sociology
  linguistics communication communications media studies international relations public health
  environmental geography geology anthropology journalism theatre theater film graphic artificial
  intelligence machine learning ai networks security cybersecurity and of & the in with`.split(/\s+/),
);
const FIELD_OPENING =
  /^(?:specialization|specialisation|major|minor|concentration|option|focus|track|emphasis)\b/i;

export function isField(text: string): boolean {
  if (FIELD_OPENING.test(text.trim())) return true;
  const list = words(text);
  return list.length > 0 && list.length <= 6 && list.every((word) => FIELD_WORDS.has(word));
}
