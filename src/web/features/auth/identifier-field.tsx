import { TextField } from "../../components/ui/text-field";
import { copy } from "./auth-copy";

/** One field for an email address or a phone number (parsed by parseIdentifier). */
export function IdentifierField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <TextField
      label={copy.emailOrPhoneLabel}
      name="identifier"
      autoComplete="username"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
