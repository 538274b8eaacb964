import { graphql, type ResultOf } from '../../graphql';

/** The live e-mail check of the create-user form (§5): free, or why not and the staff user holding it. */
export const CheckUserEmailQuery = graphql(`
  query HrCheckUserEmail($email: String!) {
    checkUserEmail(email: $email) {
      available
      message
      userId
    }
  }
`);

/** Creates a pending staff user and e-mails them a create-password link (hr_user; ADR 0272). */
export const CreateUserMutation = graphql(`
  mutation HrCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      fullName
      emailAddress
      status
    }
  }
`);

export type CreatedUser = ResultOf<typeof CreateUserMutation>['createUser'];
