'use client';
// Basket actions in the address (storefront spec §2): good={id} adds a good, remove={id} takes it out,
// remove=all clears the basket — on any page, since every page renders the site shell. They are
// read here in the browser, done, and taken out of the address (history.replaceState), so they never
// reach a page loader or the per-shop page cache (the middleware's cache key ignores them anyway).
// After a click the buttons note the last change the same way (?good={id}, ?remove={id}); reading
// such an address again changes nothing, as the actions are idempotent (domain/basket.ts).
// «В корзину» tapped before the page's scripts ran arrives here too, as ?good={id}#basket-nojs
// (add-to-basket.tsx, lib/basket-form.ts, decision 0189): a good for adults is added only after the
// age question.
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { isAdultConfirmed, pageGateAsking, useAdultConfirmed } from '@/components/catalog/age-store';
import { AGE_ASK_MESSAGE } from '@/domain/age-gate';
import { NO_SCRIPT_NOTE } from '@/lib/basket-form';
import { applyBasketQuery, readBasketQuery, toGoodSummary, withoutBasketQuery, type GoodSummary } from '@/domain/basket';
import { basket } from './basket-store';

// every page carries this component: the question's modal loads only when an address asks for a good for adults
const AgeQuestion = dynamic(() => import('@/components/catalog/age-question').then((m) => m.AgeQuestion), { ssr: false });

// The query this tab wrote itself after a click: not an instruction to act on.
let noted: string | null = null;

/** Lists and product pages note the last basket change in the URL: ?good={id} / ?remove={id} (spec §2). */
export function noteInUrl(key: 'good' | 'remove', id: number) {
  const url = new URL(window.location.href);
  url.searchParams.delete(key === 'good' ? 'remove' : 'good');
  url.searchParams.set(key, String(id));
  noted = url.search;
  window.history.replaceState(window.history.state, '', url);
}

function Actions({ shopId }: { shopId: number }) {
  // a dependency only: the address itself is read from window.location, which is what the shopper sees
  const searchParams = useSearchParams();
  // goods for adults the address asked for, waiting for the answer: asked here, or by the page gate
  // (of this page: 'Мне нет 18' at the gate goes home, and the goods are forgotten)
  const [adultOnly, setAdultOnly] = useState<{ goods: GoodSummary[]; ask: boolean; path: string } | null>(null);
  const adult = useAdultConfirmed();
  const path = usePathname();
  const waiting = adultOnly?.path === path ? adultOnly : null;

  useEffect(() => {
    const search = window.location.search;
    if (search === noted) return;
    const asked = readBasketQuery(new URLSearchParams(search));
    if (!asked) return;
    const url = new URL(window.location.href);
    url.search = withoutBasketQuery(url.searchParams).toString();
    if (url.hash === `#${NO_SCRIPT_NOTE}`) url.hash = '';
    window.history.replaceState(window.history.state, '', url);

    const { lines, toAdd } = applyBasketQuery(basket.lines(), asked);
    basket.replace(lines);
    if (toAdd.length === 0) return;
    // the API client loads only when an address asks for a good: every page carries this component
    import('@/lib/api/browser')
      .then(({ goodsByIds }) => goodsByIds(shopId, toAdd))
      .then((goods) => {
        // a good the shop does not sell or has run out of is not added (basket rules, spec §4), nor
        // a good for adults before the visitor said they are 18 (the link would skip the age question)
        const restricted: GoodSummary[] = [];
        for (const good of goods) {
          if (!good.catalog.hasAgeRestrictions || isAdultConfirmed()) basket.add(toGoodSummary(good));
          else restricted.push(toGoodSummary(good));
        }
        // over a restricted page its gate asks already; its 'Мне есть 18' adds them (below), its 'Мне нет 18' leaves
        if (restricted.length > 0) setAdultOnly({ goods: restricted, ask: !pageGateAsking(), path: window.location.pathname });
      })
      .catch((err) => console.error('Не удалось добавить товар в корзину', err));
  }, [searchParams, shopId]);

  // answered 'Мне есть 18' (here or at the page gate): the goods go in once
  useEffect(() => {
    if (!adult || !waiting) return;
    for (const good of waiting.goods) basket.add(good);
    setAdultOnly(null);
  }, [adult, waiting]);

  if (!waiting?.ask || adult) return null;
  return <AgeQuestion title={AGE_ASK_MESSAGE} testId="age-ask" onAnswer={(yes) => { if (!yes) setAdultOnly(null); }} />;
}

export function BasketUrlActions({ shopId }: { shopId: number }) {
  // useSearchParams would otherwise make the whole cached page render in the browser
  return (
    <Suspense fallback={null}>
      <Actions shopId={shopId} />
    </Suspense>
  );
}
