// «В корзину» before the page's scripts run, or without JavaScript (decision 0189): the button is a
// form that POSTs good={id} to the page it is on, whatever its address (a search, a filtered
// listing, home). The middleware answers it here, without a render and without the page cache: 303
// back to the same address with ?good={id}, which the browser's basket handling adds once and takes
// out of the address (components/basket/basket-url.tsx). Nothing is stored on the server: the
// basket lives in the browser, so a repeat (Back, reload) changes nothing the reload of
// ?good={id} would not.
import { MAX_GOOD_ID, parsePositiveId } from '@/domain/ids';

/** The form's field, and the fragment naming the note a browser without JavaScript shows (site-shell.tsx). */
export const BASKET_FORM_FIELD = 'good';
export const NO_SCRIPT_NOTE = 'basket-nojs';

/** A form body is a few dozen bytes; a larger one is not this form. */
const MAX_BODY = 1_024;

/** Whether a request is the basket form: a plain form POST to a page (not the API proxy, not a Server Action). */
export function isBasketForm(method: string, pathname: string, headers: Headers): boolean {
  if (method !== 'POST' || pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  if (headers.has('next-action')) return false;
  const type = headers.get('content-type') ?? '';
  // browsers send a form's length; a body of unknown length is not read
  const length = Number(headers.get('content-length') ?? 'NaN');
  return type.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded' && length >= 0 && length <= MAX_BODY;
}

/**
 * Where the form's POST goes: the same path and query, good={id} in place of any basket action
 * already there, and the note's fragment; a body without a good id returns to the page unchanged.
 */
export function basketFormTarget(rawPath: string, search: string, body: string): string {
  // a path of '//evil.example' or '/\\evil.example' would read as another host once resolved
  // against the shop's origin: one leading slash, whatever was sent
  const pathname = `/${rawPath.replace(/^[/\\]+/, '')}`;
  const query = new URLSearchParams(search);
  const id = body.length <= MAX_BODY ? parsePositiveId(new URLSearchParams(body).get(BASKET_FORM_FIELD)?.trim() ?? '', MAX_GOOD_ID) : null;
  if (id === null) return `${pathname}${query.size > 0 ? `?${query}` : ''}`;
  query.delete('remove');
  query.set(BASKET_FORM_FIELD, String(id));
  return `${pathname}?${query}#${NO_SCRIPT_NOTE}`;
}
