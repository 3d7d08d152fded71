// next-auth v4 with two credentials providers, mounted at /api/session (app/api/session/[...nextauth]):
// the shop API's own calls are /api/auth/*, which the storefront's /api proxy would otherwise shadow.
// - 'password': sign-in by phone (POST /api/auth/signin-phone) or by email (POST /api/auth/signin);
// - 'sms-code': the registration's confirm step (POST /api/auth/signup-phone-code), whose token pair
//   signs the new customer in.
// The JWT strategy keeps the pair in next-auth's encrypted cookie; the session endpoint shows the
// browser only `SessionUser` (name, card flag, roles), never a token. A refused call throws an
// Error whose message is the JSON of `AuthFailure`: next-auth passes it to the browser in the
// `error` parameter of its answer, where components/auth/auth-client.ts reads it back.
import type { AuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { callbackCookieName, csrfCookieName, nextAuthSecret, sessionCookieName, sessionCookieOptions, secureCookies } from './cookie';
import { accessExpiry, isSessionToken, SESSION_MAX_AGE_SECONDS, toSessionUser, type SessionToken, type SessionUser } from './session';
import { upstream, UpstreamUnavailable, type Upstream, type UpstreamFailure } from './upstream';
import { clientAddress } from '@/lib/client-address';
import type { AuthTokens } from '@/contract';
import { logger } from '@/lib/ops/log';
import { requestIdField } from '@/lib/ops/request-context';

/** What a refused sign-in tells the form: status, the API's description, violations, attempts left. */
export type AuthFailure = UpstreamFailure;

const fail = (failure: AuthFailure): never => {
  throw new Error(JSON.stringify(failure));
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The shopper's address from the request next-auth hands `authorize` (its headers as a plain object). */
function clientIp(headers: unknown): string | null {
  const h = headers as Record<string, string | string[] | undefined> | undefined;
  return clientAddress({
    get: (name) => {
      const v = h?.[name];
      return Array.isArray(v) ? v.join(',') : (v ?? null);
    },
  });
}

/** The token pair becomes a session: the customer is read with the new access token. */
async function toUser(result: Upstream<AuthTokens>, ip: string | null): Promise<User> {
  if (!result.ok) return fail(result.failure);
  const { token, refreshToken } = result.data;
  if (!token || !refreshToken) return fail({ status: 400, description: null });
  const me = await upstream.me(token, ip);
  if (!me.ok) return fail(me.failure);
  const session: SessionToken = { accessToken: token, refreshToken, accessExpires: accessExpiry(token, Date.now()), user: toSessionUser(me.data) };
  return { id: String(me.data.id), name: me.data.name, session } as unknown as User;
}

async function guarded(run: () => Promise<User>): Promise<User> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof UpstreamUnavailable) fail({ status: 503, description: e.message });
    throw e;
  }
}

const providers = [
  CredentialsProvider({
    id: 'password',
    name: 'password',
    credentials: { loginType: {}, phone: {}, login: {}, password: {}, captchaToken: {} },
    authorize: (c, req) => guarded(async () => {
      const ip = clientIp(req?.headers);
      const captchaToken = str(c?.captchaToken) || undefined;
      const result = str(c?.loginType) === 'email'
        ? await upstream.signin({ login: str(c?.login), password: str(c?.password), captchaToken }, ip)
        : await upstream.signinPhone({ phone: str(c?.phone), password: str(c?.password), captchaToken }, ip);
      return toUser(result, ip);
    }),
  }),
  CredentialsProvider({
    id: 'sms-code',
    name: 'sms-code',
    credentials: { confirmToken: {}, smsCode: {} },
    authorize: (c, req) => guarded(async () => {
      const ip = clientIp(req?.headers);
      return toUser(await upstream.signupPhoneCode({ confirmToken: str(c?.confirmToken), smsCode: str(c?.smsCode) }, ip), ip);
    }),
  }),
];

/** The options of the route handler, built per request (the secret and cookie names come from lib/env). */
export function authOptions(): AuthOptions {
  const secure = secureCookies();
  return {
    secret: nextAuthSecret(),
    providers,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() },
      csrfToken: { name: csrfCookieName(), options: { ...sessionCookieOptions(), maxAge: undefined } },
      callbackUrl: { name: callbackCookieName(), options: { ...sessionCookieOptions(), maxAge: undefined } },
    },
    // next-auth's own HTML pages are not served (the route answers 404): the popup is the sign-in page
    pages: { signIn: '/', error: '/', signOut: '/logout' },
    callbacks: {
      jwt: async ({ token, user, trigger }) => {
        const fresh = (user as unknown as { session?: SessionToken } | undefined)?.session;
        if (fresh) return { ...fresh, sub: String(fresh.user.id), name: fresh.user.name };
        // POST /api/session/session (the phone reminder after a confirmation): read the customer again
        if (trigger === 'update' && isSessionToken(token)) {
          const me = await upstream.me(token.accessToken, null).catch(() => null);
          if (me?.ok) return { ...token, user: toSessionUser(me.data), name: me.data.name };
        }
        return token;
      },
      // the browser learns who is signed in, never a token
      session: ({ session, token }) => {
        const user: SessionUser | null = isSessionToken(token) ? token.user : null;
        return { expires: session.expires, user } as unknown as typeof session;
      },
      redirect: ({ url, baseUrl }) => (url.startsWith('/') && !url.startsWith('//') ? `${baseUrl}${url}` : baseUrl),
    },
    logger: {
      error: (code, metadata) => {
        // a refused sign-in is the shopper's business, not a server error
        if (code === 'CREDENTIALS_SIGNIN_ERROR' || code === 'JWT_SESSION_ERROR') return;
        logger().error({ ...requestIdField(), code, err: { message: metadata instanceof Error ? metadata.message : '' } }, 'next-auth error');
      },
      warn: () => {},
      debug: () => {},
    },
  };
}
