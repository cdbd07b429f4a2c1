import { useState } from "react";
import type { UserEntitlements } from "../../../shared/plans";
import { Button } from "../../components/ui/button";
import { api } from "../../lib/api-client";
import { PaymentModal, type PaymentReason } from "../billing/payment-modal";
import { useAutosave } from "./use-autosave";

// The end of the wizard. Everything is saved first; a user without AI generations is offered
// a plan (reason cvReady); the others are told the AI step comes next (a later issue).

export function FinishPanel() {
  const store = useAutosave();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [reason, setReason] = useState<PaymentReason | null>(null);

  const finish = async () => {
    setBusy(true);
    setMessage("");
    try {
      if (!(await store.whenSaved())) {
        setMessage("Some changes are not saved yet. Check the save status above, then try again.");
        return;
      }
      const user = await api<UserEntitlements>("/api/user");
      if (user.generated <= 0) setReason("cvReady");
      else setMessage("Your resume is saved. The AI step comes next: it polishes and tailors your resume.");
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button className="w-auto! px-8" loading={busy} loadingLabel="Saving..." onClick={finish}>
          Finish
        </Button>
      </div>
      <p aria-live="polite" className="text-grey-700">
        {message}
      </p>
      <PaymentModal reason={reason} onClose={() => setReason(null)} />
    </div>
  );
}
