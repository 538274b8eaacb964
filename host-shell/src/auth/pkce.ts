/** PKCE (RFC 7636) with S256, as the identity provider requires for the public host-shell client. */

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A high-entropy verifier: 32 random bytes → 43 characters of the unreserved set. */
export function createCodeVerifier(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return base64UrlEncode(random(new Uint8Array(32)));
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export function createState(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
}
