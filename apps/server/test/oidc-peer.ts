import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcPerson {
  email: string;
  name: string;
  emailVerified?: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback with one client and the people the
 * test names; `signIn` plays the browser through its login and consent pages and answers the
 * callback URL the provider sends back.
 */
export async function startOidcPeer(redirectUri: string) {
  const people = new Map<string, OidcPerson>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { client_id: 'trust-centre', client_secret: 'peer-secret-0123456789' };
  const provider = new Provider(issuer, {
    clients: [{ ...client, redirect_uris: [redirectUri], grant_types: ['authorization_code'] }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          name: person.name,
        }),
      };
    },
  });
  server.on('request', provider.callback());

  /** Follows the provider's pages as a browser would, from the authorization URL to our callback. */
  async function signIn(authorizationUrl: string, accountId: string): Promise<string> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!.trim(), value.join('='));
      }
    };
    let url = authorizationUrl;
    for (let hop = 0; hop < 12; hop++) {
      if (url.startsWith(redirectUri)) return url;
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(response);
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).toString();
        continue;
      }
      const html = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!prompt) throw new Error(`Unexpected page at ${url}: ${html.slice(0, 300)}`);
      const submitted = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt },
        ),
      });
      remember(submitted);
      url = new URL(submitted.headers.get('location')!, url).toString();
    }
    throw new Error('The provider never sent the browser back');
  }

  return {
    issuer,
    ...client,
    people,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
