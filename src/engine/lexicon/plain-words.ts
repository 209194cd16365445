/**
 * Everyday words that are never a medicine's name. A line the medicines list does not know whose
 * 'name' is made only of them ('Day Date', 'Drop Right Eye Left', 'Treatment en route', 'Moisturise
 * the whole body', 'Last dose ...', 'Her ...'), or is a person ('WR Dr Evans'), is a table header, a
 * care instruction or prose: it is reported as a line the engine could not read, never made a
 * medicine or a ceased entry.
 */
const WORDS = `
a an the this that these those her his their your my our its he she they we you it i me him them us
to of in on at by for with from into onto over under after before during until till while and or but
not no nor so if then than as per via en up down off out about again also only still just very too
is are was were be been being has have had do does did done let make made get got go goes went come
see seen call ring bring keep put tell ask say said please note need needs want wants like feel feels
moisturise moisturize wash bath bathe shower showers avoid drink eat rest walk sit stand wear remove
check remember contact return attend read use using used take taking taken give given apply carry
day days date dates time times week weeks month months year years hour hours minute minutes
morning mornings night nights evening evenings afternoon noon midday lunch breakfast dinner tea supper
today tomorrow yesterday now later soon daily weekly monthly nightly
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
drop right left both eye eyes ear ears nose mouth skin body whole hand hands foot feet leg legs arm
arms head face back chest area areas side sides
treatment treatments route routes dose doses directions direction instructions instruction medicine
medicines medication medications drug drugs item items qty quantity total totals name names generic
brand strength form frequency column columns row rows signature sign signed initials code codes
reminder reminders adherence instead alert alerts alarm alarms on off last first next other others more less
each every all any some once twice usual usually pill pills contraceptive plan plans list lists
summary page comment comments notes note status reason reasons indication start started stop stopped
lukewarm short long whole warm cold hot water salt food meals meal good well unwell better worse
dosing key legend just case kit pack packed profile anticipatory chart charted
rn en gp np wr cnc pt nurse nurses doctor staff family carer
impression impressions recommendation recommendations assessment advice issues problems background
diagnosis dx suggestion suggestions
rate rates access pre post wt weight target session chair machine uf readings reading infusion infusions flow
findings finding histology conclusion conclusions opinion examination results result outcome outcomes
`;

const PLAIN = new Set(WORDS.split(/\s+/).filter(Boolean));
// A person: 'Dr Evans', 'Mrs K. Lee', 'RN Smith'.
const PERSON = /\b(?:[Dd]r|D[Rr]|[Mm]rs?|M[Rr][Ss]?|[Mm]s|M[Ss]|[Pp]rof|Sr|RN|NP)\.?\s+[A-Z]/;

/** True when a name the medicines list does not know is everyday words or a person, not a medicine. */
export function isPlainWordsName(name: string): boolean {
  if (PERSON.test(name)) return true;
  const words = name.toLowerCase().match(/[a-z]+/g);
  return !!words && words.every((w) => PLAIN.has(w));
}

/**
 * True when a long unknown name (four words or more) is mostly everyday words: a sentence of speech or
 * prose ('This is Ron calling about my wife ...'), never a medicine's name.
 */
export function isProseName(name: string): boolean {
  const words = name.toLowerCase().match(/[a-z]+/g);
  if (!words || words.length < 4) return false;
  const plain = words.filter((w) => PLAIN.has(w)).length;
  // A long run-on sentence carries names of people and places too ('Ron', 'Carol Jenkins').
  return plain * 2 >= words.length || (words.length >= 8 && plain * 3 >= words.length);
}

// Clinicians by role, in the singular or plural ('Radiographer', 'Scientist', 'Physio').
const CLINICIAN_ROLES = String.raw`radiographers?|scientists?|radiologists?|sonographers?|physios?|physiotherapists?|dietitians?|dieticians?|podiatrists?|psychologists?|social workers?|speech pathologists?|occupational therapists?|ot|therapists?|technicians?|technologists?|paramedics?|midwi(?:fe|ves)|anaesthetists?|anesthetists?|surgeons?|physicians?|registrars?|consultants?|interns?|pharmacists?|nurses?|doctors?|receptionists?|coordinators?|case managers?|care managers?`;

// 'Scientist note:', "Radiographer's comment -", 'Physio:': a clinician's note, by role, before what it says.
const ROLE_NOTE_LABEL = new RegExp(
  String.raw`^(?:${CLINICIAN_ROLES})(?:'s)?(?:\s+(?:notes?|comments?|advice|review|says|said|advised))?\s*[:\-–—]?\s*$`,
  'i',
);

/** True when a line's label is a clinician's note by role ('Scientist note'), not a list of orders. */
export const isRoleNoteLabel = (label: string): boolean => ROLE_NOTE_LABEL.test(label.trim());

// Words that never name a medicine, read at the start of a name the medicines list does not know: ordinary
// words of a schedule or advice ('Week 4: 200mg once daily', 'Drink 2 - 3 L of water', 'Last dose dispensed:
// ...'), who does something ('RN to: encourage fluids', 'Carer to ...', 'Mrs E. Walsh'), a department
// ('RADIATION ONCOLOGY - weekly review') and a kit or key ('Just-in-case kit (subcut):'). Such a line is a
// note, never a row or a ceased medicine; if it reads like an order, the last check reports it.
const PLAIN_FIRST = new RegExp(
  String.raw`^(?:` +
    [
      // time words of a schedule
      String.raw`weeks?|wks?|days?|months?|last|next|first|final|current|previous|usual`,
      // advice to the patient
      String.raw`drink|drinks|fluids?|water|eat|avoid|encourage|keep|aim`,
      // how to give medicines through a tube ('Flush NGT with 30 mL water before and after each medicine')
      String.raw`flush|flushes|crush|disperse|dissolve|rinse`,
      // people and roles
      String.raw`rn|en|rns|cnc|gp|carers?|staff|family|son|daughter|wife|husband|partner|mother|father|mum|dad|resident|client|he|she|they|his|her|their|mr|mrs|ms|miss`,
      // clinicians by role ('Radiographer: withhold metformin 48 h post contrast', 'Physio - ...'): who wrote a note
      CLINICIAN_ROLES,
      // a ward round's task list ('Jobs for d/c (ward round 26/11):', 'To do:', 'Actions -')
      String.raw`jobs?|tasks?|to[- ]?dos?|actions?|action items?`,
      // departments and services
      String.raw`radiology|imaging|pathology|radiation|oncology|haematology|hematology|cardiology|nephrology|neurology|psychiatry|geriatrics?|orthogeriatrics?|endocrinology|gastroenterology|respiratory medicine|general medicine|mental health|drug health`,
      // where a patient or a form's part is ('Bed 14 J.R. 81M', 'Bay 3', 'Section 2 - Prandial insulin') and a
      // sum or score under a list ('Total ACB on admission 7', 'Subtotal $79.07'): labels, never a medicine
      String.raw`beds?|bays?|rooms?|wards?|sections?|totals?|sub-?totals?|grand totals?|scores?`,
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
