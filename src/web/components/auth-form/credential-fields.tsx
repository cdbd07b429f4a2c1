import { TextField } from "../ui/text-field";

// The inputs sign-in and account forms ask for, each with the autocomplete that lets browsers and
// password managers fill it. `onValueChange` gets the typed text.
interface CredentialFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
}

export function EmailField({ label, name, value, onValueChange }: CredentialFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

export function PasswordField({
  label,
  name,
  value,
  onValueChange,
  isNew = false,
  required = true,
  hint,
}: CredentialFieldProps & {
  /** A password being chosen (new-password) rather than typed from memory (current-password). */
  isNew?: boolean;
  required?: boolean;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      required={required}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      hint={hint}
    />
  );
}

export function OneTimeCodeField({
  label,
  name,
  value,
  onValueChange,
  digitsOnly = false,
}: CredentialFieldProps & {
  /** A number keypad on phones; off where backup codes (letters too) are accepted. */
  digitsOnly?: boolean;
}) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode={digitsOnly ? "numeric" : undefined}
      autoComplete="one-time-code"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
