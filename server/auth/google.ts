// Google sign-in through arctic's OAuth2 client (PKCE). The endpoints are Google's; tests pass a
// local fake token endpoint. The ID token comes straight from Google's token endpoint over TLS,
// so its claims are read without a signature check (OpenID Connect Core §3.1.3.7).
import { CodeChallengeMethod, decodeIdToken, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';

export const GOOGLE_AUTHORIZATION_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';
const SCOPES = ['openid', 'email', 'profile'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
}

export class GoogleSignIn {
  private readonly client: OAuth2Client;
  private readonly tokenEndpoint: string;

  constructor(clientId: string, clientSecret: string, redirectUri: string, tokenEndpoint = GOOGLE_TOKEN_ENDPOINT) {
    this.client = new OAuth2Client(clientId, clientSecret, redirectUri);
    this.tokenEndpoint = tokenEndpoint;
  }

  start(): { url: URL; state: string; codeVerifier: string } {
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = this.client.createAuthorizationURLWithPKCE(GOOGLE_AUTHORIZATION_ENDPOINT, state, CodeChallengeMethod.S256, codeVerifier, SCOPES);
    url.searchParams.set('prompt', 'select_account');
    return { url, state, codeVerifier };
  }

  async finish(code: string, codeVerifier: string): Promise<GoogleIdentity> {
    const tokens = await this.client.validateAuthorizationCode(this.tokenEndpoint, code, codeVerifier);
    const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') throw new Error('Google returned no account id or email');
    return { sub: claims.sub, email: claims.email, emailVerified: claims.email_verified === true };
  }
}

/**
 * Where a Google sign-in started from the game (e.g. the profile's "Sign in with Google again") may land
 * afterwards: a path of this site only, with an optional plain query; anything else (another site, "//host",
 * odd characters) is null and the sign-in lands on /start as usual. An open redirect would let a link to
 * our sign-in send players to a look-alike site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 100) return null;
  return /^\/(?!\/)[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_-]*)?$/.test(value) ? value : null;
}
