import { InputNumber, type InputNumberProps } from 'antd';
import { t } from '../text/catalogue';

/**
 * Money in pounds: minimum 0, step 0.01, two decimals shown (staff-and-admin.md §5). The rule that it must be above
 * zero is `currencyError`, run by the form (so a form may skip it).
 */
export function CurrencyInput({
  'aria-label': ariaLabel,
  ...props
}: Omit<InputNumberProps<number>, 'min' | 'step' | 'precision' | 'prefix'> & { 'aria-label'?: string }) {
  return (
    <InputNumber<number>
      {...props}
      min={0}
      step={0.01}
      precision={2}
      prefix="£"
      aria-label={ariaLabel ?? t('ui.input.currency.label')}
      style={{ width: '100%', ...props.style }}
    />
  );
}
