/** Antivirals, antifungals and antiparasitic medicines. */
import { group, type MedicineData } from './types';

const FUNGAL = 'Fungal infection';
const HERPES = 'Viral infection (herpes or shingles)';
const COVID = 'COVID-19';

export const antiviralsAntifungals: MedicineData[] = [
  ...group('Antiviral', [
    {
      id: 'aciclovir',
      brands: ['Zovirax'],
      former: ['acyclovir'],
      forms: ['tablet', 'cream', 'injection'],
      indication: HERPES,
      routes: { topical: 'Cold sores' },
    },
    { id: 'valaciclovir', brands: ['Valtrex'], former: ['valacyclovir'], forms: ['tablet'], indication: HERPES },
    { id: 'famciclovir', brands: ['Famvir'], forms: ['tablet'], indication: HERPES },
    { id: 'oseltamivir', brands: ['Tamiflu'], forms: ['capsule', 'oral liquid'], indication: 'Influenza (flu)' },
    { id: 'nirmatrelvir+ritonavir', brands: ['Paxlovid'], forms: ['tablet'], indication: COVID },
    { id: 'molnupiravir', brands: ['Lagevrio'], forms: ['capsule'], indication: COVID },
    { id: 'valganciclovir', brands: ['Valcyte'], forms: ['tablet'], indication: 'Prevent or treat CMV virus infection' },
    { id: 'entecavir', brands: ['Baraclude'], forms: ['tablet'], indication: 'Hepatitis B' },
    { id: 'tenofovir', brands: ['Viread'], forms: ['tablet'], indication: 'Hepatitis B or HIV' },
  ]),
  ...group('Antifungal', [
    { id: 'fluconazole', brands: ['Diflucan'], forms: ['capsule', 'oral liquid', 'injection'], indication: FUNGAL },
    { id: 'nystatin', brands: ['Nilstat', 'Mycostatin'], forms: ['oral drops', 'tablet', 'cream'], indication: 'Fungal infection (thrush)' },
    { id: 'miconazole', brands: ['Daktarin'], forms: ['oral gel', 'cream', 'powder'], indication: FUNGAL },
    { id: 'clotrimazole', brands: ['Canesten'], forms: ['cream', 'vaginal cream', 'pessary'], indication: FUNGAL },
    { id: 'terbinafine', brands: ['Lamisil'], forms: ['tablet', 'cream', 'gel'], indication: 'Fungal infection (skin or nails)' },
    { id: 'ketoconazole', brands: ['Nizoral'], forms: ['shampoo', 'cream'], indication: 'Fungal skin infection or dandruff' },
    { id: 'itraconazole', brands: ['Sporanox', 'Lozanoc'], forms: ['capsule', 'oral liquid'], indication: FUNGAL },
    { id: 'voriconazole', brands: ['Vfend'], forms: ['tablet', 'oral liquid', 'injection'], indication: FUNGAL },
    { id: 'posaconazole', brands: ['Noxafil'], forms: ['tablet', 'oral liquid'], indication: FUNGAL },
  ]),
  ...group('Antiparasitic', [
    { id: 'ivermectin', brands: ['Stromectol'], forms: ['tablet'], indication: 'Worm infection or scabies' },
    { id: 'permethrin', brands: ['Lyclear'], forms: ['cream'], indication: 'Scabies or head lice' },
    { id: 'quinine', forms: ['tablet'], indication: '' },
  ]),
];
