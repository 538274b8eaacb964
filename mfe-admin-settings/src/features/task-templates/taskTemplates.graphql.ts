import { graphql, type ResultOf } from '../../graphql';

/** One page of the list: what its columns show, and what the viewer may do to each row. */
export const TaskTemplatesQuery = graphql(`
  query SettingsTaskTemplates($filters: TaskTemplateFilters, $pagination: PaginationInput) {
    taskTemplates(filters: $filters, pagination: $pagination) {
      taskTemplates {
        id
        name
        status
        type
        client {
          id
          name
        }
        channelTypes {
          id
          name
        }
        updatedAt
        availableActions
      }
      pagination {
        total
      }
    }
  }
`);
export type TemplateRow = ResultOf<typeof TaskTemplatesQuery>['taskTemplates']['taskTemplates'][number];

/** One template with every field: the preview and the edit form. */
export const TaskTemplateQuery = graphql(`
  query SettingsTaskTemplate($id: ID!) {
    taskTemplate(id: $id) {
      id
      name
      status
      type
      title
      brief
      settings {
        attachmentsRequired
      }
      costType
      fixedCost
      allocatedMinutes
      lifetimeMinutes
      deadlineTime
      allocationMethod
      openQueue
      channelTypes {
        id
        name
      }
      client {
        id
        name
      }
      baseTemplate {
        id
        name
      }
      variants {
        id
        name
        status
        client {
          id
          name
        }
      }
      updatedAt
      availableActions
    }
  }
`);
export type TemplateDetails = ResultOf<typeof TaskTemplateQuery>['taskTemplate'];
export type TemplateActionName = TemplateRow['availableActions'][number];

export const CreateTaskTemplate = graphql(`
  mutation SettingsCreateTaskTemplate($input: TaskTemplateInput!) {
    createTaskTemplate(input: $input) {
      id
    }
  }
`);

export const UpdateTaskTemplate = graphql(`
  mutation SettingsUpdateTaskTemplate($id: ID!, $input: TaskTemplateInput!) {
    updateTaskTemplate(id: $id, input: $input) {
      id
    }
  }
`);

export const PublishTaskTemplate = graphql(`
  mutation SettingsPublishTaskTemplate($id: ID!) {
    publishTaskTemplate(id: $id) {
      id
      status
      availableActions
    }
  }
`);

export const UnpublishTaskTemplate = graphql(`
  mutation SettingsUnpublishTaskTemplate($id: ID!) {
    unpublishTaskTemplate(id: $id) {
      id
      status
      availableActions
    }
  }
`);

export const RepublishTaskTemplate = graphql(`
  mutation SettingsRepublishTaskTemplate($id: ID!) {
    republishTaskTemplate(id: $id) {
      id
      status
      availableActions
    }
  }
`);

export const CreateTaskTemplateVariant = graphql(`
  mutation SettingsCreateTaskTemplateVariant($baseId: ID!, $clientId: ID!) {
    createTaskTemplateVariant(baseId: $baseId, clientId: $clientId) {
      id
    }
  }
`);

export const DeleteTaskTemplate = graphql(`
  mutation SettingsDeleteTaskTemplate($id: ID!) {
    deleteTaskTemplate(id: $id)
  }
`);
