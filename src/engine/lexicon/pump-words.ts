/**
 * The words of an insulin pump's record (a download summary, a diabetes service's plan): what says a pump
 * gives the insulin, and the labels of its settings, which are the pump's programme, never orders.
 */

// 'insulin pump', 'CSII', and pump makers and models a download names ('MiniMed 780G', 'Omnipod 5', 't:slim X2').
export const PUMP_WORD =
  /\b(?:insulin pump|pump|csii|continuous subcutaneous insulin infusion|minimed|medtronic|omnipod|t:slim|tandem|accu-?chek (?:combo|insight|solo)|ypsopump|mylife|dana(?:-i| rs)?|medtrum|carelink|diasend|glooko|tidepool)\b/i;

// A basal rate row: a clock time (or a span of two) then a rate in units an hour ('00:00   0.850 U/h',
// '04:00-09:00 1.1 units/hr', '6am 0.9 U/hour').
export const BASAL_ROW =
  /^\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)(?:\s*(?:-|–|to)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?\s*[|:]?\s+(\d+(?:\.\d+)?)\s*(?:u|units?|iu)\s*(?:\/|per\s+)\s*(?:h|hr|hrs|hour)\b/i;

// The label of a pump setting opening a line: totals, ratios, sensitivity, targets, the basal programme.
export const PUMP_SETTING =
  /^\s*(?:(?:average|avg|mean)\s+)?(?:total\s+(?:basal|bolus|daily\s+(?:dose|insulin))|tdd|basal\s+(?:pattern|profile|rates?|programme|program|total)|bolus\s+(?:settings|wizard|calculator)|bolus\b|icr\b|i\s?:\s?c\b|carb(?:ohydrate)?\s+ratio|insulin[- ]to[- ]carb(?:ohydrate)?|isf\b|(?:insulin\s+)?sensitivity(?:\s+factor)?|correction\s+factor|active\s+insulin(?:\s+time)?|insulin\s+on\s+board|duration\s+of\s+insulin\s+action|target(?:\s+(?:bg|bgl|glucose|range))?\b|max(?:imum)?\s+(?:bolus|basal)|temp(?:orary)?\s+basal|auto\s?mode|smartguard|control[- ]iq)/i;
