import { useCallback, useEffect, useId, useState } from 'react';
import { Flex, Input, Switch } from 'antd';
import { ChannelPicker, ChannelTypePicker, UserPicker } from '@work/shared-ui/pickers';
import { useText, type TextKey } from '../../text';
import type { PlanViewState } from './planView';

/** Table search debounce (§9: 200 ms), for the client search. */
const CLIENT_SEARCH_DEBOUNCE_MS = 200;

type Toggle = 'showOwner' | 'showClients' | 'includeDrafts' | 'includeCompleted';
const TOGGLES: { key: Toggle; label: TextKey }[] = [
  { key: 'showOwner', label: 'plan.view.toggle.owner' },
  { key: 'showClients', label: 'plan.view.toggle.clients' },
  { key: 'includeDrafts', label: 'plan.view.toggle.drafts' },
  { key: 'includeCompleted', label: 'plan.view.toggle.completed' },
];

/** The plan's filters (§2 Plan: owner, type, channels, client search) and display toggles, all kept in the URL. */
export function PlanFilterBar({ view, onChange }: { view: PlanViewState; onChange: (changes: Partial<PlanViewState>) => void }) {
  const t = useText();
  const setClientSearch = useCallback((clientSearch: string) => onChange({ clientSearch }), [onChange]);
  return (
    <Flex vertical gap="small" role="group" aria-label={t('plan.view.filters')}>
      <Flex wrap gap="small" align="center">
        <UserPicker
          allowClear
          aria-label={t('plan.view.filter.owner')}
          placeholder={t('plan.view.filter.owner')}
          value={view.ownerId}
          onChange={(ownerId) => onChange({ ownerId })}
          style={{ minWidth: 200 }}
        />
        <ChannelTypePicker
          multiple
          allowClear
          aria-label={t('plan.view.filter.type')}
          placeholder={t('plan.view.filter.type')}
          value={view.channelTypeIds}
          onChange={(channelTypeIds) => onChange({ channelTypeIds })}
          style={{ minWidth: 200 }}
        />
        <ChannelPicker
          multiple
          allowClear
          aria-label={t('plan.view.filter.channels')}
          placeholder={t('plan.view.filter.channels')}
          value={view.channelIds}
          onChange={(channelIds) => onChange({ channelIds })}
          style={{ minWidth: 220 }}
        />
        <ClientSearch value={view.clientSearch} onChange={setClientSearch} />
      </Flex>
      <Flex wrap gap="middle" align="center">
        {TOGGLES.map(({ key, label }) => (
          <LabelledSwitch key={key} label={t(label)} checked={view[key]} onChange={(on) => onChange({ [key]: on })} />
        ))}
      </Flex>
    </Flex>
  );
}

function LabelledSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <Flex align="center" gap={6}>
      <Switch id={id} size="small" checked={checked} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </Flex>
  );
}

/** The client search: typed freely, sent to the URL a moment after the typing stops; a change of the URL (Back) shows here. */
function ClientSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useText();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), CLIENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input
      allowClear
      aria-label={t('plan.view.filter.client')}
      placeholder={t('plan.view.filter.clientPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ width: 220 }}
    />
  );
}
