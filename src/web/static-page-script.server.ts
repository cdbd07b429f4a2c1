import { MAX_PHRASE } from "../shared/ai";
import { FEEDBACK_EMAIL_MIN, FEEDBACK_MESSAGE_MIN, FEEDBACK_SUCCESS_MS } from "../shared/feedback";
import { TOOLTIP_OPEN_DELAY_MS, VERSION_POLL_MS } from "../shared/ui-timing";
import { buildResumeCopy, uploadResumeCopy } from "./components/build-resume-link";
import { OFFLINE_WRITER_NOTE } from "./components/generation/writer-name";
import { copyButtonCopy } from "./components/ui/copy-button";
import { controlClass } from "./components/ui/field-frame";
import { ERROR_TEXT_CLASS } from "./components/ui/form-error";
import { TOOLTIP_CLASS } from "./components/ui/tooltip";
import { newVersionCopy } from "./features/app-version/new-version-banner";
import { versionIsland } from "./features/app-version/version-island";
import { feedbackCopy } from "./features/contact/feedback-form";
import { feedbackIsland } from "./features/contact/feedback-island";
import { rephraseIsland } from "./features/free-tool/rephrase-island";
import { rephraseCopy } from "./features/free-tool/rephrase-tool";
import { avatarClass } from "./features/landing/avatar";
import { avatarIsland } from "./features/landing/avatar-island";
import { tabClass } from "./features/pricing/pricing-tabs";
import { tabsIsland } from "./features/pricing/tabs-island";
import { COLOR_MODE_KEY } from "./features/theme/color-mode";
import { themeIsland } from "./features/theme/theme-island";
import { themeIcons, themeTips } from "./features/theme/theme-toggle";
import { GENERIC_ERROR } from "./lib/error-message";
import { islandCall } from "./lib/inline-script";
import { IMPORT_REVIEW_PATH, stepPath } from "./lib/paths";
import { GUEST_START_FAILED } from "./lib/start-building";
import { startBuildingIsland } from "./lib/start-building-island";

// The one script of a public page that loads no React (docs/decisions/025): every island,
// each handed its words and looks from the component it stands in for. An island finds
// nothing to do on a page without its markup. Server-only: the browser bundle never has it.
const islands = [
  islandCall(themeIsland, {
    storageKey: COLOR_MODE_KEY,
    icons: themeIcons,
    tips: themeTips,
    tooltipClass: TOOLTIP_CLASS,
    tooltipDelayMs: TOOLTIP_OPEN_DELAY_MS,
  }),
  islandCall(feedbackIsland, {
    emailMin: FEEDBACK_EMAIL_MIN,
    messageMin: FEEDBACK_MESSAGE_MIN,
    successMs: FEEDBACK_SUCCESS_MS,
    ...feedbackCopy,
    errorClass: ERROR_TEXT_CLASS,
    fieldClass: { valid: controlClass(false), invalid: controlClass(true) },
  }),
  islandCall(tabsIsland, { tabClass }),
  islandCall(rephraseIsland, {
    maxPhrase: MAX_PHRASE,
    ...rephraseCopy,
    failed: GENERIC_ERROR,
    offlineNote: OFFLINE_WRITER_NOTE,
    errorClass: ERROR_TEXT_CLASS,
    copy: copyButtonCopy,
  }),
  islandCall(avatarIsland, { className: `${avatarClass.frame} ${avatarClass.initials}` }),
  islandCall(startBuildingIsland, {
    busyLabel: buildResumeCopy.busy,
    uploadBusyLabel: uploadResumeCopy.busy,
    guestFailed: GUEST_START_FAILED,
    failed: GENERIC_ERROR,
    dashboard: "/app/dashboard",
    resumes: "/app/resume",
    upload: IMPORT_REVIEW_PATH,
    firstStep: stepPath("{id}", "General"),
    errorClass: ERROR_TEXT_CLASS,
  }),
].join("\n");

const scripts = new Map<string, string>();

/** The islands' script for pages of the build `version` (the new-version check compares with it). */
export function staticPageScript(version: string): string {
  let script = scripts.get(version);
  if (!script) {
    const versionCheck = islandCall(versionIsland, { version, pollMs: VERSION_POLL_MS, ...newVersionCopy });
    script = `${islands}\n${versionCheck}`;
    scripts.set(version, script);
  }
  return script;
}
