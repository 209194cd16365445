/**
 * Words that never name a medicine, read at the start of a name the medicines list does not know: ordinary
 * words of a schedule or advice ('Week 4: 200mg once daily', 'Drink 2 - 3 L of water', 'Last dose dispensed:
 * ...'), who does something ('RN to: encourage fluids', 'Carer to ...', 'Mrs E. Walsh'), a department
 * ('RADIATION ONCOLOGY - weekly review') and a kit or key ('Just-in-case kit (subcut):'). Such a line is a
 * note, never a row or a ceased medicine; if it reads like an order, the last check reports it.
 */
const PLAIN_FIRST = new RegExp(
  String.raw`^(?:` +
    [
      // time words of a schedule
      String.raw`weeks?|wks?|days?|months?|last|next|first|final|current|previous|usual`,
      // advice to the patient
      String.raw`drink|drinks|fluids?|water|eat|avoid|encourage|keep|aim`,
      // people and roles
      String.raw`rn|en|rns|cnc|gp|carers?|staff|family|son|daughter|wife|husband|partner|mother|father|mum|dad|resident|client|he|she|they|his|her|their|mr|mrs|ms|miss`,
      // departments and services
      String.raw`radiation|oncology|haematology|hematology|cardiology|nephrology|neurology|psychiatry|geriatrics?|orthogeriatrics?|endocrinology|gastroenterology|respiratory medicine|general medicine|mental health|drug health`,
      // a kit, a key, a pack of something
      String.raw`just[- ]in[- ]case|kit|key|legend`,
    ].join('|') +
    String.raw`)(?![\w-])`,
  'i',
);

/** True when a name the medicines list does not know starts with a word that never names a medicine. */
export function isPlainWordName(nameText: string): boolean {
  return PLAIN_FIRST.test(nameText.trim());
}
