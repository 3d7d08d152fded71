// A guest's temporary address (spec §3 "tmpAddressData"): the last address a shopper confirmed
// without saving it to a profile, offered again in the delivery list. Browser-only.
import type { ChosenAddress } from './receiving-store';

const KEY = 'receiving_tmp_address';

export function readTemporaryAddress(): ChosenAddress | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ChosenAddress> | null;
    const ok = !!v && typeof v.city === 'string' && typeof v.street === 'string' && typeof v.house === 'string'
      && Array.isArray(v.coordinates) && v.coordinates.length === 2;
    return ok ? ({ ...v, id: null } as ChosenAddress) : null;
  } catch {
    return null;
  }
}

export const saveTemporaryAddress = (a: ChosenAddress) => localStorage.setItem(KEY, JSON.stringify({ ...a, id: null }));

// 'Сохранить в профиле' (spec §2): remembered in localStorage, on by default
const SAVE_KEY = 'receiving_save_to_profile';
export const readSaveToProfile = (): boolean => localStorage.getItem(SAVE_KEY) !== '0';
export const writeSaveToProfile = (on: boolean) => localStorage.setItem(SAVE_KEY, on ? '1' : '0');
