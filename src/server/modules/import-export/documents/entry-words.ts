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
  co-founder ceo cto cfo coo rn lpn sdr bdr ae sous porter stocker picker packer auditor contributor
  maintainer freelancer freelance contractor swe sde
  ingénieur ingenieur développeur developpeur stagiaire alternant apprenti responsable directeur directrice
  chargé chargée assistante technicien technicienne analyste gérant gérante vendeur vendeuse enseignant
  enseignante chercheur chercheuse doctorant doctorante architecte comptable infirmier infirmière
  entwickler entwicklerin ingenieurin praktikant praktikantin werkstudent werkstudentin berater beraterin
  leiter leiterin geschäftsführer mitarbeiter mitarbeiterin softwareentwickler projektleiter referent
  ingeniero ingeniera desarrollador desarrolladora becario becaria practicante gerente jefe jefa directora
  consultor consultora analista asistente técnico técnica profesora investigador investigadora
  coordinador coordinadora engenheiro engenheira desenvolvedor desenvolvedora estagiário estagiária
  coordenador coordenadora diretor diretora pesquisador pesquisadora ingegnere sviluppatore sviluppatrice
  stagista tirocinante consulente direttore direttrice ricercatore ricercatrice`.split(/\s+/),
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
  district library museum government office firm commerce unified elementary limited incorporated
  laboratory sarl srl spa s.a. bv nv oy pty pvt société societe entreprise groupe gruppe unternehmen
  empresa compañía companhia azienda laboratoire laboratorio hôpital klinik clínica ministère ministerio
  banque banco agence agencia`.split(/\s+/),
);

// Whole words in any alphabet: JavaScript's \b only knows ASCII letters, so "Université" would
// never end a word.
const wholeWords = (alternatives: string, extra = "") =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])${extra ? `|${extra}` : ""}`, "iu");

// Degrees in the languages resumes are written in: full names and the abbreviations printed.
const DEGREE_WORDS = wholeWords(
  [
    "bachelor|bachelors|master|masters|doctor|doctorate|associate|diploma|certificate|degree|mba|bba|jd|md|ged",
    "ph\\.?\\s?d\\.?|d\\.?phil|msc|bsc|m\\.sc\\.?|b\\.sc\\.?|b\\.?a\\.?|b\\.?s\\.?|m\\.?s\\.?|m\\.?a\\.?|b\\.?eng|m\\.?eng|a\\.?a\\.?s",
    "licen[cs]e|licenciatura|licenciado|high school|baccalaur[eé]at|baccalaureate|bachillerato|maestría|máster|mestrado",
    "bacharelado|abitur|diplom|diplôme|laurea|dottorato|doctorat|doutorado|magister|magíster|grado|bts|dut|bootcamp",
  ].join("|"),
);
// Schools: what their names say they are, in the same languages, and 大学/学院/学校 (zh, ja).
const SCHOOL_WORDS = wholeWords(
  [
    "university|college|school|academy|institute|polytechnic|conservatory|bootcamp|seminary",
    "universidad|université|universität|universidade|università|universitat|universiteit|uniwersytet",
    "hochschule|fachhochschule|gymnasium|école|ecole|escuela|escola|scuola|lycée|liceo|instituto|istituto",
    "politecnico|politécnica|polytechnique|faculdade|facultad|faculté",
  ].join("|"),
  "大学|大學|学院|學院|学校",
);

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

// Words that close a field's name whatever comes before them ("Culinary Arts", "Hospitality
// Management", "Marine Sciences"): a campus or a city never ends so.
const FIELD_ENDINGS = new Set(
  "arts sciences science studies engineering management administration design technology education nursing".split(
    " ",
  ),
);

export function isField(text: string): boolean {
  if (FIELD_OPENING.test(text.trim())) return true;
  const list = words(text);
  if (list.length > 0 && list.length <= 4 && FIELD_ENDINGS.has(list.at(-1) as string)) return true;
  return list.length > 0 && list.length <= 6 && list.every((word) => FIELD_WORDS.has(word));
}
