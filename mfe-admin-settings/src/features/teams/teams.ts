import { graphql } from '../../graphql';

export const TeamsQuery = graphql(`
  query SettingsTeams($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    teams(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        memberCount
        office {
          id
          name
        }
        leader {
          id
          fullName
        }
      }
      pagination {
        total
      }
    }
  }
`);

export const CreateTeam = graphql(`
  mutation SettingsCreateTeam($team: TeamInput!) {
    createTeam(team: $team) {
      id
    }
  }
`);

export const UpdateTeam = graphql(`
  mutation SettingsUpdateTeam($id: ID!, $team: TeamInput!) {
    updateTeam(id: $id, team: $team) {
      id
      name
      memberCount
      office {
        id
        name
      }
      leader {
        id
        fullName
      }
    }
  }
`);

export const DeleteTeam = graphql(`
  mutation SettingsDeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`);

/** One team's members, a page at a time: the team is read by its id (the list's `ids` filter). */
export const TeamMembersQuery = graphql(`
  query SettingsTeamMembers($teamId: ID!, $members: PaginationInput) {
    teams(filters: { ids: [$teamId] }) {
      nodes {
        id
        leader {
          id
        }
        members(pagination: $members) {
          nodes {
            id
            fullName
            emailAddress
          }
          pagination {
            total
          }
        }
      }
    }
  }
`);

export const AddTeamMember = graphql(`
  mutation SettingsAddTeamMember($teamId: ID!, $userId: ID!) {
    addTeamMember(teamId: $teamId, userId: $userId) {
      id
      memberCount
    }
  }
`);

export const RemoveTeamMember = graphql(`
  mutation SettingsRemoveTeamMember($teamId: ID!, $userId: ID!) {
    removeTeamMember(teamId: $teamId, userId: $userId) {
      id
      memberCount
      leader {
        id
        fullName
      }
    }
  }
`);
