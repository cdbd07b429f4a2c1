import { broaderTable } from "./broader-table.ts";

// Broader terms for warehousing, ERP and operations metrics (see broader.ts for what a relation means).

export const BROADER_OPERATIONS_TERMS = broaderTable([
  // warehouse, logistics and planning
  "inventory management: cycle counting, physical inventory, inventory accuracy, replenishment, safety stock, reorder point, min/max, ABC classification, inventory planning, inventory optimization, property accountability, excess and obsolete",
  "warehouse operations: receiving and putaway, cross-docking, slotting, order picking, shipping and receiving, WMS, warehouse supervisor, warehouse manager",
  "WMS: Manhattan Associates, Manhattan SCALE, Blue Yonder, HighJump, Körber WMS, SAP EWM, Oracle WMS, Infor WMS",
  "ERP: SAP, SAP S/4HANA, SAP ECC, NetSuite, Oracle E-Business Suite, Oracle Financials, Microsoft Dynamics 365, Dynamics GP, Business Central, Epicor, Infor, JD Edwards, Acumatica, Sage Intacct, GCSS-Army",
  "SAP: SAP S/4HANA, SAP ECC, SAP MM, SAP PP, SAP SD, SAP FICO, SAP EWM, SAP IBP, SAP APO, SAP Ariba, SAP PLM, GCSS-Army",
  "labor management: labor planning, labor scheduling, Kronos, overtime management, workforce management",
  "labor scheduling: 7shifts, HotSchedules, Kronos",
  "scheduling: 7shifts, HotSchedules, labor scheduling, shift scheduling, master production scheduling",
  "KPI reporting: UPH, order accuracy, dock-to-stock, cost per unit, on-time shipping, on-time delivery, fill rate, inventory turns, mis-ship rate, inventory metrics, sales KPIs",
  "KPIs: UPH, order accuracy, dock-to-stock, cost per unit, on-time delivery, fill rate, inventory turns, inventory metrics, sales KPIs, OEE",
  "inventory metrics: inventory turns, fill rate, inventory accuracy, excess and obsolete, aged inventory, days of supply, service level",
]);
