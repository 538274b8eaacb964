import { describe, expect, it } from 'vitest';
import { createTextCatalogue, formatText } from './createTextCatalogue';

describe('formatText', () => {
  it('fills parameters and leaves a missing one visible', () => {
    expect(formatText('Version {label}', { label: '0.2.0' })).toBe('Version 0.2.0');
    expect(formatText('{total} in total', { total: 3 })).toBe('3 in total');
    expect(formatText('Version {label}', {})).toBe('Version {label}');
    expect(formatText('Version {label}')).toBe('Version {label}');
  });
});

describe('createTextCatalogue', () => {
  const words = { 'demo.hello': 'Hello {name}', 'demo.bye': 'Goodbye' } as const;

  it('looks up its own keys with parameters', () => {
    const { t, useText, hasText } = createTextCatalogue('demo', words);
    expect(t('demo.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(useText()('demo.bye')).toBe('Goodbye');
    expect(hasText('demo.bye')).toBe(true);
    expect(hasText('demo.missing')).toBe(false);
    expect(hasText('toString')).toBe(false);
  });

  it('shows an unknown computed key rather than undefined', () => {
    const { t } = createTextCatalogue('demo', words);
    expect(t('demo.missing' as keyof typeof words)).toBe('demo.missing');
  });

  it('refuses a key outside its namespace, naming it', () => {
    expect(() => createTextCatalogue('demo', { 'demo.ok': 'Fine', 'other.title': 'Title', demo: 'Bare' })).toThrow(
      "text catalogue 'demo': every key must start with 'demo.', not: other.title, demo",
    );
    expect(() => createTextCatalogue('work', { 'workshop.title': 'Workshop' })).toThrow(/workshop\.title/);
  });
});
