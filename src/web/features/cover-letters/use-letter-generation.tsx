import { type ReactNode, useEffect, useRef, useState } from "react";
import { UNLIMITED } from "../../../shared/plans";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { AiErrorModal } from "../../components/generation/ai-error-modal";
import { paymentReasonOf } from "../../components/generation/use-resume-generation";
import { ApiError } from "../../lib/api-client";
import { coverLetterApi, type GenerationChanges, type GenerationResult } from "../../lib/cover-letter-api";
import { useMountedRef } from "../../lib/use-mounted";
import { fetchEntitlements } from "../../lib/user-api";

// Writing a cover letter text with AI. Spec §5: generating needs `generated` > 0 (else the
// payment modal, reason cvGenerations); §4: each generation lowers the shown `generated` by one
// (display only, the server counts); §8: the error goes back to the caller, and the user sees
// the AI error modal (or the payment modal for the server's 402).

type GenerationOutcome = { ok: true; result: GenerationResult } | { ok: false; error: unknown };

export interface LetterGeneration {
  progress: { message: string; percent: number } | null;
  /** AI generations left, as last read from the server and lowered locally; null until read. */
  generatedLeft: number | null;
  generate: (changes: GenerationChanges) => Promise<GenerationOutcome>;
  /** Reads the plan again: false (and the payment modal) when no generation is left. */
  hasGenerationLeft: () => Promise<boolean>;
  /** The payment and error modals; render them once. */
  dialogs: ReactNode;
}

const NO_GENERATION_LEFT = "No AI generation is left on your plan.";

export function useLetterGeneration(letterId: number): LetterGeneration {
  const [progress, setProgress] = useState<LetterGeneration["progress"]>(null);
  const [generatedLeft, setGeneratedLeft] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useMountedRef();

  useEffect(() => {
    fetchEntitlements().then(
      (user) => mounted.current && setGeneratedLeft(user.generated),
      () => undefined,
    );
  }, [mounted]);

  const generate = async (changes: GenerationChanges): Promise<GenerationOutcome> => {
    if (running.current) return { ok: false, error: new Error("A generation is already running.") };
    running.current = true;
    setProgress({ message: "Checking your plan", percent: 0 });
    try {
      // Fresh numbers, not the page's: a plan bought in another tab must not meet a paywall.
      const user = await fetchEntitlements();
      if (mounted.current) setGeneratedLeft(user.generated);
      if (user.generated <= 0) {
        if (mounted.current) setPayment("cvGenerations");
        return {
          ok: false,
          error: new ApiError(402, "payment_required", NO_GENERATION_LEFT, { reason: "cvGenerations" }),
        };
      }
      const result = await coverLetterApi.generate(letterId, changes, (message, percent) => {
        if (mounted.current) setProgress({ message, percent });
      });
      if (mounted.current) setGeneratedLeft((left) => (left === null || left >= UNLIMITED ? left : left - 1));
      return { ok: true, result };
    } catch (error) {
      if (mounted.current) {
        if (error instanceof ApiError && error.status === 402)
          setPayment(paymentReasonOf(error, "cvGenerations"));
        else setFailure(error instanceof Error ? error.message : String(error));
      }
      return { ok: false, error };
    } finally {
      running.current = false;
      if (mounted.current) setProgress(null);
    }
  };

  const hasGenerationLeft = async () => {
    const user = await fetchEntitlements().catch(() => null);
    if (!user) return true; // The generation itself then says what is wrong.
    if (mounted.current) setGeneratedLeft(user.generated);
    if (user.generated > 0) return true;
    if (mounted.current) setPayment("cvGenerations");
    return false;
  };

  const dialogs = (
    <>
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
      <AiErrorModal open={failure !== null} message={failure ?? undefined} onClose={() => setFailure(null)} />
    </>
  );
  return { progress, generatedLeft, generate, hasGenerationLeft, dialogs };
}
