import { graphql, type ResultOf, type VariablesOf } from '../../graphql';

/** One page of the admin table: its columns, and what may be done to each row now (ADR 0287 availableActions). */
export const AnnouncementsQuery = graphql(`
  query SettingsAnnouncements($filters: AdminAnnouncementFilters, $pagination: PaginationInput, $sort: SortInput) {
    adminAnnouncements(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        subject
        status
        type
        createdAt
        scheduledAt
        sentAt
        creatorName
        recipients
        unsentReason
        availableActions
      }
      pagination {
        total
      }
    }
  }
`);
export type AnnouncementRow = ResultOf<typeof AnnouncementsQuery>['adminAnnouncements']['nodes'][number];
export type AnnouncementStatus = AnnouncementRow['status'];
export type AnnouncementAdminAction = AnnouncementRow['availableActions'][number];
export type AnnouncementKind = AnnouncementRow['type'];

/** Every field of the form. */
export const AnnouncementQuery = graphql(`
  query SettingsAnnouncement($id: ID!) {
    adminAnnouncement(id: $id) {
      id
      subject
      body
      status
      allowResponse
      positiveLabel
      negativeLabel
      scheduledAt
      lifetimeDays
      include {
        roles
        countryCodes
        languageCodes
        qualificationIds
        accountStatuses
      }
      exclude {
        roles
        countryCodes
        languageCodes
        qualificationIds
        accountStatuses
      }
      excludedCroudieIds
      unsentReason
      availableActions
    }
  }
`);
export type AnnouncementDetails = ResultOf<typeof AnnouncementQuery>['adminAnnouncement'];

/** How many croudies an audience matches now: the form's live count. */
export const AnnouncementAudienceQuery = graphql(`
  query SettingsAnnouncementAudience($audience: AnnouncementAudienceInput!) {
    announcementAudience(audience: $audience)
  }
`);
export type AudienceInput = VariablesOf<typeof AnnouncementAudienceQuery>['audience'];

/** The platform clock: a schedule must be in the future by it (the API's rule). */
export const PlatformNowQuery = graphql(`
  query SettingsAnnouncementNow {
    platformNow
  }
`);

export const AnnouncementReportQuery = graphql(`
  query SettingsAnnouncementReport($id: ID!) {
    announcementReport(id: $id) {
      type
      sentAt
      creatorName
      remainingSeconds
      recipients
      readCount
      readRate
      respondedCount
      responseRate
      daily {
        date
        reads
        responses
      }
      answers {
        action {
          id
          name
          targetState
        }
        count
      }
      announcement {
        id
        subject
        body
        status
        type
        actions {
          id
          name
          targetState
        }
      }
    }
  }
`);
export type AnnouncementReport = ResultOf<typeof AnnouncementReportQuery>['announcementReport'];

export const SaveAnnouncement = graphql(`
  mutation SettingsSaveAnnouncement($input: SaveAnnouncementInput!) {
    saveAnnouncement(input: $input) {
      id
      status
      scheduledAt
      recipients
      availableActions
    }
  }
`);
export type SaveAnnouncementInput = VariablesOf<typeof SaveAnnouncement>['input'];

export const SendAnnouncementNow = graphql(`
  mutation SettingsSendAnnouncementNow($id: ID!) {
    sendAnnouncementNow(id: $id) {
      id
      status
      sentAt
      recipients
      availableActions
    }
  }
`);

export const CompleteAnnouncement = graphql(`
  mutation SettingsCompleteAnnouncement($id: ID!) {
    completeAnnouncement(id: $id) {
      id
      status
      completedAt
      availableActions
    }
  }
`);

export const DeleteAnnouncement = graphql(`
  mutation SettingsDeleteAnnouncement($id: ID!) {
    deleteAnnouncement(id: $id)
  }
`);

export const CopyAnnouncement = graphql(`
  mutation SettingsCopyAnnouncement($id: ID!) {
    copyAnnouncement(id: $id) {
      id
      subject
    }
  }
`);
