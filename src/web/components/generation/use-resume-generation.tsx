import { type ReactNode, useRef, useState, useSyncExternalStore } from "react";
import { ApiError } from "../../lib/api-client";
import { type RunningGeneration, runningGenerations } from "../../lib/generation/running-generations";
import { readYearsChoice } from "../../lib/generation/years-choice";
import { type GeneratedRevision, type GenerateOptions, revisionApi } from "../../lib/revision-api";
import { useMountedRef } from "../../lib/use-mounted";
import { fetchEntitlements } from "../../lib/user-api";
import { PaymentModal, type PaymentReason } from "../billing/payment-modal";
import { AiErrorModal } from "./ai-error-modal";

// Tailoring a resume from any page: the plan check (spec §5: generating needs `generated` > 0,
// else the payment modal), the streamed generation with its progress, and the two modals for
// what can go wrong. The server re-checks and charges; the client check only saves a round trip.

const PAYMENT_REASONS = new Set<string>(["cvCreate", "cvGenerations", "cvPdfDownload", "cvEdit", "cvReady"]);

/** The reason a 402 carries, or the one the action would have shown. */
export function paymentReasonOf(error: ApiError, fallback: PaymentReason): PaymentReason {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === "string" && PAYMENT_REASONS.has(reason) ? (reason as PaymentReason) : fallback;
}

interface GenerationRun {
  /** Payment modal reason when no generation is left: cvReady for Finish, cvGenerations otherwise. */
  reason: PaymentReason;
  options?: Omit<GenerateOptions, "id">;
}

export interface ResumeGeneration {
  progress: RunningGeneration | undefined;
  /**
   * Resolves with the new revision, or with the one already written from the same input
   * (`unchanged`: the server made no copy), or undefined when a modal explained why there is none.
   */
  generate: (run: GenerationRun) => Promise<GeneratedRevision | undefined>;
  /** The payment and error modals; render them once. */
  dialogs: ReactNode;
}

export function useResumeGeneration(resumeId: number): ResumeGeneration {
  useSyncExternalStore(runningGenerations.subscribe, runningGenerations.getVersion, () => 0);
  const progress = runningGenerations.get(resumeId);
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useMountedRef();
  const checking = useRef(false);

  const generate = async ({ reason, options }: GenerationRun) => {
    if (checking.current || runningGenerations.get(resumeId)) return undefined;
    checking.current = true;
    try {
      const user = await fetchEntitlements();
      if (user.generated <= 0) {
        if (mounted.current) setPayment(reason);
        return undefined;
      }
      runningGenerations.set(resumeId, { message: "Starting", percent: 0 });
      const mentionYears = readYearsChoice(resumeId);
      return await revisionApi.generate({ id: resumeId, mentionYears, ...options }, (message, percent) =>
        runningGenerations.set(resumeId, { message, percent }),
      );
    } catch (error) {
      if (!mounted.current) return undefined;
      if (error instanceof ApiError && error.status === 402) setPayment(paymentReasonOf(error, reason));
      else setFailure(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      checking.current = false;
      runningGenerations.end(resumeId);
    }
  };

  const dialogs = (
    <>
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
      <AiErrorModal open={failure !== null} message={failure ?? undefined} onClose={() => setFailure(null)} />
    </>
  );
  return { progress, generate, dialogs };
}
