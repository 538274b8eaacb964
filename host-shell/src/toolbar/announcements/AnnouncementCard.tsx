import { useMemo, useState } from 'react';
import { App as AntApp, Button, Card, Flex, Input, Typography } from 'antd';
import type { Client } from 'urql';
import { t } from '../../text';
import { announcementButtons, responseFor, type AnnouncementButton, type AssignedAnnouncement } from './announcementRules';
import { READ_ANNOUNCEMENT, RESPOND_TO_ANNOUNCEMENT } from './useAnnouncements';
import { sanitiseAnnouncementHtml } from './sanitiseContent';

/**
 * One announcement assigned to the croudie (§4 Announcements). In preview mode (an admin looking at a draft) the buttons
 * behave but send nothing.
 */
export function AnnouncementCard({
  assignment,
  client,
  preview = false,
  onAnswered,
}: {
  assignment: AssignedAnnouncement;
  client: Pick<Client, 'mutation'>;
  preview?: boolean;
  onAnswered: (id: string) => void;
}) {
  const { message } = AntApp.useApp();
  const { announcement } = assignment;
  const [replyOpen, setReplyOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [loading, setLoading] = useState<string | null>(null);
  const html = useMemo(() => sanitiseAnnouncementHtml(announcement.content), [announcement.content]);
  const buttons = announcementButtons(announcement.type, announcement.actions, replyOpen);

  async function run(key: string, send: () => Promise<{ error?: unknown; data?: unknown }>) {
    if (preview) return;
    setLoading(key);
    let failed = true;
    try {
      const result = await send();
      failed = Boolean(result.error) || !result.data;
    } catch {
      failed = true;
    }
    setLoading(null);
    if (failed) {
      void message.error({ content: t('shell.announcements.croudie.errors.response'), duration: 5 });
      return;
    }
    onAnswered(assignment.id);
  }

  function press(button: AnnouncementButton, key: string) {
    if (button.kind === 'openReply') {
      setReplyOpen(true);
      return;
    }
    if (button.kind === 'read') {
      void run(key, () => client.mutation(READ_ANNOUNCEMENT, { id: assignment.id }).toPromise());
      return;
    }
    const response = responseFor(announcement.type, button.action, reply);
    void run(key, () => client.mutation(RESPOND_TO_ANNOUNCEMENT, { id: assignment.id, actionId: button.action.id, response }).toPromise());
  }

  const titleId = `announcement-${assignment.id}-title`;
  return (
    <Card size="small" role="article" aria-labelledby={titleId} data-announcement-type={announcement.type}>
      <Typography.Title level={5} id={titleId} style={{ marginTop: 0 }}>
        {announcement.name}
      </Typography.Title>
      {/* sanitised twice (API on write, DOMPurify here); innerHTML never runs scripts */}
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: html }} />
      {replyOpen ? (
        <Input.TextArea
          aria-label={t('shell.announcements.croudie.replyLabel')}
          placeholder={t('shell.announcements.croudie.replyLabel')}
          value={reply}
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => setReply(e.target.value)}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <Flex gap={8} wrap justify="flex-end">
        {buttons.map((button, index) => {
          const key =
            button.kind === 'respond' || (button.kind === 'openReply' && button.action)
              ? `action-${button.action!.id}`
              : `${button.kind}-${index}`;
          const label = button.kind === 'respond' ? button.action.name : button.label ? t(button.label) : button.action!.name;
          const primary = button.kind === 'respond' && button.action.targetState !== 'declined';
          return (
            <Button
              key={key}
              size="small"
              type={primary ? 'primary' : 'default'}
              loading={loading === key}
              disabled={loading !== null && loading !== key}
              onClick={() => press(button, key)}
            >
              {label}
            </Button>
          );
        })}
      </Flex>
    </Card>
  );
}
