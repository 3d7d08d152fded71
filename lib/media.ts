// Images the storefront falls back to when a good, set or group has none or it fails to load.
export const FALLBACK_IMAGE = '/media/logo.svg';
