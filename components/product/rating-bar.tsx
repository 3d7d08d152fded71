// Average stars and the number of ratings; 'Нет оценок' when nobody has rated the good yet.
import { ruDecimal } from '@/domain/number';
import { plural } from '@/lib/format';
import s from './rating-bar.module.css';

export function RatingBar({ averageRate, numberRates }: { averageRate: number; numberRates: number }) {
  if (numberRates <= 0) {
    return (
      <div className={s.rating} data-testid="rating">
        <span className={s.stars} aria-hidden="true"><span style={{ width: '0%' }} /></span>
        <span className={s.none}>Нет оценок</span>
      </div>
    );
  }
  const rate = Math.min(Math.max(averageRate, 0), 5);
  const shown = ruDecimal(rate, 1, 1);
  return (
    <div className={s.rating} data-testid="rating" role="img" aria-label={`Рейтинг ${shown} из 5, ${numberRates} ${plural(numberRates, 'оценка', 'оценки', 'оценок')}`}>
      <span className={s.stars} aria-hidden="true"><span style={{ width: `${(rate / 5) * 100}%` }} /></span>
      <span className={s.value} aria-hidden="true">{shown}</span>
      <span className={s.count} aria-hidden="true">{numberRates} {plural(numberRates, 'оценка', 'оценки', 'оценок')}</span>
    </div>
  );
}
