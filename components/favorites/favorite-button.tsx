'use client';
// The heart of a card and of the product page (storefront spec §2): signed-in customers only. It
// renders nothing on the server and for guests, so the cached pages are the same for everyone, and
// it is placed over the card's image (absolutely), so appearing after load shifts nothing.
import { useSession } from '@/components/auth/session-store';
import { favoriteOf, isFavorite } from '@/domain/favorites';
import { toggleFavorite, useFavorites } from './favorites-store';
import s from './favorites.module.css';

export function FavoriteButton({ goodId, className }: { goodId: number; className?: string }) {
  const { user } = useSession();
  const favorites = useFavorites(user?.id ?? null);
  if (!user) return null;
  const on = isFavorite(favorites, goodId);
  const pending = favoriteOf(favorites, goodId)?.status;
  return (
    <button
      type="button"
      className={`${s.heart} ${on ? s.on : ''} ${className ?? ''}`}
      aria-pressed={on}
      aria-label="В избранное"
      title={on ? 'Удалить из избранного' : 'Добавить в избранное'}
      aria-busy={pending === 'adding' || pending === 'deleting' || undefined}
      onClick={() => void toggleFavorite(goodId)}
      data-testid="favorite-button"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
      </svg>
    </button>
  );
}
