/**
 * Medicines people are prescribed outside the hospital's usual lists, so they come in on a clinic's letter or
 * the patient's own word: weight-loss medicines (often from an online clinic) and medicinal cannabis (TGA
 * Authorised Prescriber or Special Access Scheme products). Without these a stop on the discharge list
 * ('Phentermine (Duromine) - ceased') and the admission order it stops were two unknown names that could
 * not be matched. Cannabidiol itself is in specialist.ts (Epidyolex), with its short name CBD.
 */
import { group, type MedicineData } from './types';

export const weightAndCannabis: MedicineData[] = [
  ...group('Weight-loss medicine', [
    {
      id: 'phentermine',
      brands: ['Duromine', 'Metermine'],
      forms: ['capsule'],
      indication: 'Weight loss',
    },
    { id: 'orlistat', brands: ['Xenical'], forms: ['capsule'], indication: 'Weight loss' },
    {
      id: 'naltrexone+bupropion',
      brands: ['Contrave'],
      forms: ['tablet'],
      indication: 'Weight loss',
      alwaysMR: true,
    },
  ]),
  ...group('Medicinal cannabis', [
    {
      id: 'tetrahydrocannabinol',
      // THC is how clinics and patients write it; dronabinol is the synthetic form's name overseas.
      abbr: ['THC'],
      aliases: ['delta-9-tetrahydrocannabinol'],
      intl: ['dronabinol'],
      forms: ['oral liquid', 'capsule'],
      indication: 'Chronic pain or other symptoms (medicinal cannabis)',
    },
    {
      id: 'tetrahydrocannabinol+cannabidiol',
      brands: ['Sativex'],
      aliases: ['nabiximols'],
      forms: ['oral liquid', 'oral spray'],
      indication: 'Chronic pain or other symptoms (medicinal cannabis)',
    },
  ]),
];
