// Runs once when the storefront's server starts (Next calls register()).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { guardHttpMethods } = await import('./lib/http-guard');
    guardHttpMethods();
  }
}
