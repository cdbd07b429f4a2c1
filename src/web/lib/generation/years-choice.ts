import { useState } from "react";

// "Say how many years of experience I have": whether the AI summary may state years worked out
// from the job dates (issue 14). Kept per resume in this browser; every generation of that
// resume (Tailor, Finish, Regenerate) sends it. On unless the user switched it off.

const key = (resumeId: number) => `resume-${resumeId}-mention-years`;

export function readYearsChoice(resumeId: number): boolean {
  try {
    return window.localStorage.getItem(key(resumeId)) !== "off";
  } catch {
    return true;
  }
}

export function useYearsChoice(resumeId: number): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readYearsChoice(resumeId));
  const change = (next: boolean) => {
    setOn(next);
    try {
      if (next) window.localStorage.removeItem(key(resumeId));
      else window.localStorage.setItem(key(resumeId), "off");
    } catch {
      // Private mode without storage: the choice holds for this page only.
    }
  };
  return [on, change];
}
