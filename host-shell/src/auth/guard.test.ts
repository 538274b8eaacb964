import { describe, expect, it } from 'vitest';
import { isPublicPath, loginRedirect, safeRedirectPath } from './guard';

describe('route guard', () => {
  it('sends a visitor who is not signed in to /login with the wanted path', () => {
    expect(loginRedirect({ pathname: '/work', search: '?page=2' }, false)).toBe('/login?redirect=%2Fwork%3Fpage%3D2');
    expect(loginRedirect({ pathname: '/', search: '' }, false)).toBe('/login');
  });
  it('lets signed-in people and public pages through', () => {
    expect(loginRedirect({ pathname: '/work', search: '' }, true)).toBeNull();
    expect(loginRedirect({ pathname: '/callback', search: '?code=x' }, false)).toBeNull();
    expect(loginRedirect({ pathname: '/logout', search: '' }, false)).toBeNull();
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/loginx')).toBe(false);
  });
  it('follows only same-origin redirect paths', () => {
    expect(safeRedirectPath('/payments/invoices?x=1')).toBe('/payments/invoices?x=1');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('/login')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});
