// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form as AntForm } from 'antd';
import { Form } from 'react-final-form';
import { NewPasswordFields } from './fields';
import { validateNewPassword, type NewPasswordValues } from './validation';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn()) {
  render(
    <Form<NewPasswordValues> validate={validateNewPassword} onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <AntForm layout="vertical" component={false}>
          <form onSubmit={handleSubmit} noValidate>
            <NewPasswordFields />
            <button type="submit">Save</button>
          </form>
        </AntForm>
      )}
    </Form>,
  );
  return onSubmit;
}

describe('new password fields', () => {
  it('show the broken parts of the rule as the person types', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    expect(screen.getByText('Password must be at least 12 characters long')).toBeTruthy();
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh-Password-2026!' } });
    expect(screen.queryByText('Password must be at least 12 characters long')).toBeNull();
  });

  it('needs the confirmation to match before it submits', () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh-Password-2026!' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Fresh-Password-2025!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Fresh-Password-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
