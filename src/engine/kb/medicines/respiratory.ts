/** Inhalers and other lung medicines, nasal steroids, antihistamines and allergy medicines. */
import { group, type MedicineData } from './types';

const RELIEVER = 'Shortness of breath or wheeze (reliever)';
const PREVENTER = 'Asthma prevention (preventer)';
const ASTHMA_COPD = 'Asthma or COPD (preventer)';
const COPD = 'COPD (lung disease)';
const LONG_ACTING = 'Asthma or COPD (long-acting airway opener)';
const HAYFEVER = 'Hay fever or blocked nose';
const ALLERGY = 'Allergy or hay fever';
const INH = ['inhaler'];

export const respiratory: MedicineData[] = [
  ...group('Reliever inhaler', [
    {
      id: 'salbutamol',
      brands: ['Ventolin', 'Asmol', 'Airomir'],
      intl: ['albuterol'],
      forms: ['inhaler', 'nebule', 'oral liquid'],
      indication: RELIEVER,
    },
    {
      id: 'terbutaline',
      brands: ['Bricanyl', 'Bricanyl Turbuhaler'],
      forms: ['inhaler'],
      indication: RELIEVER,
    },
    {
      id: 'ipratropium',
      brands: ['Atrovent'],
      forms: ['inhaler', 'nebule', 'nasal spray'],
      indication: 'Shortness of breath (COPD or asthma)',
      routes: { nasal: 'Runny nose' },
    },
    {
      id: 'ipratropium+salbutamol',
      brands: ['Combivent', 'Combivent UDV'],
      forms: ['nebule'],
      indication: 'Shortness of breath (COPD or asthma)',
    },
  ]),
  ...group('Steroid inhaler or nasal spray', [
    {
      id: 'beclometasone',
      brands: ['Qvar', 'Beconase'],
      former: ['beclomethasone'],
      forms: ['inhaler', 'nasal spray'],
      indication: PREVENTER,
      routes: { nasal: HAYFEVER },
      brandInd: { Beconase: HAYFEVER },
    },
    {
      id: 'budesonide',
      brands: ['Pulmicort', 'Pulmicort Turbuhaler', 'Rhinocort', 'Entocort'],
      forms: ['inhaler', 'nebule', 'nasal spray', 'capsule'],
      indication: PREVENTER,
      routes: { nasal: HAYFEVER, oral: "Crohn's disease (bowel inflammation)" },
      brandInd: { Rhinocort: HAYFEVER, Entocort: "Crohn's disease (bowel inflammation)" },
    },
    { id: 'ciclesonide', brands: ['Alvesco'], forms: INH, indication: PREVENTER },
    {
      id: 'fluticasone',
      name: 'Fluticasone propionate',
      brands: ['Flixotide', 'Flixotide Accuhaler', 'Flixonase'],
      forms: ['inhaler', 'nasal spray'],
      indication: ASTHMA_COPD,
      routes: { nasal: HAYFEVER },
      brandInd: { Flixonase: HAYFEVER },
    },
    {
      id: 'fluticasone furoate',
      brands: ['Arnuity Ellipta', 'Arnuity', 'Avamys'],
      forms: ['inhaler', 'nasal spray'],
      indication: PREVENTER,
      routes: { nasal: HAYFEVER },
      brandInd: { Avamys: HAYFEVER },
    },
    {
      id: 'mometasone',
      brands: ['Nasonex', 'Elocon'],
      forms: ['nasal spray', 'cream', 'ointment', 'inhaler'],
      indication: 'Inflammation of the skin, nose or airways (steroid)',
      routes: {
        nasal: HAYFEVER,
        topical: 'Skin inflammation (eczema or dermatitis)',
        inhaled: PREVENTER,
      },
      brandInd: { Nasonex: HAYFEVER, Elocon: 'Skin inflammation (eczema or dermatitis)' },
    },
  ]),
  ...group('Long-acting bronchodilator inhaler', [
    { id: 'salmeterol', brands: ['Serevent'], forms: INH, indication: LONG_ACTING },
    {
      id: 'formoterol',
      brands: ['Oxis', 'Oxis Turbuhaler', 'Foradile'],
      former: ['eformoterol'],
      forms: INH,
      indication: LONG_ACTING,
    },
    { id: 'indacaterol', brands: ['Onbrez', 'Onbrez Breezhaler'], forms: INH, indication: COPD },
    {
      id: 'tiotropium',
      brands: ['Spiriva', 'Spiriva Respimat', 'Spiriva HandiHaler', 'Braltus', 'Braltus Zonda'],
      forms: ['inhaler', 'inhalation capsule'],
      indication: COPD,
    },
    { id: 'aclidinium', brands: ['Bretaris Genuair', 'Bretaris'], forms: INH, indication: COPD },
    { id: 'umeclidinium', brands: ['Incruse Ellipta', 'Incruse'], forms: INH, indication: COPD },
    {
      id: 'glycopyrronium',
      brands: ['Seebri Breezhaler', 'Seebri'],
      former: ['glycopyrrolate'],
      forms: ['inhaler', 'injection'],
      indication: COPD,
      routes: { injection: 'Reduce saliva or chest secretions' },
    },
  ]),
  ...group('Combination inhaler', [
    {
      id: 'fluticasone+salmeterol',
      name: 'Fluticasone propionate + Salmeterol',
      brands: ['Seretide', 'Seretide MDI', 'Seretide Accuhaler'],
      forms: INH,
      indication: ASTHMA_COPD,
    },
    {
      id: 'budesonide+formoterol',
      brands: [
        'Symbicort',
        'Symbicort Turbuhaler',
        'Symbicort Rapihaler',
        'DuoResp Spiromax',
        'DuoResp',
      ],
      former: ['budesonide+eformoterol'],
      forms: INH,
      indication: 'Asthma or COPD (preventer, and reliever if your plan says)',
    },
    { id: 'beclometasone+formoterol', forms: INH, indication: ASTHMA_COPD },
    {
      id: 'fluticasone furoate+vilanterol',
      brands: ['Breo Ellipta', 'Breo'],
      forms: INH,
      indication: ASTHMA_COPD,
    },
    {
      id: 'fluticasone+formoterol',
      name: 'Fluticasone propionate + Formoterol',
      brands: ['Flutiform'],
      forms: INH,
      indication: PREVENTER,
    },
    {
      id: 'umeclidinium+vilanterol',
      brands: ['Anoro Ellipta', 'Anoro'],
      forms: INH,
      indication: COPD,
    },
    {
      id: 'aclidinium+formoterol',
      brands: ['Brimica Genuair', 'Brimica'],
      forms: INH,
      indication: COPD,
    },
    {
      id: 'tiotropium+olodaterol',
      brands: ['Spiolto Respimat', 'Spiolto'],
      forms: INH,
      indication: COPD,
    },
    {
      id: 'glycopyrronium+indacaterol',
      brands: ['Ultibro Breezhaler', 'Ultibro'],
      forms: INH,
      indication: COPD,
    },
    {
      id: 'fluticasone furoate+umeclidinium+vilanterol',
      brands: ['Trelegy Ellipta', 'Trelegy'],
      forms: INH,
      indication: 'COPD or asthma (lung disease)',
    },
    {
      id: 'budesonide+glycopyrronium+formoterol',
      brands: ['Breztri Aerosphere', 'Breztri'],
      forms: INH,
      indication: COPD,
    },
  ]),
  ...group('Other lung medicine', [
    {
      id: 'montelukast',
      brands: ['Singulair'],
      forms: ['tablet', 'chewable tablet'],
      indication: 'Asthma prevention',
    },
    {
      id: 'theophylline',
      brands: ['Nuelin', 'Nuelin SR'],
      forms: ['tablet', 'oral liquid'],
      indication: 'Asthma or COPD',
    },
    { id: 'roflumilast', forms: ['tablet'], indication: COPD },
    {
      id: 'oxymetazoline',
      brands: ['Drixine'],
      forms: ['nasal spray'],
      indication: 'Blocked nose (short-term decongestant)',
    },
    {
      id: 'acetylcysteine',
      abbr: ['NAC'],
      forms: ['injection', 'effervescent tablet'],
      indication: 'Paracetamol overdose or thick mucus',
      routes: { injection: 'Paracetamol overdose', inhaled: 'Loosening thick mucus' },
    },
  ]),
  ...group('Antihistamine', [
    { id: 'cetirizine', brands: ['Zyrtec'], forms: ['tablet', 'oral liquid'], indication: ALLERGY },
    {
      id: 'loratadine',
      brands: ['Claratyne'],
      forms: ['tablet', 'oral liquid'],
      indication: ALLERGY,
    },
    { id: 'fexofenadine', brands: ['Telfast'], forms: ['tablet'], indication: ALLERGY },
    { id: 'desloratadine', brands: ['Aerius'], forms: ['tablet'], indication: ALLERGY },
    {
      id: 'promethazine',
      brands: ['Phenergan', 'Avomine'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: 'Allergy, nausea or trouble sleeping',
      brandInd: { Avomine: 'Nausea or travel sickness' },
    },
    {
      id: 'dexchlorpheniramine',
      brands: ['Polaramine'],
      forms: ['tablet', 'oral liquid'],
      indication: ALLERGY,
    },
    { id: 'chlorphenamine', former: ['chlorpheniramine'], forms: ['tablet'], indication: ALLERGY },
    { id: 'hydroxyzine', forms: ['tablet'], indication: 'Itch or anxiety' },
  ]),
  ...group('Allergy emergency', [
    {
      id: 'adrenaline',
      brands: ['EpiPen', 'EpiPen Jr', 'Anapen'],
      intl: ['epinephrine'],
      forms: ['auto-injector', 'injection'],
      indication: 'Severe allergic reaction (anaphylaxis)',
    },
  ]),
  ...group('Smoking cessation', [
    {
      id: 'nicotine',
      brands: ['Nicorette', 'Nicabate', 'Nicabate P', 'Nicotinell', 'QuitX'],
      forms: ['patch', 'gum', 'lozenge', 'inhalator', 'mouth spray'],
      indication: 'Quit smoking (nicotine replacement)',
    },
    { id: 'varenicline', brands: ['Champix'], forms: ['tablet'], indication: 'Quit smoking' },
  ]),
  ...group('Medical gas', [
    {
      id: 'oxygen',
      aliases: ['home oxygen', 'domiciliary oxygen', 'supplemental oxygen'],
      forms: ['gas'],
      indication: 'Low blood oxygen (breathing support)',
    },
  ]),
];
