import type { ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';
import { CurrencyInput } from '@work/shared-ui/inputs';
import { ClientPicker, CountryPicker, LanguagePicker, QualificationPicker, VerticalPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import type { PickerFilters } from './pickerQuery';

type ListFilter = 'countryCodes' | 'clientIds' | 'languageCodes' | 'qualificationIds' | 'verticalIds';

/** The filters of §2 "Croudie picker": five multiple pickers and the hourly rate range (pounds). */
export function PickerFilterFields({
  filters,
  rates,
  onFilter,
  onRates,
  ratesReversed,
}: {
  filters: PickerFilters;
  /** The rates as typed (they reach the query after the debounce). */
  rates: { min: number | null; max: number | null };
  onFilter: (key: ListFilter, values: string[]) => void;
  onRates: (rates: { min: number | null; max: number | null }) => void;
  ratesReversed: boolean;
}) {
  const t = useText();
  const field = (id: string, label: string, input: (labelId: string) => ReactNode) => (
    <Col xs={24} sm={12}>
      <Typography.Text id={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {input(id)}
    </Col>
  );
  const multi = (key: ListFilter) => ({
    multiple: true as const,
    allowClear: true,
    value: filters[key],
    onChange: (values: string[]) => onFilter(key, values),
    style: { width: '100%' },
  });
  return (
    <Row gutter={[12, 12]}>
      {field('croudie-picker-location', t('plan.croudiePicker.location'), (id) => (
        <CountryPicker aria-labelledby={id} {...multi('countryCodes')} />
      ))}
      {field('croudie-picker-clients', t('plan.croudiePicker.clients'), (id) => (
        <ClientPicker aria-labelledby={id} {...multi('clientIds')} />
      ))}
      {field('croudie-picker-languages', t('plan.croudiePicker.languages'), (id) => (
        <LanguagePicker aria-labelledby={id} {...multi('languageCodes')} />
      ))}
      {field('croudie-picker-qualifications', t('plan.croudiePicker.qualifications'), (id) => (
        <QualificationPicker aria-labelledby={id} {...multi('qualificationIds')} />
      ))}
      {field('croudie-picker-verticals', t('plan.croudiePicker.verticals'), (id) => (
        <VerticalPicker aria-labelledby={id} {...multi('verticalIds')} />
      ))}
      <Col xs={24} sm={12}>
        <Row gutter={8}>
          <Col span={12}>
            <Typography.Text style={{ display: 'block', marginBottom: 4 }}>{t('plan.croudiePicker.rateMin')}</Typography.Text>
            <CurrencyInput
              aria-label={t('plan.croudiePicker.rateMin')}
              value={rates.min}
              status={ratesReversed ? 'error' : undefined}
              onChange={(min) => onRates({ ...rates, min: min ?? null })}
            />
          </Col>
          <Col span={12}>
            <Typography.Text style={{ display: 'block', marginBottom: 4 }}>{t('plan.croudiePicker.rateMax')}</Typography.Text>
            <CurrencyInput
              aria-label={t('plan.croudiePicker.rateMax')}
              value={rates.max}
              status={ratesReversed ? 'error' : undefined}
              onChange={(max) => onRates({ ...rates, max: max ?? null })}
            />
          </Col>
        </Row>
        {ratesReversed ? (
          <Typography.Text type="danger" role="alert">
            {t('plan.croudiePicker.ratesReversed')}
          </Typography.Text>
        ) : null}
      </Col>
    </Row>
  );
}
