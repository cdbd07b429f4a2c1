import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../lib/error-message";
import {
  GUEST_START_FALLBACK,
  GUEST_UPLOAD_FALLBACK,
  startBuilding,
  startUpload,
} from "../lib/start-building";
import { ERROR_TEXT_CLASS } from "./ui/form-error";

/** The links' words, shared with start-building-island.ts. */
export const buildResumeCopy = { idle: "Build my resume", busy: "Opening the editor ..." };
export const uploadResumeCopy = { idle: "Upload your resume", busy: "Opening the upload ..." };

/**
 * "Build my resume": straight into the editor, as a guest when nobody is signed in. With
 * `upload`, "Upload your resume": the same start, into the upload of a resume the visitor has.
 * `label` words the editor's start for where it stands (the hero's "Start from scratch").
 */
export function BuildResumeLink({
  className,
  upload = false,
  label = buildResumeCopy.idle,
}: {
  className: string;
  upload?: boolean;
  label?: string;
}) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const copy = upload ? uploadResumeCopy : { ...buildResumeCopy, idle: label };
  return (
    <span className="inline-flex flex-col gap-2">
      <a
        href={upload ? GUEST_UPLOAD_FALLBACK : GUEST_START_FALLBACK}
        aria-busy={starting || undefined}
        data-build-resume={upload ? "upload" : ""}
        className={className}
        onClick={async (event) => {
          event.preventDefault();
          if (starting) return;
          setStarting(true);
          setProblem(undefined);
          try {
            navigate(await (upload ? startUpload() : startBuilding()));
          } catch (caught) {
            setProblem(errorMessage(caught));
            setStarting(false);
          }
        }}
      >
        {starting ? copy.busy : copy.idle}
      </a>
      {problem ? (
        <span role="alert" className={ERROR_TEXT_CLASS}>
          {problem}
        </span>
      ) : null}
    </span>
  );
}
