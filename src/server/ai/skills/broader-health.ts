import { broaderTable } from "./broader-table.ts";

// Broader terms for health care and health IT (see broader.ts for what a relation means).

export const BROADER_HEALTH_TERMS = broaderTable([
  // health care and health IT
  "electronic health records: Epic, Cerner, Meditech, Allscripts, athenahealth, eClinicalWorks, NextGen Healthcare, Oracle Health, PointClickCare",
  "Epic: Epic ClinDoc, Epic Ambulatory, Epic ASAP, Epic OpTime, Epic Beacon, Epic Willow, Epic Cadence, Epic Prelude, Epic Resolute, Epic Stork, Epic Cupid, Epic Radiant, Epic Rover, Epic Clarity, Epic Caboodle, Reporting Workbench, MyChart, Epic certification",
  "EHR support: super user, go-live support, EHR trainer, EHR analyst, Epic analyst, credentialed trainer",
  "go-live support: command center, cutover support",
  "clinical documentation: nursing documentation, flowsheets, documentation templates, Epic ClinDoc, SmartPhrases",
  "nursing documentation: flowsheets, admission documentation, documentation templates, care plan documentation",
  "healthcare interoperability: HL7, FHIR, interface engine, Mirth Connect, Rhapsody, Cloverleaf",
  "interface engine: Mirth Connect, Rhapsody, Cloverleaf",
  "HL7: ADT messages, ORU messages",
  "inpatient care: medical-surgical nursing, telemetry, step-down unit, ICU, NICU, labor and delivery, PACU",
  "acute care: ICU, emergency department, medical-surgical nursing, telemetry, step-down unit",
  "critical care: ICU, NICU, CCRN",
  "nursing: RN license, LPN, charge nurse, bedside nursing, medical-surgical nursing",
  "RN license: nurse licensure compact",
  "medical coding: certified professional coder, HCPCS, DRG",
  "revenue cycle management: medical billing, medical coding, prior authorization, Epic Resolute, denial management",
  "clinical informatics: nursing informatics, clinical decision support, order sets, CPOE",
  "health informatics: clinical informatics, nursing informatics, healthcare interoperability, HL7, FHIR",
  "patient care: vital signs, medication administration, wound care, IV therapy, patient assessment",
  "medication administration: barcode medication administration, Pyxis, Omnicell, medication reconciliation",
  "clinical research: clinical trials, good clinical practice, IRB, informed consent, REDCap",
  "phlebotomy: venipuncture",
  "infection control: sterile technique, hand hygiene",
  "quality improvement: PDSA, plan-do-study-act, HEDIS",
  "HIPAA: HITECH Act",
  "Joint Commission: Joint Commission survey, Joint Commission accreditation, National Patient Safety Goals, tracer methodology",
  "telehealth: virtual visits, remote patient monitoring",
]);
