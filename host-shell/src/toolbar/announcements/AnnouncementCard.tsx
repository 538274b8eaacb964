import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import type { Client } from 'urql';
import { AnnouncementCard as SharedAnnouncementCard } from '@work/shared-ui/announcements';
import { t } from '../../text';
import type { AssignedAnnouncement } from './announcementRules';
import { READ_ANNOUNCEMENT, RESPOND_TO_ANNOUNCEMENT } from './useAnnouncements';

/**
 * One announcement assigned to the croudie (§4 Announcements), answered through the API: the shared card with the
 * shell's mutations. On failure the button is free again and the §8 error toast shows; on success `onAnswered`. In
 * preview mode the buttons behave but send nothing.
 */
export function AnnouncementCard({
  assignment,
  client,
  preview = false,
  answered = false,
  headingLevel,
  titleExtra,
  footer,
  onAnswered,
}: {
  assignment: AssignedAnnouncement;
  client: Pick<Client, 'mutation'>;
  preview?: boolean;
  /** answered already: no buttons (its page says how in `footer`) */
  answered?: boolean;
  headingLevel?: 2 | 3 | 4 | 5;
  titleExtra?: ReactNode;
  footer?: ReactNode;
  onAnswered: (id: string) => void;
}) {
  const { message } = AntApp.useApp();

  async function send(mutate: () => Promise<{ error?: unknown; data?: unknown }>) {
    let failed = true;
    try {
      const result = await mutate();
      failed = Boolean(result.error) || !result.data;
    } catch {
      failed = true;
    }
    if (failed) {
      void message.error({ content: t('shell.announcements.croudie.errors.response'), duration: 5 });
      return;
    }
    onAnswered(assignment.id);
  }

  return (
    <SharedAnnouncementCard
      id={assignment.id}
      announcement={assignment.announcement}
      preview={preview}
      answered={answered}
      headingLevel={headingLevel}
      titleExtra={titleExtra}
      footer={footer}
      onRead={() => send(() => client.mutation(READ_ANNOUNCEMENT, { id: assignment.id }).toPromise())}
      onRespond={(action, response) =>
        send(() => client.mutation(RESPOND_TO_ANNOUNCEMENT, { id: assignment.id, actionId: action.id, response }).toPromise())
      }
    />
  );
}
