import { graphql, type ResultOf } from '../../graphql';

/** Staff feedback on a croudie (staff only: a croudie gets null). */
export const SoftSkillsQuery = graphql(`
  query HrCroudieSoftSkills($id: ID!) {
    croudie(id: $id) {
      id
      softSkills {
        communication
        meetingDeadlines
        adaptingToFeedback
        qualityOfWork
        otherComments
        updatedAt
        updatedByName
      }
    }
  }
`);

export const SaveSoftSkillsMutation = graphql(`
  mutation HrSaveCroudieSoftSkills($croudieId: ID!, $input: SoftSkillsInput!) {
    saveCroudieSoftSkills(croudieId: $croudieId, input: $input) {
      communication
      meetingDeadlines
      adaptingToFeedback
      qualityOfWork
      otherComments
      updatedAt
      updatedByName
    }
  }
`);

export type SoftSkills = NonNullable<NonNullable<ResultOf<typeof SoftSkillsQuery>['croudie']>['softSkills']>;
