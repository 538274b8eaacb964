// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorPage } from './ErrorPage';

afterEach(cleanup);

describe('error page', () => {
  it('shows the 404 message for 404', () => {
    render(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { name: "This page doesn't exist" })).toBeTruthy();
  });
  it('shows the 500-style message for anything else', () => {
    render(<ErrorPage status={503} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please try again soon')).toBeTruthy();
  });
});
