'use client';
// The promo code entry (spec §5, §8): applied only when the text is non-blank and no request is in
// flight; an applied code locks the input and its description (the server's) shows under it; a
// refusal shows the API's hydra:description, and one without a body is only logged. The basket is
// then priced with the code, so its discount line is the server's too.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import type { Basket } from '@/contract';
import { canApplyPromoCode } from '@/domain/checkout';
import { isApiError } from '@/lib/api/client';
import { resolvePromoCode } from '@/lib/api/checkout-browser';
import s from './checkout.module.css';

type Props = {
  shopId: number;
  basket: Basket | null;
  cashType: number | null;
  applied: string | null;
  onApplied: (code: string | null) => void;
};

export function PromoCodeEntry({ shopId, basket, cashType, applied, onApplied }: Props) {
  const [text, setText] = useState(applied ?? '');
  const [error, setError] = useState<string | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: (code: string) => resolvePromoCode({
      shopId,
      cashType,
      promoCode: code,
      basketTotal: basket?.amount ?? 0,
      basketItems: (basket?.items ?? []).filter((l) => !l.isOutOfStock).map((l) => ({ goodId: l.id, amount: l.amount })),
    }),
    onSuccess: (promo) => {
      setError(null);
      setDescription(promo.description);
      setText(promo.code);
      onApplied(promo.code);
    },
    onError: (e) => {
      if (isApiError(e) && e.description) return setError(e.description);
      console.error('Промокод не проверен', e);
    },
  });
  const locked = applied !== null;
  const canApply = canApplyPromoCode(text, resolve.isPending, applied) && basket !== null;
  const apply = () => {
    if (!canApply) return;
    setError(null);
    resolve.mutate(text.trim());
  };
  const shownDescription = basket?.promoCode?.description ?? description;

  return (
    <div data-testid="promo-code">
      <Field
        label="Промокод"
        error={error ?? undefined}
        hint={locked && shownDescription ? <span className={s.promoInfo} data-testid="promo-code-description">{shownDescription}</span> : undefined}
      >
        {(control) => (
          <div className={s.promoRow}>
            <input
              {...control}
              value={text}
              readOnly={locked}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                // Enter applies the code; it must not submit the order
                if (e.key === 'Enter') {
                  e.preventDefault();
                  apply();
                }
              }}
            />
            {locked ? (
              <button
                type="button"
                className={s.promoButton}
                onClick={() => {
                  onApplied(null);
                  setDescription(null);
                  setText('');
                }}
              >
                Убрать
              </button>
            ) : (
              <button type="button" className={s.promoButton} disabled={!canApply} onClick={apply}>
                {resolve.isPending ? 'Проверяем…' : 'Применить'}
              </button>
            )}
          </div>
        )}
      </Field>
    </div>
  );
}
