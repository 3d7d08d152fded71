/** Roubles as Russian text writes them: '1 500 ₽', '99,90 ₽' (non-breaking spaces). */
export function rub(value: number): string {
  const kopecks = Math.round(value * 100);
  const whole = Math.trunc(kopecks / 100);
  const rest = Math.abs(kopecks % 100);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const sign = kopecks < 0 ? '−' : '';
  return `${sign}${grouped}${rest ? `,${String(rest).padStart(2, '0')}` : ''}\u00a0₽`;
}
