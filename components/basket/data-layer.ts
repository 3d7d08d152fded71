// Analytics events of the basket page go to `window.dataLayer` (shapes in lib/basket-page.ts and
// decision 40). Browser-only.
import type { DataLayerEvent } from '@/lib/basket-page';

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushEvent(event: DataLayerEvent) {
  const layer = (window.dataLayer ??= []);
  // GA4's rule for ecommerce events: clear the previous ecommerce object first, or tags merge the two
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(event);
}
