import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useText } from '../text/catalogue';
import type { BulkAction } from './types';

/** The selected count and the bulk action buttons, shown while rows are selected. */
export function BulkBar<Row>({
  rows,
  actions,
  onClear,
}: {
  rows: readonly Row[];
  actions: readonly BulkAction<Row>[];
  onClear: () => void;
}) {
  const t = useText();
  const [running, setRunning] = useState<string | null>(null);
  if (!rows.length) return null;

  const run = async (action: BulkAction<Row>) => {
    setRunning(action.key);
    try {
      await action.onRun(rows);
      onClear();
    } catch {
      // The caller reports its own failure; the selection stays so it can be tried again.
    } finally {
      setRunning(null);
    }
  };

  return (
    <Flex gap="small" wrap align="center" role="group" aria-label={t('ui.grid.selected', { count: rows.length })}>
      <Typography.Text strong aria-live="polite">
        {t('ui.grid.selected', { count: rows.length })}
      </Typography.Text>
      {actions.map((action) => (
        <Button
          key={action.key}
          danger={action.danger}
          loading={running === action.key}
          disabled={(running !== null && running !== action.key) || action.disabled?.(rows)}
          onClick={() => void run(action)}
        >
          {action.label}
        </Button>
      ))}
      <Button type="link" onClick={onClear} disabled={running !== null}>
        {t('ui.grid.clearSelection')}
      </Button>
    </Flex>
  );
}
