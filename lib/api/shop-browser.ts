// The chosen shop as the browser asks for it, through this site's /api proxy (the basket page shows
// its special information). Apart from ./browser.ts, which the cached pages' small chunks import.
import { apiClient } from './client';
import type { Shop } from '@/contract';

const { getOrNull } = apiClient(() => '/');

/** The shop, or null when the API does not know it. */
export const shopById = (id: number): Promise<Shop | null> => getOrNull<Shop>(`api/shops/${id}`);
