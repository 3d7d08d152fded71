// /yml.xml[?shop=N]: the YML feed for Яндекс Товары / Маркет of one shop (the default shop unless
// ?shop names another), streamed from the API's GET /api/shops/{id}/yml.xml.
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const asked = new URL(request.url).searchParams.get('shop');
  const shop = asked && /^[1-9]\d{0,8}$/.test(asked) ? asked : String(env.defaultShopId());
  let res: Response;
  try {
    res = await fetch(`${env.shopApiUrl()}/api/shops/${shop}/yml.xml`, { headers: { 'API-CONSUMER': 'site' }, cache: 'no-store' });
  } catch {
    return new Response('Сервис магазина недоступен.', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const headers = new Headers({ 'Content-Type': res.headers.get('content-type') ?? 'text/plain; charset=utf-8' });
  if (res.ok) headers.set('Cache-Control', 'public, max-age=3600');
  return new Response(res.body, { status: res.ok ? 200 : res.status === 404 ? 404 : 502, headers });
}
