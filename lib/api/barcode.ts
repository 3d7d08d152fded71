// The barcode picture of a card or a code: the API draws it (EAN-13 for a valid 13-digit code, else
// Code 128) as SVG, through this site's /api proxy, so an <img> of the same origin shows it.
export const barcodeSrc = (code: string) => `/api/barcode?c=${encodeURIComponent(code)}`;
