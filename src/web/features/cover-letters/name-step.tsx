import { useState } from "react";
import { RequiredNameField } from "../../components/ui/required-name-field";
import { letterStepPath } from "./letter-steps";
import { StepForm, useStepSave } from "./step-form";
import { useLetter } from "./use-cover-letter";

/** Step 1: what the user calls the letter in their list. */
export function NameStep() {
  const { letter, save } = useLetter();
  const [name, setName] = useState(letter.name);
  const step = useStepSave(name.trim() !== letter.name);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      step.setError("Give the cover letter a name.");
      return;
    }
    void step.saveThenGo(() => save({ name: trimmed }), letterStepPath(letter.id, "job"));
  };

  return (
    <StepForm
      title="Name your cover letter"
      intro="A name to find it again in your list, for example the company you are writing to."
      step={step}
      onSubmit={submit}
    >
      <RequiredNameField
        label="Cover letter name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    </StepForm>
  );
}
