// The second visual theme (app/globals.css [data-theme]): good-set pages and brands that carry it.
export const GOOD_SPOON_THEME = 'good-spoon';
