import { AGE_GATE_DAYS, ageGateExpiry, ageGateOpen, mustAskAge, withoutRestricted } from './age-gate';

describe('the age gate', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  it('shows without a stored expiry, with an unreadable or a past one', () => {
    expect(ageGateOpen(null, now)).toBe(true);
    expect(ageGateOpen('soon', now)).toBe(true);
    expect(ageGateOpen(String(now - 1), now)).toBe(true);
    expect(ageGateOpen(String(now), now)).toBe(true);
  });
  it(`stays shut for ${AGE_GATE_DAYS} days after 'Мне есть 18'`, () => {
    const stored = String(ageGateExpiry(now));
    expect(ageGateOpen(stored, now + (AGE_GATE_DAYS * 24 - 1) * 3_600_000)).toBe(false);
    expect(ageGateOpen(stored, now + AGE_GATE_DAYS * 24 * 3_600_000)).toBe(true);
  });
});

describe('mustAskAge and withoutRestricted', () => {
  const wine = { name: 'Вино', catalog: { hasAgeRestrictions: true } };
  const milk = { name: 'Молоко', catalog: { hasAgeRestrictions: false } };
  it('asks for a good for adults while the gate is open, never for another', () => {
    const now = Date.UTC(2026, 10, 20);
    expect(mustAskAge(wine, null, now)).toBe(true);
    expect(mustAskAge(wine, String(now + 1000), now)).toBe(false);
    expect(mustAskAge(milk, null, now)).toBe(false);
  });
  it('keeps goods for adults out of a reorder without the answer', () => {
    expect(withoutRestricted([wine, milk], false)).toEqual({ kept: [milk], dropped: [wine] });
    expect(withoutRestricted([wine, milk], true)).toEqual({ kept: [wine, milk], dropped: [] });
  });
});
