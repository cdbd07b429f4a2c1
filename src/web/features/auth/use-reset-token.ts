import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The password-reset token the mailed link lands with (/auth?view=update_password&token=...),
 * read once; then the address bar drops it, so that it is not kept in the history, shown over
 * a shoulder, copied along with the URL or sent on by analytics.
 */
export function useResetToken(): string | undefined {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get("token") ?? undefined);
  useEffect(() => {
    if (!params.has("token")) return;
    const rest = new URLSearchParams(params);
    rest.delete("token");
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
  return token;
}
