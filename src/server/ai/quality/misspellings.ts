// Common misspellings of ordinary English words, each with its correct spelling: the sure
// corrections spelling.ts reads first (docs/decisions/011-quality-checks.md). Drawn from the usual lists of frequent
// English misspellings, weighted to words resumes use. Every key is lower case and is never
// itself a correct English word.
// "misspelling:correct" pairs by initial letter; each letter starts a line.

const PAIRS = `
accomodate:accommodate accomodated:accommodated accomodation:accommodation acheive:achieve acheived:achieved
acheivement:achievement acheivements:achievements achievment:achievement achievments:achievements
acknowlege:acknowledge acquaintence:acquaintance adminstration:administration adminstrative:administrative
adminstrator:administrator advertisment:advertisement agressive:aggressive analysys:analysis analize:analyze
anual:annual aparent:apparent apparant:apparent appearence:appearance arguement:argument assesment:assessment
assistent:assistant attendence:attendance
beggining:beginning begining:beginning beleive:believe benifit:benefit benifits:benefits bussiness:business
buisness:business busness:business
calender:calendar catagory:category cemetary:cemetery collegue:colleague collegues:colleagues
comitted:committed comittee:committee commitee:committee committe:committee communciation:communication
comunication:communication compatable:compatible competant:competent completly:completely concious:conscious
consistant:consistent contractural:contractual coordinatior:coordinator corperate:corporate
correspondance:correspondence critisism:criticism curiculum:curriculum custmer:customer custormer:customer
definately:definitely definatly:definitely desireable:desirable develope:develop developement:development
developped:developed developper:developer devlopment:development diffrent:different dilemna:dilemma
dissapoint:disappoint
efficency:efficiency efficent:efficient embarass:embarrass enviroment:environment enviromental:environmental
equiptment:equipment excellant:excellent excercise:exercise existance:existence experiance:experience
experianced:experienced explaination:explanation
familar:familiar finacial:financial fourty:forty freind:friend fufill:fulfill fullfill:fulfill
goverment:government govenment:government gaurantee:guarantee guage:gauge
happend:happened harrass:harass hierachy:hierarchy
immediatly:immediately implemention:implementation impliment:implement implimented:implemented
independant:independent indispensible:indispensable infomation:information inital:initial intial:initial
initiatve:initiative inteligence:intelligence intergrate:integrate intergrated:integrated
intergration:integration
knowlege:knowledge knowledgable:knowledgeable
liason:liaison libary:library lisence:license
maintainance:maintenance maintenence:maintenance maintanance:maintenance managment:management
managament:management millenium:millennium mispell:misspell
neccessary:necessary necessery:necessary noticable:noticeable
occassion:occasion occassionally:occasionally occured:occurred occurence:occurrence occurance:occurrence
oppurtunity:opportunity oportunity:opportunity organisaton:organisation organizaton:organization
orginal:original
particulary:particularly percieve:perceive perfomance:performance performence:performance permanant:permanent
personel:personnel posession:possession potentialy:potentially practicle:practical prefered:preferred
presense:presence procedeure:procedure proceedure:procedure profesional:professional proffesional:professional
programing:programming publically:publicly
recieve:receive recieved:received reciept:receipt recomend:recommend recomended:recommended
recommand:recommend refered:referred relevent:relevant reponsible:responsible repsonsible:responsible
resposible:responsible responsibilites:responsibilities responsiblities:responsibilities resturant:restaurant
schedual:schedule seperate:separate seperated:separated sevice:service sevices:services servcie:service
sucess:success succesful:successful successfull:successful sucessful:successful succesfully:successfully
successfuly:successfully supercede:supersede suprise:surprise supervisior:supervisor
techinal:technical tecnical:technical technicial:technical tommorow:tomorrow truely:truly
untill:until
vaccum:vacuum visable:visible
wich:which writting:writing writen:written
yeild:yield
`;

const LIST = new Map<string, string>(
  PAIRS.split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split(":") as [string, string]),
);

/** The correct spelling when `word` is a common misspelling. */
export function correctSpelling(word: string): string | undefined {
  return LIST.get(word.toLowerCase());
}
