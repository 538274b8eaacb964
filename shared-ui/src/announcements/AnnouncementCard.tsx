import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import {
  announcementButtons,
  REPLY_MAX,
  responseFor,
  type AnnouncementAction,
  type AnnouncementButton,
  type AnnouncementContent,
} from './announcementRules';
import { sanitiseAnnouncementHtml } from './sanitiseContent';
import { t } from './text';

export interface AnnouncementCardProps {
  /** Unique on the page (the assignment's id, or the form's): it names the card by its title. */
  id: string;
  announcement: AnnouncementContent;
  /** An admin's preview: the buttons behave (Reply opens the box) but nothing is sent. */
  preview?: boolean;
  /** No buttons: the announcement was answered already (its own page says how, in `footer`). */
  answered?: boolean;
  /** Mark as Read, Dismiss. The button shows it is busy until this settles; the caller reports a failure. */
  onRead?: () => Promise<unknown>;
  /** An action, with the typed reply or what §4 sends without one. Busy until it settles, as onRead. */
  onRespond?: (action: AnnouncementAction, response: string | null) => Promise<unknown>;
  /** Beside the title, e.g. a link to the announcement's own page. */
  titleExtra?: ReactNode;
  /** Under the body, e.g. how it was answered. */
  footer?: ReactNode;
  /** The title's heading level: 5 in a list, higher on a page of its own. */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * One announcement as a croudie sees it (shell-and-freelancer.md §4 Announcements): its name, its HTML (sanitised
 * here again; the API cleans it when written) and its buttons. Presentational: what a button sends is the caller's.
 * The shell's panel and page use it for real; the admin form shows it in preview mode.
 */
export function AnnouncementCard({
  id,
  announcement,
  preview = false,
  answered = false,
  onRead,
  onRespond,
  titleExtra,
  footer,
  headingLevel = 5,
}: AnnouncementCardProps) {
  const [replyOpen, setReplyOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [loading, setLoading] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const html = useMemo(() => sanitiseAnnouncementHtml(announcement.content), [announcement.content]);
  const buttons = answered ? [] : announcementButtons(announcement.type, announcement.actions, replyOpen);

  async function run(key: string, send: (() => Promise<unknown>) | undefined) {
    if (preview || !send) return;
    setLoading(key);
    try {
      await send();
    } catch {
      // the caller reports its own failure; the button is free again either way
    } finally {
      if (mounted.current) setLoading(null);
    }
  }

  function press(button: AnnouncementButton, key: string) {
    if (button.kind === 'openReply') {
      setReplyOpen(true);
      return;
    }
    if (button.kind === 'read') {
      void run(key, onRead);
      return;
    }
    const response = responseFor(announcement.type, button.action, reply);
    void run(key, onRespond && (() => onRespond(button.action, response)));
  }

  const titleId = `announcement-${id}-title`;
  return (
    <Card size="small" role="article" aria-labelledby={titleId} data-announcement-type={announcement.type}>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Title level={headingLevel} id={titleId} style={{ marginTop: 0 }}>
          {announcement.name}
        </Typography.Title>
        {titleExtra}
      </Flex>
      {/* innerHTML never runs scripts, and the HTML is sanitised twice (API on write, DOMPurify here) */}
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: html }} />
      {replyOpen && !answered ? (
        <Input.TextArea
          aria-label={t('ui.announcement.replyLabel')}
          placeholder={t('ui.announcement.replyLabel')}
          value={reply}
          maxLength={REPLY_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => setReply(e.target.value)}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      {footer}
      {buttons.length ? (
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
      ) : null}
    </Card>
  );
}
