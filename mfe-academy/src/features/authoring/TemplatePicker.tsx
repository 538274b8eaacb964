import { useEffect, useRef, useState } from 'react';
import { Select, Spin, Typography } from 'antd';
import { useClient, useQuery } from 'urql';
import { PICKER_SEARCH_DEBOUNCE_MS } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { TemplateNameQuery, TemplateOptionsQuery } from './authoring.graphql';

const LIMIT = 100;
type Template = { id: string; name: string; client: { name: string } | null };
const labelOf = (template: Template) => (template.client ? `${template.name} (${template.client.name})` : template.name);

/**
 * Task templates for the course form (§3 Course templates): shared-ui has no template picker and the templates list
 * cannot be asked for by id, so this searches `taskTemplates` by name (first 100) and names a held template not among
 * them by asking for it alone. Value: template ids.
 */
export function TemplatePicker({
  id,
  value,
  onChange,
  onBlur,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  invalid: boolean;
}) {
  const t = useText();
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), PICKER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const [{ data, fetching, error }] = useQuery({
    query: TemplateOptionsQuery,
    variables: { filters: { search: search || null }, pagination: { page: 1, limit: LIMIT } },
    pause: !open,
  });
  const options = (data?.taskTemplates.taskTemplates ?? []).map((template) => ({ value: template.id, label: labelOf(template) }));

  const missing = value.filter((held) => !(held in names) && !asked.current.has(held));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    for (const held of missingKey.split(',')) {
      asked.current.add(held);
      void client
        .query(TemplateNameQuery, { id: held })
        .toPromise()
        .then((result) => {
          const template = result.data?.taskTemplate;
          if (template) setNames((known) => ({ ...known, [held]: labelOf(template) }));
        });
    }
  }, [missingKey, client]);

  const known = { ...names, ...Object.fromEntries(options.map((o) => [o.value, o.label])) };
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      allowClear
      value={value}
      status={invalid ? 'error' : undefined}
      placeholder={t('academy.admin.field.templatesPlaceholder')}
      showSearch={{ filterOption: false, searchValue: input, onSearch: setInput }}
      options={options}
      loading={fetching}
      labelRender={({ value: held }) => known[String(held)] ?? String(held)}
      notFoundContent={
        fetching ? (
          <Spin size="small" />
        ) : error ? (
          <Typography.Text type="danger">{t('academy.admin.field.templatesFailed')}</Typography.Text>
        ) : (
          t('academy.admin.field.templatesEmpty')
        )
      }
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setInput('');
      }}
      onChange={(ids) => {
        setInput('');
        onChange(ids);
      }}
      onBlur={onBlur}
    />
  );
}
