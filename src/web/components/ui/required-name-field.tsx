import { TextField, type TextFieldProps } from "./text-field";

// A required one-line name (a letter's name, a job's title): at most 200 characters, no
// browser autofill. It keeps room for its required-field message, so the message appearing on
// blur does not move the button below away from under the pointer (the click would be lost).
export function RequiredNameField(props: Omit<TextFieldProps, "required" | "className">) {
  return <TextField maxLength={200} className="min-h-[5.75rem]" required autoComplete="off" {...props} />;
}
