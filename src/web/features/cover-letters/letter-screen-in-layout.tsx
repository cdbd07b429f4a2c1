import { LetterScreen } from "./letter-screen";
import { useLetter } from "./use-cover-letter";

/** The letter screen inside the cover-letter-create layout, which loaded the letter. */
export function LetterScreenInLayout() {
  const { letter, setLetter } = useLetter();
  return <LetterScreen letter={letter} setLetter={setLetter} />;
}
