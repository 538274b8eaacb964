import { graphql } from '../../graphql';

export const JournalDayQuery = graphql(`
  query JournalDay($filters: JournalFilters!) {
    myJournals(filters: $filters) {
      nodes {
        id
        date
        minutes
        summary
        client {
          id
          name
        }
        channels {
          id
          name
        }
        selectedCategory {
          id
          title
        }
        selectedTask {
          id
          title
        }
      }
      breakdown {
        target
        minutes
      }
    }
  }
`);

export const JournalFormDataQuery = graphql(`
  query JournalFormData {
    journalCategories {
      id
      title
      children {
        id
        title
        channelTypes
      }
    }
    journalClients {
      id
      name
      channels {
        id
        name
        slug
      }
    }
  }
`);

export const CreateJournalMutation = graphql(`
  mutation CreateJournal($journal: JournalInput!) {
    createJournal(journal: $journal) {
      id
      date
      minutes
    }
  }
`);

export const UpdateJournalMutation = graphql(`
  mutation UpdateJournal($journal: JournalInput!) {
    updateJournal(journal: $journal) {
      id
      date
      minutes
    }
  }
`);

export const UpdateBreakdownSubscription = graphql(`
  subscription UpdateBreakdown($date: String!) {
    updateBreakdown(date: $date) {
      date
      target
      minutes
    }
  }
`);

export const RecordMetricMutation = graphql(`
  mutation RecordJournalMetric($index: String!, $type: String!, $metric: JSON) {
    recordMetric(index: $index, type: $type, metric: $metric)
  }
`);

export const MyJournalSchedulesQuery = graphql(`
  query MyJournalSchedules {
    myJournalSchedules {
      id
      occurrence
      interval
      timeOfDay
      days
      range {
        start
        end
      }
      status
      isPaused
      isExpired
      summary
      minutes
      client {
        id
        name
      }
    }
  }
`);

export const CreateJournalScheduleMutation = graphql(`
  mutation CreateJournalSchedule($journal: JournalInput!, $schedule: JournalScheduleInput!) {
    createJournalSchedule(journal: $journal, schedule: $schedule) {
      id
      status
      isPaused
    }
  }
`);

export const PauseJournalScheduleMutation = graphql(`
  mutation PauseJournalSchedule($id: ID!) {
    pauseJournalSchedule(id: $id) {
      id
      status
      isPaused
    }
  }
`);

export const ResumeJournalScheduleMutation = graphql(`
  mutation ResumeJournalSchedule($id: ID!) {
    resumeJournalSchedule(id: $id) {
      id
      status
      isPaused
    }
  }
`);

export const CalendarQuery = graphql(`
  query JournalCalendar($date: String!) {
    calendarConnection {
      provider
      isFeedUrl
      connectedAt
    }
    calendarEvents(date: $date) {
      id
      summary
      start
      end
      visibility
      complete
    }
  }
`);

export const ConnectCalendarMutation = graphql(`
  mutation ConnectCalendar($icsUrl: String) {
    connectCalendar(icsUrl: $icsUrl) {
      provider
      connectedAt
    }
  }
`);

export const DisconnectCalendarMutation = graphql(`
  mutation DisconnectCalendar {
    disconnectCalendar
  }
`);

export const CompleteCalendarEventMutation = graphql(`
  mutation CompleteCalendarEvent($id: ID!, $journalId: ID) {
    completeCalendarEvent(id: $id, journalId: $journalId)
  }
`);
