// Why the loyalty tab has no bonuses to show (spec §6), in the customer's words, with the way out:
// a card is attached and confirmed (with its password) on the profile page; a blocked customer
// calls the shop. No hooks and no server imports: the server section and the card's client part
// (when the API finds no card after all) both render it.
import { ButtonLink } from '@/components/ui/button';
import type { CardAccess } from '@/domain/loyalty';
import l from './loyalty.module.css';

const PROFILE = '/personal-area/profile';

type Props = { access: Exclude<CardAccess, 'open'>; card?: string | null; supportPhone?: string };

export function NoLoyalty({ access, card, supportPhone }: Props) {
  return (
    <div className={l.empty} data-testid="loyalty-none" data-access={access}>
      {access === 'none' && (
        <>
          <p className={l.emptyTitle}>У вас нет бонусной карты</p>
          <p>
            Привяжите карту в профиле: укажите её номер и пароль. Здесь появятся бонусы, скидка по карте
            и история начислений.
          </p>
          <ButtonLink href={PROFILE} variant="primary" size="md">Привязать карту в профиле</ButtonLink>
        </>
      )}
      {access === 'unconfirmed' && (
        <>
          <p className={l.emptyTitle}>Карта не подтверждена</p>
          <p>
            Бонусы и скидка по карте{card ? ` № ${card}` : ''} появятся, когда вы подтвердите её: укажите в
            профиле номер карты и её пароль.
          </p>
          <ButtonLink href={PROFILE} variant="primary" size="md">Подтвердить карту в профиле</ButtonLink>
        </>
      )}
      {access === 'blocked' && (
        <>
          <p className={l.emptyTitle}>Бонусы недоступны</p>
          <p>
            Учётная запись заблокирована, поэтому бонусы и скидка по карте не показываются.
            {supportPhone ? <> Обратитесь в службу поддержки: <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>.</> : ' Обратитесь в службу поддержки.'}
          </p>
        </>
      )}
    </div>
  );
}
