import { AUDIT_AREAS, AUDIT_KINDS, auditKindLabel } from './audit-kinds';

describe('audit kinds', () => {
  it('gives every area of the filter at least one kind, and every kind an area of the filter', () => {
    const areasOfKinds = new Set(Object.keys(AUDIT_KINDS).map((k) => k.split('.')[0]));
    expect([...areasOfKinds].sort()).toEqual(Object.keys(AUDIT_AREAS).sort());
  });

  it('reads a known kind in Russian and shows an unknown one as it is', () => {
    expect(auditKindLabel('promotion.enable')).toBe('Акция включена');
    expect(auditKindLabel('widget.spin')).toBe('widget.spin');
  });
});
