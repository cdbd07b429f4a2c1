// Words that never make a keyword on their own: English function words, and the words every
// job advert uses ("experience", "team", "role") that say nothing about the job.

const FUNCTION_WORDS = `a about above across after again against all almost also although always am among an and
and/or any anyone anything are around as at be because been before being below between both but by can
cannot could did do does doing done down during each either else enough etc even ever every for from
further had has have having he her here hers herself him himself his how however i if in into is it its
itself just least less let like likely may me might more most much must my myself neither no nor not now
of off often on once one only onto or other others otherwise our ours ourselves out over own per perhaps
please rather same several shall she should since so some such than that the their theirs them themselves
then there these they this those though through throughout thus to together too toward towards under
until up upon us very via was we well were what whatever when where whether which while who whom whose
why will with within without would yet you your yours yourself yourselves e.g i.e vs`;

const JOB_AD_WORDS = `ability able abilities about-us additional advantage apply applicant applicants application
applications-welcome background benefit benefits best bonus candidate candidates career careers company
competitive culture day days degree desirable desired different duties dynamic eager employer employment
environment equal excellent exceptional expected experience experienced experiences exposure familiarity
familiar fast-paced field flexible full-time full great good help high highly hire hiring hours ideal
ideally including individual job join key knowledge level like looking love make member members minimum
month months motivated must-have need needed new nice offer offering office opportunity opportunities
part-time passion passionate people perks plus position preferred proven qualification qualifications
related relevant required requirement requirements responsibilities responsibility responsible role roles
salary seeking senior junior mid-level skill skilled skills solid strong success successful support team
teams thrive time title understanding various want way ways week weeks welcome work working world year
years you'll you're we're we'll what's it's including etc`;

const TEXT_WORDS = (text: string) => text.split(/\s+/).filter(Boolean);

export const STOPWORDS: ReadonlySet<string> = new Set(TEXT_WORDS(FUNCTION_WORDS));
export const JOB_AD_STOPWORDS: ReadonlySet<string> = new Set(TEXT_WORDS(JOB_AD_WORDS));

/** Adjectives and adverbs that begin or end no keyword ("strong", "maximum"). */
export const WEAK_MODIFIERS: ReadonlySet<string> = new Set(
  TEXT_WORDS(`strong excellent outstanding good great solid deep proven demonstrated advanced basic
  maximum minimum technical related relevant general overall various multiple many new current
  effective efficient successful daily weekly monthly key main major high low large small top
  comfortable confident hands-on working practical professional personal similar equivalent
  preferably ideally closely actively independently quickly well`),
);
