import { broaderTable } from "./broader-table.ts";

// Broader terms for continuous improvement, quality, planning, procurement and retail (see broader.ts for what a relation means).

export const BROADER_SUPPLY_CHAIN_TERMS = broaderTable([
  // continuous improvement, quality, planning and procurement
  "Lean: kaizen, 5S, standard work, value stream mapping, gemba walks, poka-yoke, TPM, SMED, JIT, Kanban, Lean Six Sigma",
  "process improvement: Lean, Six Sigma, Lean Six Sigma, kaizen, DMAIC, value stream mapping, root cause analysis",
  "Six Sigma: Lean Six Sigma, Six Sigma Green Belt, Six Sigma Black Belt, DMAIC, SPC",
  "Lean Six Sigma: Six Sigma Green Belt, Six Sigma Black Belt",
  "root cause analysis: 5 Whys, fishbone diagram, 8D",
  "quality management: quality management system, ISO 9001, AS9100, ISO 13485, IATF 16949, CAPA, SPC",
  "quality management system: ISO 9001, AS9100, ISO 13485, IATF 16949",
  "regulated manufacturing: ISO 13485, AS9100, GMP, 21 CFR Part 11, IATF 16949",
  "supply planning: materials planning, MRP, safety stock, reorder point, master production scheduling, capacity planning",
  "demand planning: demand forecasting, statistical forecasting, forecast accuracy",
  "demand forecasting: exponential smoothing, statistical forecasting, ARIMA, time series forecasting",
  "reorder point: min/max",
  "ABC classification: ABC velocity, velocity classification, Pareto analysis",
  "lot sizing: EOQ",
  "logistics: 3PL, transportation management, freight management, last-mile delivery, reverse logistics, military logistics",
  "transportation management: TMS, LTL, FTL, route planning, freight management",
  "procurement: purchase orders, RFP, RFQ, SAP Ariba, Coupa, category management, spend analysis, supplier scorecards, expediting",
  "vendor management: vendor contracts, supplier scorecards, purveyor management, vendor negotiations",
  "supply chain management: procurement, logistics, supply planning, demand planning, inventory management, S&OP, APICS CSCP",
  "APICS certification: APICS CPIM, APICS CSCP, APICS CLTD",
  "OSHA: OSHA 10, OSHA 30",
  "security clearance: Secret clearance, Top Secret clearance, TS/SCI, SC clearance, DV clearance, public trust clearance",
  "order fulfillment: order picking, e-commerce fulfillment, omnichannel fulfillment, kitting",
  "omnichannel fulfillment: BOPIS, ship-from-store, curbside pickup",
  "people management: line management, supervise, supervised, supervising, direct reports, shift supervisors",
  // retail
  "retail management: Store Manager, Assistant Store Manager, store operations, District Manager",
  "multi-unit management: District Manager, Area Manager, Regional Manager, district management",
  "loss prevention: shrinkage, shrink, EAS tags",
  "visual merchandising: planograms, window displays, merchandising resets",
  "sales KPIs: conversion rate, UPT, average ticket, sales per labor hour, comp sales",
  "point of sale: Oracle Xstore, NCR Counterpoint, Toast POS, Square POS, Aloha POS, Oracle MICROS, Clover POS, Lightspeed, Lightspeed Retail, Shopify POS, Revel Systems",
]);
