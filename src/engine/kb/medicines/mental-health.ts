/** Antidepressants, antipsychotics, mood stabilisers, sleep and anxiety medicines, ADHD and addiction medicines. */
import { group, type MedicineData } from './types';

const DEP = 'Depression or anxiety';
const PSYCH = 'Mental health (psychosis or bipolar disorder)';
const SLEEP = 'Trouble sleeping (insomnia)';
const ADHD = 'ADHD (attention and focus)';

export const mentalHealth: MedicineData[] = [
  ...group('Antidepressant', [
    { id: 'sertraline', brands: ['Zoloft'], forms: ['tablet'], indication: DEP },
    {
      id: 'citalopram',
      brands: ['Cipramil', 'Celapram', 'Ciazil'],
      forms: ['tablet'],
      indication: DEP,
    },
    {
      id: 'escitalopram',
      brands: ['Lexapro', 'Esipram', 'Loxalate'],
      forms: ['tablet'],
      indication: DEP,
    },
    {
      id: 'fluoxetine',
      brands: ['Prozac', 'Lovan', 'Zactin'],
      forms: ['capsule', 'tablet'],
      indication: DEP,
    },
    { id: 'paroxetine', brands: ['Aropax'], forms: ['tablet'], indication: DEP },
    {
      id: 'fluvoxamine',
      brands: ['Luvox', 'Movox', 'Faverin'],
      forms: ['tablet'],
      indication: 'Depression or obsessive-compulsive disorder',
    },
    {
      id: 'venlafaxine',
      brands: ['Efexor-XR', 'Efexor'],
      forms: ['capsule', 'tablet'],
      indication: DEP,
      alwaysMR: true,
    },
    {
      id: 'desvenlafaxine',
      brands: ['Pristiq'],
      forms: ['tablet'],
      indication: 'Depression',
      alwaysMR: true,
    },
    {
      id: 'duloxetine',
      brands: ['Cymbalta'],
      forms: ['capsule'],
      indication: 'Depression, anxiety or nerve pain',
      alwaysEC: true,
    },
    {
      id: 'mirtazapine',
      brands: ['Avanza', 'Remeron', 'Mirtazon'],
      forms: ['tablet', 'wafer'],
      indication: 'Depression',
    },
    {
      id: 'amitriptyline',
      brands: ['Endep'],
      forms: ['tablet'],
      indication: 'Nerve pain or depression',
    },
    {
      id: 'nortriptyline',
      brands: ['Allegron'],
      forms: ['tablet'],
      indication: 'Depression or nerve pain',
    },
    {
      id: 'dosulepin',
      brands: ['Prothiaden', 'Dothep'],
      former: ['dothiepin'],
      forms: ['capsule', 'tablet'],
      indication: 'Depression',
    },
    {
      id: 'clomipramine',
      brands: ['Anafranil'],
      forms: ['tablet'],
      indication: 'Depression or obsessive-compulsive disorder',
    },
    { id: 'moclobemide', brands: ['Aurorix'], forms: ['tablet'], indication: 'Depression' },
    { id: 'agomelatine', brands: ['Valdoxan'], forms: ['tablet'], indication: 'Depression' },
    { id: 'vortioxetine', brands: ['Brintellix'], forms: ['tablet'], indication: 'Depression' },
  ]),
  ...group('Antipsychotic', [
    { id: 'quetiapine', brands: ['Seroquel', 'Seroquel XR'], forms: ['tablet'], indication: PSYCH },
    {
      id: 'olanzapine',
      brands: ['Zyprexa', 'Zyprexa Zydis'],
      forms: ['tablet', 'wafer', 'injection'],
      indication: PSYCH,
    },
    {
      id: 'risperidone',
      brands: ['Risperdal', 'Risperdal Consta'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: 'Mental health (psychosis) or agitation',
    },
    {
      id: 'aripiprazole',
      brands: ['Abilify', 'Abilify Maintena'],
      forms: ['tablet', 'injection'],
      indication: PSYCH,
    },
    {
      id: 'paliperidone',
      brands: ['Invega', 'Invega Sustenna', 'Invega Trinza'],
      forms: ['tablet', 'injection'],
      indication: 'Mental health (schizophrenia)',
      alwaysMR: true,
    },
    {
      id: 'clozapine',
      brands: ['Clozaril', 'Clopine'],
      forms: ['tablet', 'oral liquid'],
      indication: 'Mental health (schizophrenia)',
    },
    { id: 'lurasidone', brands: ['Latuda'], forms: ['tablet'], indication: PSYCH },
    {
      id: 'amisulpride',
      brands: ['Solian'],
      forms: ['tablet'],
      indication: 'Mental health (schizophrenia)',
    },
    { id: 'ziprasidone', brands: ['Zeldox'], forms: ['capsule'], indication: PSYCH },
    {
      id: 'haloperidol',
      brands: ['Serenace', 'Haldol'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: 'Agitation, psychosis or nausea',
    },
    {
      id: 'chlorpromazine',
      brands: ['Largactil'],
      forms: ['tablet', 'injection'],
      indication: 'Agitation, psychosis, nausea or hiccups',
    },
    {
      id: 'pericyazine',
      brands: ['Neulactil'],
      forms: ['tablet'],
      indication: 'Agitation or psychosis',
    },
    {
      id: 'levomepromazine',
      brands: ['Nozinan'],
      former: ['methotrimeprazine'],
      forms: ['tablet', 'injection'],
      indication: 'Nausea, agitation or psychosis',
    },
    // Depots: the decanoate ester and the acetate (Acuphase) are the same active medicine.
    {
      id: 'zuclopenthixol',
      brands: ['Clopixol', 'Clopixol Depot', 'Clopixol Acuphase'],
      forms: ['tablet', 'injection'],
      indication: PSYCH,
    },
    {
      id: 'flupentixol',
      brands: ['Fluanxol', 'Fluanxol Depot'],
      intl: ['flupenthixol'],
      forms: ['injection'],
      indication: PSYCH,
    },
  ]),
  ...group('Mood stabiliser', [
    {
      id: 'lithium',
      brands: ['Lithicarb', 'Quilonum SR'],
      forms: ['tablet'],
      indication: 'Bipolar disorder (mood stabiliser)',
    },
  ]),
  ...group('Benzodiazepine', [
    {
      id: 'diazepam',
      brands: ['Valium', 'Ducene', 'Antenex'],
      forms: ['tablet', 'injection'],
      indication: 'Anxiety, muscle spasm or alcohol withdrawal',
    },
    {
      id: 'oxazepam',
      brands: ['Serepax', 'Alepam'],
      forms: ['tablet'],
      indication: 'Anxiety or alcohol withdrawal',
    },
    { id: 'temazepam', brands: ['Normison', 'Temaze'], forms: ['tablet'], indication: SLEEP },
    { id: 'nitrazepam', brands: ['Mogadon', 'Alodorm'], forms: ['tablet'], indication: SLEEP },
    { id: 'lorazepam', brands: ['Ativan'], forms: ['tablet', 'injection'], indication: 'Anxiety' },
    {
      id: 'alprazolam',
      brands: ['Xanax', 'Kalma'],
      forms: ['tablet'],
      indication: 'Anxiety or panic disorder',
    },
    {
      id: 'clonazepam',
      brands: ['Rivotril', 'Paxam'],
      forms: ['tablet', 'oral drops'],
      indication: 'Seizures or panic disorder',
    },
  ]),
  ...group('Sleep medicine', [
    { id: 'zopiclone', brands: ['Imovane'], forms: ['tablet'], indication: SLEEP },
    { id: 'zolpidem', brands: ['Stilnox', 'Stilnox CR'], forms: ['tablet'], indication: SLEEP },
    { id: 'melatonin', brands: ['Circadin'], forms: ['tablet'], indication: SLEEP },
  ]),
  ...group('ADHD medicine', [
    {
      id: 'methylphenidate',
      brands: ['Ritalin', 'Ritalin LA', 'Concerta'],
      forms: ['tablet', 'capsule'],
      indication: ADHD,
    },
    {
      id: 'dexamfetamine',
      former: ['dexamphetamine'],
      intl: ['dextroamphetamine'],
      forms: ['tablet'],
      indication: ADHD,
    },
    { id: 'lisdexamfetamine', brands: ['Vyvanse'], forms: ['capsule'], indication: ADHD },
    { id: 'atomoxetine', brands: ['Strattera'], forms: ['capsule'], indication: ADHD },
  ]),
  ...group('Addiction medicine', [
    {
      id: 'naltrexone',
      forms: ['tablet'],
      indication: 'Alcohol or opioid dependence (reduces cravings)',
    },
    {
      id: 'acamprosate',
      brands: ['Campral'],
      forms: ['tablet'],
      indication: 'Alcohol dependence (reduces cravings)',
    },
    { id: 'disulfiram', brands: ['Antabuse'], forms: ['tablet'], indication: 'Alcohol dependence' },
  ]),
];
