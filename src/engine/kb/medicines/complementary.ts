/**
 * Complementary and over-the-counter supplements people bring from home: medicines too, so they are
 * named properly on the list and their usual purpose is shown (the older ones are in vitamins-minerals.ts).
 */
import { group, type MedicineData } from './types';

export const complementary: MedicineData[] = [
  ...group('Supplement', [
    {
      id: 'hypericum',
      name: "St John's wort",
      aliases: ["St John's wort", "St John's wort extract", 'hypericum perforatum'],
      forms: ['tablet'],
      indication: 'Supplement (low mood)',
    },
    {
      id: 'turmeric',
      aliases: ['curcumin', 'turmeric extract'],
      forms: ['tablet', 'capsule'],
      indication: 'Supplement (joint pain or inflammation)',
    },
    { id: 'krill oil', forms: ['capsule'], indication: 'Supplement (omega-3 fatty acids)' },
    {
      id: 'evening primrose oil',
      forms: ['capsule'],
      indication: 'Supplement (evening primrose oil)',
    },
    {
      id: 'probiotic',
      aliases: ['probiotics'],
      brands: ['Inner Health Plus'],
      forms: ['capsule', 'sachet'],
      indication: 'Supplement (gut health)',
    },
    {
      id: 'ginkgo',
      aliases: ['ginkgo biloba'],
      forms: ['tablet'],
      indication: 'Supplement (memory or circulation)',
    },
    { id: 'saw palmetto', forms: ['capsule'], indication: 'Supplement (prostate health)' },
    { id: 'valerian', forms: ['tablet'], indication: 'Supplement (sleep)' },
    { id: 'echinacea', forms: ['tablet'], indication: 'Supplement (colds)' },
    { id: 'lutein', forms: ['capsule'], indication: 'Supplement (eye health)' },
    {
      id: 'vitamin e',
      name: 'Vitamin E',
      aliases: ['vit E', 'tocopherol', 'alpha tocopherol'],
      forms: ['capsule'],
      indication: 'Vitamin E supplement',
    },
    {
      id: 'vitamin b complex',
      name: 'Vitamin B complex',
      aliases: ['B complex', 'vit B complex', 'B group vitamins'],
      brands: ['Executive B', 'Blackmores Executive B'],
      forms: ['tablet'],
      indication: 'Vitamin B supplement',
    },
  ]),
];
