// The largest photo taken: 20 MB of file (contract/limits.ts, the browser checks it too), 50
// megapixels of image (a decompression bomb is a small file with a huge header). The header check
// refuses above these before decoding (inspect.ts), and sharp's own decode guard holds the same
// pixel limit in case a header lied.
export { MAX_PHOTO_BYTES } from '../../../contract/limits';
export const MAX_PHOTO_PIXELS = 50_000_000;
