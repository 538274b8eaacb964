/** Deploy-time settings read from index.html's meta tags (the deploy may rewrite them per environment). */
function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim() || null;
}

/** Where /onboarding sends the browser when the shell is not inside the onboarding frame. */
export function onboardingUrl(): string {
  return meta('onboarding-url') ?? '/onboarding/iframe';
}

export function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent: certainly framed
  }
}
