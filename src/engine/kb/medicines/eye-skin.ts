/** Eye drops and skin (topical) medicines. */
import { group, type MedicineData } from './types';

const GLAUCOMA = 'Glaucoma (eye pressure)';
const DRY_EYE = 'Dry eyes';
const SKIN = 'Skin inflammation (eczema or dermatitis)';
const STEROID_INJECTION = 'Reduces inflammation (steroid injection)';
const DROPS = ['eye drops'];

export const eyeSkin: MedicineData[] = [
  ...group('Glaucoma eye drops', [
    { id: 'latanoprost', brands: ['Xalatan'], forms: DROPS, indication: GLAUCOMA },
    { id: 'latanoprost+timolol', brands: ['Xalacom'], forms: DROPS, indication: GLAUCOMA },
    { id: 'bimatoprost', brands: ['Lumigan'], forms: DROPS, indication: GLAUCOMA },
    { id: 'bimatoprost+timolol', brands: ['Ganfort'], forms: DROPS, indication: GLAUCOMA },
    { id: 'travoprost', brands: ['Travatan'], forms: DROPS, indication: GLAUCOMA },
    { id: 'travoprost+timolol', brands: ['DuoTrav'], forms: DROPS, indication: GLAUCOMA },
    {
      id: 'timolol',
      brands: ['Timoptol', 'Timoptol XE'],
      forms: ['eye drops', 'eye gel'],
      indication: GLAUCOMA,
    },
    { id: 'brimonidine', brands: ['Alphagan', 'Alphagan P'], forms: DROPS, indication: GLAUCOMA },
    { id: 'brimonidine+timolol', brands: ['Combigan'], forms: DROPS, indication: GLAUCOMA },
    { id: 'dorzolamide', brands: ['Trusopt'], forms: DROPS, indication: GLAUCOMA },
    { id: 'dorzolamide+timolol', brands: ['Cosopt'], forms: DROPS, indication: GLAUCOMA },
    { id: 'brinzolamide', brands: ['Azopt'], forms: DROPS, indication: GLAUCOMA },
    { id: 'brinzolamide+timolol', brands: ['Azarga'], forms: DROPS, indication: GLAUCOMA },
    { id: 'brinzolamide+brimonidine', brands: ['Simbrinza'], forms: DROPS, indication: GLAUCOMA },
    { id: 'pilocarpine', forms: DROPS, indication: GLAUCOMA },
  ]),
  ...group('Other eye medicine', [
    {
      id: 'chloramphenicol',
      brands: ['Chlorsig'],
      forms: ['eye drops', 'eye ointment'],
      indication: 'Eye infection',
    },
    {
      id: 'fluorometholone',
      brands: ['FML', 'Flucon'],
      forms: DROPS,
      indication: 'Eye inflammation',
    },
    // After cataract surgery: a steroid with a pupil-dilating decongestant.
    {
      id: 'phenylephrine+prednisolone',
      brands: ['Prednefrin Forte', 'Prednefrin'],
      forms: DROPS,
      indication: 'Eye inflammation (after eye surgery)',
    },
    {
      id: 'phenylephrine',
      brands: ['Mydfrin'],
      forms: DROPS,
      indication: 'Widens the pupil (eye examination or surgery)',
    },
    // Carmellose alone: 0.5% (Refresh Tears Plus, Refresh Plus, Cellufresh) and 1% (Refresh Liquigel, Celluvisc).
    // Refresh Night Time is an ointment of paraffins and Optive adds glycerol: neither is here.
    {
      id: 'carmellose',
      brands: ['Refresh Tears Plus', 'Refresh Plus', 'Refresh Liquigel', 'Cellufresh', 'Celluvisc'],
      intl: ['carboxymethylcellulose', 'carboxymethylcellulose sodium', 'carmellose sodium'],
      forms: DROPS,
      indication: DRY_EYE,
    },
    // Optive: carmellose sodium 0.5% with glycerol 0.9%, a different product from carmellose alone; Optive
    // Fusion adds sodium hyaluronate 0.1% (its own entry, so 'Optive Fusion' is never read as plain Optive).
    { id: 'carmellose+glycerol', brands: ['Optive'], forms: DROPS, indication: DRY_EYE },
    {
      id: 'carmellose+glycerol+hyaluronic acid',
      brands: ['Optive Fusion'],
      forms: DROPS,
      indication: DRY_EYE,
    },
    { id: 'hypromellose', brands: ['Genteal', 'Isopto Tears'], forms: DROPS, indication: DRY_EYE },
    {
      id: 'dextran+hypromellose',
      brands: ['Poly-Tears', 'Tears Naturale'],
      forms: DROPS,
      indication: DRY_EYE,
    },
    {
      id: 'macrogol+propylene glycol',
      brands: ['Systane', 'Systane Ultra', 'Systane Balance'],
      forms: DROPS,
      indication: DRY_EYE,
    },
    {
      id: 'hyaluronic acid',
      aliases: ['sodium hyaluronate', 'hyaluronate'],
      brands: [
        'Hylo-Fresh',
        'Hylo-Forte',
        'Hylo-Dual',
        'Hylo-Comod',
        'Hylo',
        'Blink Intensive Tears',
      ],
      forms: DROPS,
      indication: DRY_EYE,
    },
    {
      id: 'paraffin',
      aliases: [
        'soft white paraffin',
        'white soft paraffin',
        'liquid paraffin',
        'paraffin eye ointment',
        'white soft paraffin/liquid paraffin',
        'soft white paraffin/liquid paraffin',
        'wsp/lp',
        'wsp/lp 50/50',
      ],
      brands: ['Lacri-Lube', 'Poly Visc', 'Refresh Night Time'],
      forms: ['eye ointment', 'ointment'],
      indication: 'Dry eyes or dry skin (lubricant)',
      routes: {
        eye: 'Dry eyes (lubricant at night)',
        topical: 'Dry skin (moisturiser)',
        oral: 'Constipation',
      },
    },
    { id: 'carbomer', brands: ['Viscotears'], forms: ['eye gel'], indication: DRY_EYE },
    {
      id: 'olopatadine',
      brands: ['Patanol'],
      forms: DROPS,
      indication: 'Eye allergy (itchy eyes)',
    },
    {
      id: 'atropine',
      forms: ['eye drops', 'injection'],
      indication: 'Eye inflammation (widens the pupil) or slow heart rate',
      // Eye drops given under the tongue dry up saliva (palliative care).
      routes: {
        eye: 'Eye inflammation or lazy eye (widens the pupil)',
        injection: 'Slow heart rate or too much saliva',
        oral: 'Drooling or too much saliva',
      },
    },
    {
      id: 'ketorolac',
      brands: ['Acular', 'Acular LS'],
      forms: DROPS,
      indication: 'Eye pain or inflammation (after eye surgery)',
    },
    {
      id: 'dexamethasone+tobramycin',
      brands: ['Tobradex'],
      forms: ['eye drops', 'eye ointment'],
      indication: 'Eye infection and inflammation',
    },
  ]),
  ...group('Ear drops', [
    {
      id: 'dexamethasone+framycetin+gramicidin',
      brands: ['Sofradex'],
      forms: ['ear drops', 'eye drops'],
      indication: 'Ear or eye infection and inflammation',
    },
    {
      id: 'ciprofloxacin+hydrocortisone',
      brands: ['Ciproxin HC'],
      forms: ['ear drops'],
      indication: 'Ear infection',
    },
    {
      id: 'triamcinolone+neomycin+gramicidin+nystatin',
      brands: ['Kenacomb', 'Kenacomb Otic'],
      forms: ['ear drops', 'ointment', 'cream'],
      indication: 'Ear or skin infection and inflammation',
    },
    {
      id: 'flumetasone+clioquinol',
      brands: ['Locacorten-Vioform'],
      forms: ['ear drops'],
      indication: 'Ear infection and inflammation',
    },
  ]),
  ...group('Skin steroid', [
    {
      id: 'betamethasone',
      brands: ['Diprosone', 'Betnovate', 'Celestone Chronodose'],
      forms: ['cream', 'ointment', 'lotion', 'injection'],
      indication: SKIN,
      // The injection is not for the skin: inflammation, or before an early birth to mature the baby's lungs.
      routes: { injection: STEROID_INJECTION },
      brandInd: { 'Celestone Chronodose': STEROID_INJECTION },
    },
    {
      id: 'clobetasol',
      brands: ['Dermovate'],
      forms: ['cream', 'ointment'],
      indication: 'Skin inflammation (severe eczema or psoriasis)',
    },
    {
      id: 'triamcinolone',
      brands: ['Aristocort', 'Kenacort-A'],
      forms: ['cream', 'ointment', 'injection'],
      indication: SKIN,
      routes: { injection: STEROID_INJECTION },
      brandInd: { 'Kenacort-A': STEROID_INJECTION },
    },
    {
      id: 'calcipotriol+betamethasone',
      brands: ['Daivobet', 'Enstilar'],
      forms: ['ointment', 'gel', 'foam'],
      indication: 'Psoriasis',
    },
  ]),
  ...group('Other skin medicine', [
    {
      id: 'cadexomer iodine',
      brands: ['Iodosorb'],
      forms: ['ointment', 'powder', 'dressing'],
      indication: 'Wound care (antiseptic for leg ulcers and wounds)',
    },
    {
      id: 'calcipotriol',
      brands: ['Daivonex'],
      forms: ['cream', 'ointment'],
      indication: 'Psoriasis',
    },
    {
      id: 'imiquimod',
      brands: ['Aldara'],
      forms: ['cream'],
      indication: 'Skin cancer spots or warts',
    },
    {
      id: 'pimecrolimus',
      brands: ['Elidel'],
      forms: ['cream'],
      indication: 'Eczema (skin inflammation)',
    },
    {
      id: 'acitretin',
      brands: ['Neotigason'],
      forms: ['capsule'],
      indication: 'Severe psoriasis or other thick, scaly skin conditions',
    },
    {
      id: 'isotretinoin',
      brands: ['Roaccutane', 'Oratane'],
      forms: ['capsule'],
      indication: 'Severe acne',
    },
    { id: 'urea', forms: ['cream'], indication: 'Dry, thick skin' },
    // A keratolytic cream for thick scale (crusted scabies, hyperkeratosis): urea 10% + lactic acid 5%.
    {
      id: 'urea+lactic acid',
      brands: ['Calmurid'],
      forms: ['cream'],
      indication: 'Thick, scaly skin',
    },
    {
      id: 'sorbolene',
      aliases: [
        'sorbolene with glycerin',
        'sorbolene and glycerin',
        'cetomacrogol',
        'cetomacrogol cream',
      ],
      forms: ['cream'],
      indication: 'Dry skin (moisturiser)',
    },
    {
      id: 'aqueous cream',
      forms: ['cream'],
      indication: 'Dry skin (moisturiser or soap substitute)',
    },
  ]),
];
