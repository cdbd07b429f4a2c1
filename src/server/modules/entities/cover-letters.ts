// The cover-letter operations in one import (the account export uses listCoverLetters from here).
export { createCoverLetter } from "./create-cover-letter.ts";
export { deleteCoverLetter } from "./delete-cover-letter.ts";
export { listCoverLetters } from "./list-cover-letters.ts";
export { updateCoverLetter } from "./update-cover-letter.ts";
