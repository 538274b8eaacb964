import type { SecurityPolicy } from './security.js';

/** Characters that would end or break out of a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The shell reads the deployment's override policy from this tag (no inline script: the CSP allows none). */
export function overridesMeta(policy: SecurityPolicy): string {
  const content = JSON.stringify({ enabled: policy.overrides.enabled, origins: policy.overrides.enabled ? policy.overrides.origins : [] });
  return `<meta name="remote-overrides" content="${escapeAttribute(content)}">`;
}

/** index.html with the policy tag: before `</head>`, else right after the doctype. */
export function injectIntoHostPage(html: string, policy: SecurityPolicy): string {
  const meta = overridesMeta(policy);
  const head = html.search(/<\/head\s*>/i);
  if (head >= 0) return `${html.slice(0, head)}${meta}${html.slice(head)}`;
  const doctype = html.match(/^\s*<!doctype[^>]*>/i)?.[0] ?? '';
  return `${doctype}${meta}${html.slice(doctype.length)}`;
}

/** Shell pages the onboarding site frames (host-shell routing pipeline: onboarding-register, onboarding-registered). */
const FRAMED_PAGES = new Set(['/onboarding/iframe', '/onboarding/success']);

export const isFramedPage = (pathname: string): boolean => FRAMED_PAGES.has(pathname.replace(/\/+$/, ''));

/** The origin of the host page's `<meta name="onboarding-url">` (the onboarding site, which frames those pages). */
export function onboardingOrigin(html: string): string | null {
  const tag = html.match(/<meta\b[^>]*\bname=["']onboarding-url["'][^>]*>/i)?.[0];
  const content = tag?.match(/\bcontent=["']([^"']*)["']/i)?.[1];
  if (!content) return null;
  try {
    const url = new URL(content.replace(/&amp;/g, '&'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
