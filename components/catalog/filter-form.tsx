'use client';
// The listing's GET form works without JavaScript ('Применить' submits it). With JavaScript a
// change applies at once, and the URL is written in its canonical form (values joined by '|').
import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { listingHref, parseListing } from '@/domain/listing';

export function FilterForm({ action, categoryId, className, children }: {
  action: string; categoryId?: number; className?: string; children: ReactNode;
}) {
  const router = useRouter();
  const [enhanced, setEnhanced] = useState(false);
  const [pending, startTransition] = useTransition();
  useEffect(() => setEnhanced(true), []);

  function apply(form: HTMLFormElement) {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.append(key, value);
    const href = listingHref(parseListing(query, categoryId));
    startTransition(() => router.push(href, { scroll: false }));
  }

  return (
    <form
      method="get"
      action={action}
      className={className}
      data-testid="listing-filters"
      data-enhanced={enhanced || undefined}
      aria-busy={pending || undefined}
      onChange={(e) => {
        // Controls without a name (the panel toggle) are not part of the query.
        if ((e.target as unknown as { name?: string }).name) apply(e.currentTarget);
      }}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
