/** Epilepsy, nerve pain, Parkinson's disease, dementia, multiple sclerosis and other neurology medicines. */
import { group, type MedicineData } from './types';

const EPI = 'Epilepsy (seizures)';
const PD = "Parkinson's disease";
const DEM = 'Dementia (memory)';
const MS = 'Multiple sclerosis';

export const neurology: MedicineData[] = [
  ...group('Antiepileptic', [
    {
      id: 'levetiracetam',
      brands: ['Keppra'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: EPI,
    },
    {
      id: 'valproate',
      name: 'Sodium valproate',
      brands: ['Epilim', 'Epilim EC', 'Valpro'],
      aliases: ['sodium valproate', 'valproate sodium', 'valproate semisodium'],
      intl: ['valproic acid', 'divalproex'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: 'Epilepsy (seizures) or mood stabiliser',
    },
    {
      id: 'carbamazepine',
      brands: ['Tegretol', 'Tegretol CR', 'Teril'],
      abbr: ['CBZ'],
      forms: ['tablet', 'oral liquid'],
      indication: 'Epilepsy (seizures) or nerve pain',
    },
    {
      id: 'phenytoin',
      brands: ['Dilantin'],
      forms: ['capsule', 'oral liquid', 'injection'],
      indication: EPI,
    },
    {
      id: 'lamotrigine',
      brands: ['Lamictal'],
      forms: ['tablet'],
      indication: 'Epilepsy (seizures) or bipolar disorder',
    },
    {
      id: 'topiramate',
      brands: ['Topamax'],
      forms: ['tablet'],
      indication: 'Epilepsy (seizures) or migraine prevention',
    },
    { id: 'lacosamide', brands: ['Vimpat'], forms: ['tablet', 'injection'], indication: EPI },
    {
      id: 'oxcarbazepine',
      brands: ['Trileptal'],
      forms: ['tablet', 'oral liquid'],
      indication: EPI,
    },
    { id: 'brivaracetam', brands: ['Briviact'], forms: ['tablet'], indication: EPI },
    { id: 'clobazam', brands: ['Frisium'], forms: ['tablet'], indication: EPI },
    {
      id: 'phenobarbital',
      former: ['phenobarbitone'],
      forms: ['tablet', 'injection'],
      indication: EPI,
    },
    {
      id: 'ethosuximide',
      brands: ['Zarontin'],
      forms: ['capsule', 'oral liquid'],
      indication: EPI,
    },
    {
      id: 'primidone',
      brands: ['Mysoline'],
      forms: ['tablet'],
      indication: 'Epilepsy (seizures) or tremor',
    },
    {
      id: 'midazolam',
      brands: ['Hypnovel'],
      forms: ['injection', 'buccal liquid'],
      // Outside theatre and ED: buccal for a seizure, or subcut in palliative care for agitation or distress.
      indication: 'Seizures (emergency), agitation or sedation',
    },
  ]),
  ...group('Nerve pain medicine', [
    { id: 'pregabalin', brands: ['Lyrica'], forms: ['capsule'], indication: 'Nerve pain' },
    {
      id: 'gabapentin',
      brands: ['Neurontin', 'Nupentin', 'Gantin', 'Gabaran'],
      forms: ['capsule', 'tablet'],
      indication: 'Nerve pain or seizures',
    },
  ]),
  ...group("Parkinson's medicine", [
    {
      id: 'levodopa+carbidopa',
      brands: ['Sinemet', 'Sinemet CR', 'Kinson', 'Duodopa'],
      intl: ['co-careldopa'],
      forms: ['tablet', 'intestinal gel'],
      indication: PD,
    },
    {
      id: 'levodopa+benserazide',
      brands: ['Madopar', 'Madopar HBS', 'Madopar Rapid'],
      intl: ['co-beneldopa'],
      forms: ['capsule', 'tablet', 'dispersible tablet'],
      indication: PD,
    },
    { id: 'levodopa+carbidopa+entacapone', brands: ['Stalevo'], forms: ['tablet'], indication: PD },
    { id: 'entacapone', brands: ['Comtan'], forms: ['tablet'], indication: PD },
    { id: 'opicapone', brands: ['Ongentys'], forms: ['capsule'], indication: PD },
    {
      id: 'pramipexole',
      brands: ['Sifrol', 'Sifrol ER'],
      forms: ['tablet'],
      indication: "Parkinson's disease or restless legs",
    },
    {
      id: 'ropinirole',
      brands: ['Requip', 'Requip CR', 'Repreve'],
      forms: ['tablet'],
      indication: "Parkinson's disease or restless legs",
    },
    { id: 'rotigotine', brands: ['Neupro'], forms: ['patch'], indication: PD },
    { id: 'rasagiline', brands: ['Azilect'], forms: ['tablet'], indication: PD },
    { id: 'selegiline', forms: ['tablet'], indication: PD },
    { id: 'amantadine', brands: ['Symmetrel'], forms: ['capsule'], indication: PD },
    {
      id: 'benzatropine',
      brands: ['Cogentin', 'Benztrop'],
      intl: ['benztropine'],
      forms: ['tablet', 'injection'],
      indication: "Parkinson's disease or movement side effects",
    },
    { id: 'apomorphine', forms: ['injection'], indication: PD },
    {
      id: 'trihexyphenidyl',
      brands: ['Artane'],
      former: ['benzhexol'],
      forms: ['tablet'],
      indication: "Parkinson's disease or movement side effects",
    },
  ]),
  ...group('Dementia medicine', [
    { id: 'donepezil', brands: ['Aricept'], forms: ['tablet', 'wafer'], indication: DEM },
    { id: 'rivastigmine', brands: ['Exelon'], forms: ['capsule', 'patch'], indication: DEM },
    { id: 'galantamine', brands: ['Reminyl'], forms: ['capsule'], indication: DEM },
    { id: 'memantine', brands: ['Ebixa'], forms: ['tablet'], indication: DEM },
  ]),
  ...group('Other neurology medicine', [
    {
      id: 'baclofen',
      brands: ['Lioresal', 'Clofen'],
      forms: ['tablet', 'injection'],
      indication: 'Muscle spasm (spasticity)',
    },
    { id: 'orphenadrine', brands: ['Norflex'], forms: ['tablet'], indication: 'Muscle spasm' },
    {
      id: 'pyridostigmine',
      brands: ['Mestinon'],
      forms: ['tablet'],
      indication: 'Myasthenia gravis (muscle weakness)',
    },
    {
      id: 'betahistine',
      brands: ['Serc'],
      forms: ['tablet'],
      indication: "Dizziness and vertigo (Meniere's disease)",
    },
    { id: 'riluzole', brands: ['Rilutek'], forms: ['tablet'], indication: 'Motor neurone disease' },
    {
      id: 'modafinil',
      brands: ['Modavigil'],
      forms: ['tablet'],
      indication: 'Daytime sleepiness or fatigue',
    },
  ]),
  ...group('Multiple sclerosis medicine', [
    { id: 'ocrelizumab', brands: ['Ocrevus'], forms: ['infusion', 'injection'], indication: MS },
    { id: 'natalizumab', brands: ['Tysabri'], forms: ['infusion', 'injection'], indication: MS },
    { id: 'ofatumumab', brands: ['Kesimpta'], forms: ['injection'], indication: MS },
    { id: 'fingolimod', brands: ['Gilenya'], forms: ['capsule'], indication: MS },
    { id: 'siponimod', brands: ['Mayzent'], forms: ['tablet'], indication: MS },
    { id: 'ozanimod', brands: ['Zeposia'], forms: ['capsule'], indication: MS },
    { id: 'dimethyl fumarate', brands: ['Tecfidera'], forms: ['capsule'], indication: MS },
    { id: 'teriflunomide', brands: ['Aubagio'], forms: ['tablet'], indication: MS },
    { id: 'cladribine', brands: ['Mavenclad'], forms: ['tablet'], indication: MS },
    { id: 'glatiramer', brands: ['Copaxone'], forms: ['injection'], indication: MS },
    {
      id: 'fampridine',
      brands: ['Fampyra'],
      forms: ['tablet'],
      indication: 'Walking in multiple sclerosis',
      alwaysMR: true,
    },
  ]),
];
