/**
 * An eMR discharge reconciliation table: 'Home medication | Discharge action | Discharge order / reason'. The
 * home column names what the patient took before; the discharge order column is the order as it goes home
 * ('Atorvastatin 80 mg nocte'), or, when the medicine does not go on, the reason ('choking risk'). Read as one
 * line, the home column's dose came first and the discharge dose was lost ('Resume with changes' read as
 * unchanged).
 */

// 'Discharge order / reason', 'Order on discharge', 'Discharge medications', 'Discharge prescription'.
const DISCHARGE_ORDER_HEADER =
  /^(?:(?:discharge|d\/c)\s+(?:orders?|medications?|medicines?|prescriptions?|regimen|rx)|(?:orders?|medications?|medicines?|regimen)\s+(?:on|at|for)\s+discharge)(?:\s*(?:\/|&|and|or)\s*(?:reasons?|comments?|notes?|directions?|dose))*$/;

/** True for the header cell of a discharge order column (matched on the cell as written, lower case). */
export const isDischargeOrderHeader = (cell: string): boolean =>
  DISCHARGE_ORDER_HEADER.test(
    cell
      .trim()
      .toLowerCase()
      .replace(/[:.]+$/, ''),
  );
