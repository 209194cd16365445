/** Pain medicines: paracetamol, anti-inflammatories, opioids, combination analgesics, local anaesthetics. */
import { group, type MedicineData } from './types';

const PAIN = 'Pain';
const NSAID = 'Pain and inflammation';
const OPIOID_DEPENDENCE = 'Opioid dependence (replacement therapy)';

export const analgesics: MedicineData[] = [
  ...group('Simple pain reliever', [
    {
      id: 'paracetamol',
      brands: ['Panadol', 'Panadol Osteo', 'Osteomol', 'Panadol Rapid', 'Panamax', 'Dymadon'],
      intl: ['acetaminophen'],
      abbr: ['APAP', 'PCM'],
      forms: ['tablet', 'oral liquid', 'suppository', 'injection'],
      indication: 'Pain or fever',
    },
    {
      id: 'paracetamol+codeine',
      brands: ['Panadeine', 'Panadeine Forte', 'Panamax Co'],
      intl: ['co-codamol'],
      forms: ['tablet'],
      indication: PAIN,
    },
    {
      id: 'paracetamol+ibuprofen',
      brands: ['Maxigesic', 'Nuromol'],
      forms: ['tablet'],
      indication: PAIN,
    },
    {
      id: 'paracetamol+codeine+doxylamine',
      brands: ['Mersyndol', 'Mersyndol Forte'],
      forms: ['tablet'],
      indication: PAIN,
    },
  ]),
  ...group('Anti-inflammatory (NSAID)', [
    {
      id: 'ibuprofen',
      brands: ['Nurofen', 'Brufen'],
      forms: ['tablet', 'capsule', 'oral liquid'],
      indication: 'Pain, fever or inflammation',
    },
    { id: 'ibuprofen+codeine', brands: ['Nurofen Plus'], forms: ['tablet'], indication: PAIN },
    {
      id: 'naproxen',
      brands: ['Naprosyn', 'Naprosyn SR', 'Anaprox', 'Naprogesic'],
      forms: ['tablet'],
      indication: NSAID,
    },
    {
      id: 'mefenamic acid',
      brands: ['Ponstan', 'Ponstel'],
      forms: ['capsule', 'tablet'],
      indication: 'Period pain or pain',
    },
    {
      id: 'diclofenac',
      brands: ['Voltaren', 'Voltaren Rapid', 'Voltaren Emulgel'],
      forms: ['tablet', 'suppository', 'gel'],
      indication: NSAID,
      routes: { topical: 'Joint or muscle pain (gel)' },
      brandInd: { 'Voltaren Emulgel': 'Joint or muscle pain (gel)' },
    },
    {
      id: 'meloxicam',
      brands: ['Mobic', 'Movalis'],
      forms: ['tablet', 'capsule'],
      indication: 'Arthritis pain and inflammation',
    },
    {
      id: 'celecoxib',
      brands: ['Celebrex'],
      forms: ['capsule'],
      indication: 'Arthritis pain and inflammation',
    },
    {
      id: 'etoricoxib',
      brands: ['Arcoxia'],
      forms: ['tablet'],
      indication: 'Arthritis pain and inflammation',
    },
    {
      id: 'indometacin',
      brands: ['Indocid'],
      former: ['indomethacin'],
      forms: ['capsule', 'suppository'],
      indication: NSAID,
    },
    {
      id: 'piroxicam',
      brands: ['Feldene'],
      forms: ['capsule'],
      indication: 'Arthritis pain and inflammation',
    },
  ]),
  ...group('Opioid', [
    {
      id: 'oxycodone',
      brands: ['Endone', 'OxyNorm', 'OxyContin'],
      forms: ['tablet', 'capsule', 'oral liquid', 'injection'],
      indication: PAIN,
    },
    {
      id: 'oxycodone+naloxone',
      brands: ['Targin'],
      forms: ['tablet'],
      indication: PAIN,
      alwaysMR: true,
    },
    {
      id: 'morphine',
      brands: ['MS Contin', 'MST Continus', 'Kapanol', 'Sevredol', 'Ordine', 'Anamorph'],
      forms: ['tablet', 'capsule', 'oral liquid', 'injection'],
      indication: PAIN,
    },
    {
      id: 'hydromorphone',
      brands: ['Dilaudid', 'Jurnista'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: PAIN,
    },
    {
      id: 'tapentadol',
      brands: ['Palexia', 'Palexia SR', 'Palexia IR'],
      forms: ['tablet'],
      indication: PAIN,
    },
    {
      id: 'tramadol',
      brands: ['Tramal', 'Tramal SR', 'Zydol', 'Zydol SR', 'Durotram XR', 'Durotram'],
      forms: ['capsule', 'tablet', 'oral drops'],
      indication: PAIN,
    },
    {
      id: 'buprenorphine',
      brands: [
        'Norspan',
        // The name the same 7-day patch has overseas (UK, US): visitors' and transferred lists.
        'Butrans',
        'Temgesic',
        'Subutex',
        'Buvidal Weekly',
        'Buvidal Monthly',
        'Buvidal',
        'Sublocade',
      ],
      forms: ['patch', 'sublingual tablet', 'injection'],
      indication: 'Pain or opioid dependence',
      brandInd: {
        Subutex: OPIOID_DEPENDENCE,
        Buvidal: OPIOID_DEPENDENCE,
        'Buvidal Weekly': OPIOID_DEPENDENCE,
        'Buvidal Monthly': OPIOID_DEPENDENCE,
        Sublocade: OPIOID_DEPENDENCE,
        Norspan: PAIN,
        Butrans: PAIN,
        Temgesic: PAIN,
      },
    },
    {
      id: 'buprenorphine+naloxone',
      brands: ['Suboxone'],
      forms: ['sublingual film', 'sublingual tablet'],
      indication: OPIOID_DEPENDENCE,
    },
    {
      id: 'fentanyl',
      brands: ['Durogesic'],
      forms: ['patch', 'injection', 'lozenge'],
      indication: PAIN,
    },
    {
      id: 'methadone',
      brands: ['Physeptone', 'Biodone Forte', 'Biodone'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: 'Pain or opioid dependence',
      brandInd: {
        Physeptone: PAIN,
        'Biodone Forte': OPIOID_DEPENDENCE,
        Biodone: OPIOID_DEPENDENCE,
      },
    },
    { id: 'codeine', forms: ['tablet', 'oral liquid'], indication: PAIN },
    { id: 'pethidine', intl: ['meperidine'], forms: ['injection'], indication: PAIN },
    {
      id: 'naloxone',
      brands: ['Nyxoid'],
      forms: ['injection', 'nasal spray'],
      indication: 'Reverse an opioid overdose',
    },
  ]),
  ...group('Migraine medicine', [
    {
      id: 'sumatriptan',
      brands: ['Imigran'],
      forms: ['tablet', 'nasal spray', 'injection'],
      indication: 'Migraine attack',
    },
    {
      id: 'rizatriptan',
      brands: ['Maxalt', 'Maxalt Wafer'],
      forms: ['tablet', 'wafer'],
      indication: 'Migraine attack',
    },
    {
      id: 'zolmitriptan',
      brands: ['Zomig'],
      forms: ['tablet', 'wafer', 'nasal spray'],
      indication: 'Migraine attack',
    },
  ]),
  ...group('Local anaesthetic', [
    {
      id: 'lidocaine',
      brands: ['Xylocaine', 'Versatis'],
      former: ['lignocaine'],
      forms: ['injection', 'patch', 'gel', 'cream'],
      indication: 'Numbing (local anaesthetic)',
      brandInd: { Versatis: 'Nerve pain (patch)' },
    },
    {
      id: 'lidocaine+prilocaine',
      brands: ['EMLA'],
      former: ['lignocaine+prilocaine'],
      forms: ['cream', 'patch'],
      indication: 'Numbing the skin before a procedure',
    },
  ]),
];
