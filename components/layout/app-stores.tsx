// The shop's mobile app in the three stores, for the footer and the home page's app block.
import type { ReactNode } from 'react';

export type AppStore = { name: string; caption: string; href: string; icon: ReactNode };

/** The class names each place styles the list with (the footer's dark band, the home page's block). */
export type AppStoreClasses = { list: string; store: string; caption: string; name: string };

/** The store links as one list: the same markup in the footer and on the home page. */
export function AppStoreLinks({ classes }: { classes: AppStoreClasses }) {
  return (
    <ul className={classes.list}>
      {APP_STORES.map((store) => (
        <li key={store.name}>
          <a href={store.href} className={classes.store} target="_blank" rel="noopener noreferrer">
            {store.icon}
            <span>
              <span className={classes.caption}>{store.caption}</span>
              <span className={classes.name}>{store.name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const APP_STORES: AppStore[] = [
  { name: 'App Store', caption: 'Загрузите в', href: 'https://apps.apple.com/ru/', icon: <AppleMark /> },
  { name: 'Google Play', caption: 'Доступно в', href: 'https://play.google.com/store/apps', icon: <PlayMark /> },
  { name: 'RuStore', caption: 'Скачайте из', href: 'https://www.rustore.ru/', icon: <RuStoreMark /> },
];

function AppleMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.5 2.8-1.3Z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 2.8 14 12 4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1Z" fill="#34a853" />
      <path d="m14 12 3-2.9 3.6 2c.9.5.9 1.4 0 1.9l-3.6 2L14 12Z" fill="#fbbc04" />
      <path d="M4 2.8c.3-.2.8-.2 1.3 0L17 9.1 14 12 4 2.8Z" fill="#4285f4" />
      <path d="M4 21.2 14 12l3 2.9-11.7 6.3c-.5.3-1 .2-1.3 0Z" fill="#ea4335" />
    </svg>
  );
}

function RuStoreMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="#0077ff" />
      <path d="M7 17V7h5.2c2.1 0 3.5 1.2 3.5 3.1 0 1.4-.8 2.4-2 2.8L16.5 17h-2.6l-2.4-3.8H9.3V17H7Zm2.3-5.8h2.8c.9 0 1.4-.5 1.4-1.2s-.5-1.2-1.4-1.2H9.3v2.4Z" fill="#fff" />
    </svg>
  );
}
