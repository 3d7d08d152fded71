import { gtinKey, nutritionFacts } from './product';

const none = { infoCalories: null, infoProteins: null, infoFats: null, infoCarbohydrates: null };

describe('nutritionFacts', () => {
  it('lists the filled-in values in the order calories, proteins, fats, carbohydrates', () => {
    expect(nutritionFacts({ infoCalories: '50 ккал', infoProteins: '2,8 г', infoFats: '4,3 г', infoCarbohydrates: '4,7 г' })).toEqual([
      { label: 'Калорийность', value: '50 ккал' },
      { label: 'Белки', value: '2,8 г' },
      { label: 'Жиры', value: '4,3 г' },
      { label: 'Углеводы', value: '4,7 г' },
    ]);
  });

  it("leaves out empty values and '0'", () => {
    expect(nutritionFacts({ ...none, infoCalories: '', infoProteins: '0', infoFats: '  ', infoCarbohydrates: '12' }))
      .toEqual([{ label: 'Углеводы', value: '12 г' }]);
    expect(nutritionFacts({ ...none, infoFats: '0,0' })).toEqual([]);
    expect(nutritionFacts(none)).toEqual([]);
  });

  it('adds the unit to a bare number and writes its decimal comma', () => {
    expect(nutritionFacts({ ...none, infoCalories: '250', infoProteins: '3.5' })).toEqual([
      { label: 'Калорийность', value: '250 ккал' },
      { label: 'Белки', value: '3,5 г' },
    ]);
  });
});

describe('gtinKey', () => {
  it('names the GTIN kind by the number of digits', () => {
    expect(gtinKey('4811814172212')).toBe('gtin13');
    expect(gtinKey('46012345')).toBe('gtin8');
    expect(gtinKey('012345678905')).toBe('gtin12');
    expect(gtinKey('14601234567893')).toBe('gtin14');
  });

  it('is null for what is not a GTIN', () => {
    expect(gtinKey(null)).toBeNull();
    expect(gtinKey('48118141722')).toBeNull();
    expect(gtinKey('48118-14172212')).toBeNull();
  });
});
