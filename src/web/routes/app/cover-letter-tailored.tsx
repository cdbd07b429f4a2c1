import { LetterScreenInLayout } from "../../features/cover-letters/letter-screen-in-layout";

export const meta = () => [{ title: "Write your cover letter · Resume Builder" }];

// Spec §2 route of the cover-letter-create layout: every one opens the one letter screen
// (docs/decisions/023-cover-letter-screen.md).
export default function CoverLetterTailored() {
  return <LetterScreenInLayout />;
}
