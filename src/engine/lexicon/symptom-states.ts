/**
 * How a patient or a carer says a symptom as a state ('if constipated', 'when wheezy', 'if nauseous'),
 * with the condition a patient summary names for it. A stated use in these words is the condition
 * ('Constipation'), never the adjective ('Constipated'). Words as data: parse/conditions.ts reads them.
 */
export const SYMPTOM_STATES: Readonly<Record<string, string>> = {
  constipated: 'Constipation',
  'blocked up': 'Constipation',
  wheezy: 'Wheeze',
  wheezing: 'Wheeze',
  breathless: 'Shortness of breath',
  'short of breath': 'Shortness of breath',
  'tight chested': 'Chest tightness',
  nauseous: 'Nausea',
  nauseated: 'Nausea',
  'feeling sick': 'Nausea',
  anxious: 'Anxiety',
  agitated: 'Agitation',
  distressed: 'Distress',
  itchy: 'Itch',
  dizzy: 'Dizziness',
  feverish: 'Fever',
  'a temperature': 'Fever',
  sore: 'Pain',
  'in pain': 'Pain',
  sleepless: 'Trouble sleeping',
  'unable to sleep': 'Trouble sleeping',
  "can't sleep": 'Trouble sleeping',
  'cant sleep': 'Trouble sleeping',
  'cannot sleep': 'Trouble sleeping',
  'can not sleep': 'Trouble sleeping',
};
