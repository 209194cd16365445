/**
 * Single Australian orders: brand to generic, inhaler and other devices to a dose form, release-form
 * words (MR, CR, SR, CD, EC ...) and route words (PO, SC, S/C, IM, IV, SL, PR, PV, neb, via PEG).
 */
import { describe, expect, it } from 'vitest';
import { cleanText } from './lines';
import { parseOrder } from './order';
import type { ParsedOrder } from './types';
import { reconcile } from '../index';

function order(text: string): ParsedOrder {
  const o = parseOrder({
    list: 'discharge',
    line: 1,
    raw: text,
    text: cleanText(text),
    section: null,
  });
  if (!o) throw new Error(`not read as an order: ${text}`);
  return o;
}
const MR = 'modified release';
const EC = 'enteric coated';

describe('brands and other names to the generic', () => {
  it.each([
    ['Nitroderm TTS 5 (GTN patch 5mg/24h) apply mane', 'glyceryl trinitrate', 'Nitroderm TTS 5'],
    ['Transiderm-Nitro 5 patch mane', 'glyceryl trinitrate', 'Transiderm-Nitro 5'],
    ['Minitran 10 mg/24 hours patch mane', 'glyceryl trinitrate', 'Minitran'],
    [
      'Nitrolingual Pumpspray 400 microgram 1 spray SL PRN',
      'glyceryl trinitrate',
      'Nitrolingual Pumpspray',
    ],
    ['Glytrin 400 microgram 1 spray SL PRN', 'glyceryl trinitrate', 'Glytrin'],
    ['Anginine 600 microgram SL PRN', 'glyceryl trinitrate', 'Anginine'],
    ['Rectogesic 0.2% ointment PR BD', 'glyceryl trinitrate', 'Rectogesic'],
    ['GTN 400mcg spray PRN', 'glyceryl trinitrate', undefined],
    ['Cartia 100mg mane', 'aspirin', 'Cartia'],
    ['Astrix 100 mg daily', 'aspirin', 'Astrix'],
    ['Targin 20/10 BD', 'naloxone+oxycodone', 'Targin'],
    ['Slow-K 600mg BD', 'potassium chloride', 'Slow-K'],
    ['Span-K 1 tab BD', 'potassium chloride', 'Span-K'],
    ['Ferro-Grad 1 tab daily', 'ferrous sulfate', 'Ferro-Grad'],
    ['Durotram XR 200 mg daily', 'tramadol', 'Durotram XR'],
    ['Chlorsig (chloramphenicol 0.5%) 1 drop right eye QID', 'chloramphenicol', 'Chlorsig'],
    ['Maxidex (dexamethasone 0.1%) 1 drop right eye QID', 'dexamethasone', 'Maxidex'],
    ['Bretaris Genuair 322 microgram 1 puff BD', 'aclidinium', 'Bretaris Genuair'],
    ['Brimica Genuair 340/12 1 puff BD', 'aclidinium+formoterol', 'Brimica Genuair'],
    ['Braltus 10 microgram 1 cap inhaled daily', 'tiotropium', 'Braltus'],
    ['Combivent UDV 1 neb QID', 'ipratropium+salbutamol', 'Combivent UDV'],
    ['Sofradex ear drops 3 drops left ear TDS', 'dexamethasone+framycetin+gramicidin', 'Sofradex'],
    ['Ciproxin HC ear drops 3 drops BD', 'ciprofloxacin+hydrocortisone', 'Ciproxin HC'],
    [
      'Kenacomb Otic ear drops 3 drops TDS',
      'gramicidin+neomycin+nystatin+triamcinolone',
      'Kenacomb Otic',
    ],
    ['Acular eye drops 1 drop QID', 'ketorolac', 'Acular'],
    ['Scopoderm TTS patch every 72 hours', 'hyoscine hydrobromide', 'Scopoderm TTS'],
    ['Nicotinell 21 mg/24 hours patch daily', 'nicotine', 'Nicotinell'],
    ['Androderm 5 mg/24 hours patch nocte', 'testosterone', 'Androderm'],
  ])('%s -> %s', (line, key, brand) => {
    const o = order(line);
    expect(o.key).toBe(key);
    expect(o.brand).toBe(brand);
  });

  it.each([
    ['Coenzyme Q10 150mg daily', 'coenzyme q10', 'Coenzyme Q10'],
    ['CoQ10 150 mg daily', 'coenzyme q10', 'Coenzyme Q10'],
    ['coenzyme q10 150mg mane', 'coenzyme q10', 'Coenzyme Q10'],
    ['Vitamin D3 1000 units daily', 'colecalciferol', 'Colecalciferol'],
    ['Omega-3 1000 mg TDS', 'fish oil', 'Fish oil'],
    ['Vitamin B12 1000 microgram daily', 'cyanocobalamin', 'Cyanocobalamin'],
    ['Vitamin B12 (cyanocobalamin) 1000 microgram daily', 'cyanocobalamin', 'Cyanocobalamin'],
    [
      'Vitamin B12 (hydroxocobalamin) 1000 microgram every 3 months',
      'hydroxocobalamin',
      'Hydroxocobalamin',
    ],
    ['Vitamin B12 1000 microgram IM every 3 months', 'hydroxocobalamin', 'Hydroxocobalamin'],
    ['Vit B12 1mg IMI monthly', 'hydroxocobalamin', 'Hydroxocobalamin'],
    ['B12 injection 1000 mcg monthly', 'hydroxocobalamin', 'Hydroxocobalamin'],
    ['B12 1000mcg tab daily', 'cyanocobalamin', 'Cyanocobalamin'],
    ['Vitamin B12 1000 microgram every 3 months', 'hydroxocobalamin', 'Hydroxocobalamin'],
    ['Vitamin B12 1000mcg 3-monthly', 'hydroxocobalamin', 'Hydroxocobalamin'],
    ['Vitamin B12 1000mcg monthly', 'hydroxocobalamin', 'Hydroxocobalamin'],
    ['Neo-B12 1000 microgram IM every 3 months', 'hydroxocobalamin', 'Hydroxocobalamin (Neo-B12)'],
    ['Cyanocobalamin 1mg tab daily', 'cyanocobalamin', 'Cyanocobalamin'],
  ])('%s -> %s', (line, key, name) => {
    const o = order(line);
    expect(o.key).toBe(key);
    expect(o.displayName).toBe(name);
  });

  it.each([
    ['Humalog Mix 25 10 units BD', 'insulin lispro+insulin lispro protamine', 'Humalog Mix 25'],
    ['Humalog Mix25 10 units BD', 'insulin lispro+insulin lispro protamine', 'Humalog Mix25'],
    ['NovoMix 30 20 units BD', 'insulin aspart+insulin aspart protamine', 'NovoMix 30'],
    ['Mixtard 30/70 20 units BD', 'insulin isophane+insulin neutral', 'Mixtard 30/70'],
    ['Ryzodeg 70/30 10 units mane', 'insulin aspart+insulin degludec', 'Ryzodeg 70/30'],
    ['Microgynon 30 1 tab daily', 'ethinylestradiol+levonorgestrel', 'Microgynon 30'],
    ['Movicol Half 1 sachet daily', 'macrogol', 'Movicol Half'],
    ['Poly-Tears 1 drop both eyes PRN', 'dextran+hypromellose', 'Poly-Tears'],
    ['Systane 1 drop both eyes QID', 'macrogol+propylene glycol', 'Systane'],
    ['Hylo-Fresh 1 drop both eyes QID', 'hyaluronic acid', 'Hylo-Fresh'],
    ['Lacri-Lube eye ointment nocte', 'paraffin', 'Lacri-Lube'],
    ['Mycostatin oral drops 1 mL QID', 'nystatin', 'Mycostatin'],
  ])('a name with a number or a second word: %s', (line, key, brand) => {
    const o = order(line);
    expect(o.key).toBe(key);
    expect(o.brand).toBe(brand);
    expect(o.strength).toBeUndefined();
  });

  it.each([
    ['PEG 3350 1 sachet daily', 'macrogol'],
    ["St John's wort 300mg TDS", 'hypericum'],
    ['St Johns Wort 300 mg TDS', 'hypericum'],
    ['Turmeric 500mg daily', 'turmeric'],
    ['Krill oil 1000 mg daily', 'krill oil'],
    ['Evening primrose oil 1000mg daily', 'evening primrose oil'],
    ['Ginkgo biloba 120mg daily', 'ginkgo'],
    ['Saw palmetto 1 cap daily', 'saw palmetto'],
    ['Vitamin E 500 IU daily', 'vitamin e'],
    ['Vitamin B complex 1 tab daily', 'vitamin b complex'],
    ['Blackmores Executive B 1 tab daily', 'vitamin b complex'],
    ['Probiotic 1 cap daily', 'probiotic'],
    ['Glucosamine sulfate 1500mg daily (OTC)', 'glucosamine'],
    ['Fish oil 1000mg TDS (OTC)', 'fish oil'],
    ['Sorbolene cream BD', 'sorbolene'],
    ['Aqueous cream as soap substitute', 'aqueous cream'],
  ])('%s -> %s', (line, key) => {
    expect(order(line).key).toBe(key);
  });

  it.each([
    ['Estradot 50 patch twice weekly', 'Estradiol (Estradot 50)'],
    ['Transiderm-Nitro 5 patch mane', 'Glyceryl trinitrate (Transiderm-Nitro 5)'],
    ['Norspan 10 patch weekly', 'Buprenorphine (Norspan 10)'],
  ])('a number after a brand that cannot be a count is part of the product: %s', (line, name) => {
    const o = order(line);
    expect(o.displayName).toBe(name);
    expect(o.amount.count).toBeUndefined();
  });

  it('keeps a real count after a brand', () => {
    expect(order('Panafcort 5 tabs mane').amount.count?.text).toBe('5 tablets');
    expect(order('Endone 2 tabs q4h PRN').amount.count?.text).toBe('2 tablets');
    expect(order('Panadol Osteo 2 tabs TDS').amount.count?.text).toBe('2 tablets');
  });
});

describe('strength written in a bracket that repeats the name', () => {
  it.each([
    ['Chlorsig (chloramphenicol 0.5%) 1 drop right eye QID', '0.5%', 'eye drops'],
    ['Maxidex (dexamethasone 0.1%) 1 drop right eye QID', '0.1%', 'eye drops'],
    ['Nitroderm TTS 5 (GTN patch 5mg/24h) apply mane', '5 mg/24 hours', 'patch'],
    ['Norspan (buprenorphine 10 microgram/hour patch) weekly', '10 microgram/hour', 'patch'],
    ['Xalatan (latanoprost 0.005%) 1 drop both eyes nocte', '0.005%', 'eye drops'],
  ])('%s', (line, strength, form) => {
    const o = order(line);
    expect(o.strength?.text).toBe(strength);
    expect(o.form).toBe(form);
    expect(o.notes).toEqual([]);
  });

  it('reads the dosing after the bracket', () => {
    const o = order(
      'Nitroderm TTS 5 (GTN patch 5mg/24h) - apply mane, remove at 2200 (14 hours on, 10 hours off)',
    );
    expect(o.timing.slots).toEqual(['0800']);
    expect(o.amount.count).toBeUndefined();
  });

  it('a bracket naming another medicine is not its strength', () => {
    expect(order('Chlorsig (dexamethasone 0.1%) 1 drop QID').strength).toBeUndefined();
  });
});

describe('devices and dose forms', () => {
  it.each([
    ['Seretide Accuhaler 250/50 1 inhalation BD', 'inhaler'],
    ['Fluticasone propionate/salmeterol 250/50 dry powder inhaler 1 inhalation bd', 'inhaler'],
    ['Budesonide 400 microgram inhalation powder 1 dose BD', 'inhaler'],
    ['Symbicort Turbuhaler 400/12 1 puff BD', 'inhaler'],
    ['Pulmicort turbohaler 400 microgram BD', 'inhaler'],
    ['Breo Ellipta 100/25 1 inhalation mane', 'inhaler'],
    ['Spiriva Respimat 2.5 microgram 2 puffs mane', 'inhaler'],
    ['Onbrez Breezhaler 150 microgram daily', 'inhaler'],
    ['Bretaris Genuair 322 microgram 1 puff BD', 'inhaler'],
    ['Salbutamol MDI 100 microgram 2 puffs PRN', 'inhaler'],
    ['Ventolin puffer 2 puffs PRN', 'inhaler'],
    ['Salbutamol 100mcg 2 puffs via spacer PRN', 'inhaler'],
    ['Salbutamol 5 mg nebule QID PRN', 'nebule'],
    ['Salbutamol 5mg neb QID PRN', 'nebule'],
    ['Timolol 0.5% eye drops 1 drop both eyes BD', 'eye drops'],
    ['Chloramphenicol 1% eye ointment nocte', 'eye ointment'],
    ['Ciloxan ear drops 5 drops left ear BD', 'ear drops'],
    ['Mometasone 50 microgram nasal spray 2 sprays each nostril daily', 'nasal spray'],
    ['Betamethasone valerate 0.02% cream BD', 'cream'],
    ['Mometasone 0.1% ointment daily', 'ointment'],
    ['NovoRapid FlexPen 10 units TDS with meals', 'injection'],
    ['Lantus SoloStar 20 units nocte', 'injection'],
    ['Tresiba FlexTouch 20 units mane', 'injection'],
    ['Humalog Mix25 KwikPen 20 units BD', 'injection'],
    ['Levemir InnoLet 10 units nocte', 'injection'],
    ['Durogesic 25 microgram/hour patch every 72 hours', 'patch'],
    ['Fentanyl 12 microgram/hour transdermal patch every 3 days', 'patch'],
    ['Bisacodyl 10 mg suppository PR daily', 'suppository'],
    ['Aspirin 100mg dispersible tablet mane', 'soluble tablet'],
    ['Paracetamol 500mg soluble tablets 2 tabs QID', 'soluble tablet'],
    ['Levetiracetam 100 mg/mL oral solution 5 mL BD', 'oral liquid'],
    ['Movicol 1 sachet BD', 'sachet'],
  ])('%s -> %s', (line, form) => {
    expect(order(line).form).toBe(form);
  });

  it('never calls a GTN patch a spray, nor reads hours as a count', () => {
    const o = order(
      'Glyceryl trinitrate 5 mg/24 hours patch: apply in the morning, remove at night (patch-free 10 hours)',
    );
    expect(o.form).toBe('patch');
    expect(o.amount.count).toBeUndefined();
    const l = order('Lignocaine 5% patch to lower back, 12 hours on and 12 hours off');
    expect(l.amount.count).toBeUndefined();
  });
});

describe('release-form words', () => {
  it.each([
    ['Diltiazem CD 180mg mane', MR],
    ['Diltiazem controlled delivery 240 mg mane', MR],
    ['Diltiazem controlled-delivery 240 mg mane', MR],
    ['Metoprolol CR 47.5 mg daily', MR],
    ['Metoprolol succinate XR 95 mg daily', MR],
    ['Oxycodone SR 10 mg BD', MR],
    ['Tramadol SR 100 mg BD', MR],
    ['Nifedipine XL 30 mg daily', MR],
    ['Nifedipine LA 30 mg daily', MR],
    ['Quetiapine XR 200 mg nocte', MR],
    ['Gliclazide MR 60 mg mane', MR],
    ['Paracetamol modified release 665 mg 2 tabs TDS', MR],
    ['Paracetamol modified-release 665 mg 2 tabs TDS', MR],
    ['Tramadol slow release 100 mg BD', MR],
    ['Morphine sustained release 30 mg BD', MR],
    ['Morphine controlled release 30 mg BD', MR],
    ['Hydromorphone extended release 8 mg daily', MR],
    ['Oxycodone prolonged release 10 mg BD', MR],
    ['Methylphenidate long acting 36 mg mane', MR],
    ['Oxycodone 10 mg CR BD', MR],
    ['Oxycodone m/r 10 mg BD', MR],
    ['OxyContin 10 mg BD', MR],
    ['MS Contin 30 mg BD', MR],
    ['Kapanol 50 mg daily', MR],
    ['Diamicron MR 60 mg mane', MR],
    ['Slow-K 600 mg BD', MR],
    ['Span-K 600 mg BD', MR],
    ['Ferro-Gradumet 325 mg daily', MR],
    ['Ferro-Grad 1 tab daily', MR],
    ['Panadol Osteo 665 mg 2 tabs TDS', MR],
    ...[
      'Natrilix SR',
      'Isoptin SR',
      'Cordilox SR',
      'Tegretol CR',
      'Sinemet CR',
      'Sifrol ER',
      'Madopar HBS',
      'Toprol-XL',
      'Betaloc CR',
      'Diabex XR',
      'Seroquel XR',
      'Ritalin LA',
      'Requip CR',
      'Adalat Oros',
      'Adefin XL',
      'Nuelin SR',
      'Palexia SR',
      'Tramal SR',
      'Xanax XR',
      'Detrusitol SR',
      'Nyefax Retard',
    ].map((b) => [`${b} 1 tab daily`, MR]),
    ['Epilim EC 500 mg BD', EC],
    ['Valpro EC 500 mg BD', EC],
    ['Salazopyrin EN 500 mg BD', EC],
    ['Actonel EC 35 mg weekly', EC],
    ['Aspirin EC 100 mg mane', EC],
    ['Aspirin enteric coated 100 mg mane', EC],
    ['Aspirin enteric-coated 100 mg mane', EC],
    ['Cartia 100 mg mane', EC],
    ['Astrix 100 mg mane', EC],
    ['Pantoprazole gastro-resistant 40 mg daily', EC],
  ])('%s -> %s', (line, q) => {
    expect(order(line).qualifiers).toContain(q);
  });

  it.each([
    'Metoprolol 25 mg BD',
    'Diltiazem 60 mg TDS',
    'Aspirin 100 mg mane',
    'Oxycodone 5 mg q4h PRN',
    'Endone 5 mg q4h PRN',
    'Coversyl 5 mg mane',
    'Epilim 500 mg BD',
    'Madopar Rapid 1 tab TDS',
    'Minax 50 mg BD',
    'Zanidip 10 mg daily',
    'Palexia IR 50 mg q4h PRN',
    'Tramal 50 mg q6h PRN',
    'Lasix 40 mg mane',
    'Cardizem 60 mg TDS',
    'Sinemet 1 tab TDS',
  ])('no release word: %s', (line) => {
    expect(order(line).qualifiers).toEqual([]);
  });
});

describe('route words', () => {
  it.each([
    ['Paracetamol 1 g PO QID', 'oral'],
    ['Paracetamol 1 g p.o. QID', 'oral'],
    ['Paracetamol 1 g oral QID', 'oral'],
    ['Paracetamol 1 g orally QID', 'oral'],
    ['Paracetamol 1 g by mouth QID', 'oral'],
    ['Haloperidol 0.5 mg SC nocte', 'sc'],
    ['Haloperidol 0.5 mg subcut nocte', 'sc'],
    ['Haloperidol 0.5 mg S/C nocte', 'sc'],
    ['Haloperidol 0.5 mg s.c. nocte', 'sc'],
    ['Haloperidol 0.5 mg subcutaneous nocte', 'sc'],
    ['Haloperidol 0.5 mg sub-cut nocte', 'sc'],
    ['Enoxaparin 40 mg subcutaneously daily', 'sc'],
    ['Ceftriaxone 1 g IV daily', 'iv'],
    ['Ceftriaxone 1 g intravenous daily', 'iv'],
    ['Ceftriaxone 1 g IM daily', 'im'],
    ['Ceftriaxone 1 g intramuscular daily', 'im'],
    ['GTN 400 microgram spray SL PRN', 'sublingual'],
    ['GTN 400 microgram spray under the tongue PRN', 'sublingual'],
    ['Paracetamol 1 g PR QID', 'rectal'],
    ['Paracetamol 1 g rectally QID', 'rectal'],
    ['Clotrimazole 1% cream PV nocte', 'vaginal'],
    ['Betamethasone 0.05% cream topical BD', 'topical'],
    ['Budesonide 400 microgram inhaled BD', 'inhaled'],
    ['Salbutamol 5 mg neb QID', 'nebulised'],
    ['Metoprolol 25 mg via PEG BD', 'tube'],
    ['Metoprolol 25 mg via NG BD', 'tube'],
    ['Metoprolol 25 mg NG BD', 'tube'],
    ['Metoprolol 25 mg PEG BD', 'tube'],
    ['Latanoprost 0.005% 1 drop both eyes nocte', 'eye'],
    ['Paracetamol 1g per rectum QID', 'rectal'],
    ['Metoprolol 25mg via NGT BD', 'tube'],
    ['Frusemide 40mg IVI BD', 'iv'],
    ['Prochlorperazine 3mg buccal BD', 'buccal'],
    ['Enoxaparin 40mg sc inj daily', 'sc'],
  ])('%s -> %s', (line, route) => {
    expect(order(line).route).toBe(route);
  });

  it.each([
    ['SC Enoxaparin 40mg daily', 'enoxaparin', 'sc'],
    ['IV Ceftriaxone 1g daily', 'ceftriaxone', 'iv'],
    ['PO Paracetamol 1g QID', 'paracetamol', 'oral'],
    ['PR paracetamol 1g QID', 'paracetamol', 'rectal'],
    ['Inh Salbutamol 2 puffs PRN', 'salbutamol', 'inhaled'],
    ['Inh. salbutamol 2 puffs PRN', 'salbutamol', undefined],
    ['Neb salbutamol 5mg QID', 'salbutamol', 'nebulised'],
    ['Top betamethasone 0.05% cream BD', 'betamethasone', 'topical'],
    ['INH 300mg daily', 'isoniazid', undefined],
  ])('route word before the name: %s', (line, key, route) => {
    const o = order(line);
    expect(o.key).toBe(key);
    if (route) expect(o.route).toBe(route);
  });
});

describe('PR straight after the name', () => {
  const row = (adm: string, dis: string) =>
    reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications[0]!;
  it.each([
    ['Circadin 2 mg nocte', 'Melatonin PR 2mg at night'],
    ['Quetiapine XR 50 mg nocte', 'Quetiapine PR 50 mg nocte'],
  ])('is prolonged release for a medicine with no rectal form: %j = %j', (adm, dis) => {
    expect(row(adm, dis).changeType).toBe('unchanged');
  });

  it('stays per rectum for a medicine that has suppositories', () => {
    const r = row('Diclofenac 50 mg tds', 'Diclofenac PR 100 mg nocte');
    expect(r.comment).toMatch(/rectal/i);
  });
});
