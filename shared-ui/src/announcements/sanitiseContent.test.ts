// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseAnnouncementHtml } from './sanitiseContent';

describe('announcement HTML', () => {
  it('keeps text formatting and links, links open in a new tab without an opener', () => {
    const clean = sanitiseAnnouncementHtml('<p>Can you take on <em>more hours</em>? <a href="https://example.com/a">Read more</a></p>');
    expect(clean).toContain('<em>more hours</em>');
    expect(clean).toContain('href="https://example.com/a"');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('removes scripts, event handlers, images, styles and javascript: or protocol-relative links', () => {
    const clean = sanitiseAnnouncementHtml(
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script><img src=x onerror="steal()"></p>' +
        '<a href="javascript:steal()">one</a><a href="//evil.example/x">two</a><iframe src="https://x"></iframe><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|<img|style|javascript:|evil\.example|iframe/i);
    expect(clean).toContain('Hi');
  });
});
