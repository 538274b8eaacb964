import * as v from 'valibot';
import { Alert, Flex, Select, Tag, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useGridState } from '@work/shared-ui/data-grid';
import { DateInput } from '@work/shared-ui/inputs';
import { OfficePicker } from '@work/shared-ui/pickers';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { RecordControlField, RecordField } from '../features/reference-lists/RecordField';
import { referenceRules, validateWith } from '../features/reference-lists/referenceValidation';
import {
  CreatePublicHoliday,
  DeletePublicHoliday,
  PublicHolidaysQuery,
  PublicHolidayYearsQuery,
  UpdatePublicHoliday,
} from '../features/public-holidays/publicHolidays.graphql';
import { holidayDay, holidayInput, yearOf, yearOptions, type HolidayValues } from '../features/public-holidays/publicHolidays';

type Row = { id: string; name: string; date: string; allOffices: boolean; offices: { id: string; name: string }[] };

// The server's bounds (settings.rules.ts YearSchema): the dialog's date input stays inside them.
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

/**
 * /settings/public-holidays (staff-and-admin.md §3 Holiday: name, offices, start date): this year's holidays by date,
 * a year and an office filter; settings administrators add, change and delete them (ADR 0260).
 */
export function PublicHolidaysRoute() {
  const t = useText();
  const rules = referenceRules(t);
  const grid = useGridState({
    defaultSort: { field: 'date', direction: 'ASC' },
    sortFields: ['date', 'name'],
    filterKeys: ['year', 'offices'],
  });
  const [years] = useQuery({ query: PublicHolidayYearsQuery });
  const current = years.data?.publicHolidayYears.current ?? null;
  const year = yearOf(grid.filters.year, current);
  const officeIds = grid.filters.offices.length ? [...grid.filters.offices] : null;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PublicHolidaysQuery,
    variables: {
      pagination: grid.variables.pagination,
      sort: grid.variables.sort,
      filters: { search: grid.variables.filters.search, year, officeIds },
    },
    // the year of an untouched list is the platform's current year: wait for it
    pause: !years.data && !years.error,
  });
  const [, create] = useMutation(CreatePublicHoliday);
  const [, update] = useMutation(UpdatePublicHoliday);
  const [, remove] = useMutation(DeletePublicHoliday);
  const refresh = () => {
    refetch({ requestPolicy: 'network-only' });
  };
  const required = t('settings.record.required');

  return (
    <Flex vertical gap="middle">
      <ReferenceListPage<Row, HolidayValues>
        words={{
          title: 'settings.area.publicHolidays',
          entity: 'settings.publicHolidays.entity',
          search: 'settings.publicHolidays.search',
          add: 'settings.publicHolidays.add',
          newTitle: 'settings.publicHolidays.new',
          editTitle: 'settings.publicHolidays.editTitle',
        }}
        grid={grid}
        result={{
          rows: data?.publicHolidays.nodes ?? [],
          total: data?.publicHolidays.pagination.total ?? 0,
          fetching: fetching || years.fetching,
          error: error ?? years.error,
          refetch: refresh,
        }}
        columns={[
          { key: 'date', title: t('settings.publicHolidays.date'), sortable: true, width: 190, render: (row) => holidayDay(row.date) },
          { key: 'name', title: t('settings.field.name'), sortable: true },
          {
            key: 'offices',
            title: t('settings.publicHolidays.offices'),
            render: (row) =>
              row.allOffices ? (
                <Tag color="blue">{t('settings.publicHolidays.allOffices')}</Tag>
              ) : row.offices.length ? (
                row.offices.map((o) => o.name).join(', ')
              ) : (
                <Typography.Text type="secondary">{t('settings.publicHolidays.noOffice')}</Typography.Text>
              ),
          },
        ]}
        filters={
          <>
            <Flex vertical gap={4}>
              <Typography.Text strong>
                <label htmlFor="holiday-year">{t('settings.publicHolidays.year')}</label>
              </Typography.Text>
              <Select
                id="holiday-year"
                style={{ minWidth: 140 }}
                value={year === null ? 'all' : String(year)}
                options={yearOptions(
                  years.data?.publicHolidayYears.years ?? (current ? [current] : []),
                  t('settings.publicHolidays.allYears'),
                )}
                onChange={(value: string) => grid.setFilter('year', value === String(current) ? null : value)}
              />
            </Flex>
            <Flex vertical gap={4}>
              <Typography.Text strong>
                <label htmlFor="holiday-offices">{t('settings.publicHolidays.officeFilter')}</label>
              </Typography.Text>
              <OfficePicker
                id="holiday-offices"
                multiple
                allowClear
                style={{ minWidth: 220 }}
                placeholder={t('settings.publicHolidays.anyOffice')}
                value={[...grid.filters.offices]}
                onChange={(ids) => grid.setFilter('offices', ids.length ? ids : null)}
              />
            </Flex>
          </>
        }
        emptyValues={{ name: '', date: '', officeIds: [] }}
        valuesOf={(row) => ({ name: row.name, date: row.date, officeIds: row.offices.map((o) => o.id) })}
        validate={validateWith<HolidayValues>(
          v.object({ name: rules.name, date: v.pipe(v.string(required), v.regex(/^\d{4}-\d{2}-\d{2}$/, required)) }),
        )}
        fields={
          <>
            <RecordField name="name" label={t('settings.field.name')} />
            <RecordControlField<string> name="date" label={t('settings.publicHolidays.date')}>
              {(control) => (
                <DateInput
                  id={control.id}
                  value={control.value ?? ''}
                  min={FIRST_DAY}
                  max={LAST_DAY}
                  onChange={(day) => {
                    control.onChange(day);
                    control.onBlur();
                  }}
                />
              )}
            </RecordControlField>
            <RecordControlField<string[]>
              name="officeIds"
              label={t('settings.publicHolidays.offices')}
              hint={t('settings.publicHolidays.officesHint')}
            >
              {(control) => (
                <OfficePicker
                  id={control.id}
                  multiple
                  allowClear
                  value={control.value ?? []}
                  onChange={(ids) => control.onChange(ids)}
                  onBlur={control.onBlur}
                  status={control.status}
                  placeholder={t('settings.publicHolidays.chooseOffices')}
                />
              )}
            </RecordControlField>
          </>
        }
        save={async (values, id) => {
          const holiday = holidayInput(values);
          const outcome = await (id ? update({ id, holiday }) : create({ holiday }));
          // a holiday saved in another year than the list shows: show that year
          const savedYear = holiday.date.slice(0, 4);
          if (!outcome.error && year !== null && savedYear !== String(year)) {
            grid.setFilter('year', savedYear === String(current) ? null : savedYear);
          }
          return outcome;
        }}
        remove={(id) => remove({ id })}
      />
      <Alert type="info" showIcon title={t('settings.publicHolidays.workingDays')} />
    </Flex>
  );
}
