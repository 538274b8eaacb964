import { graphql, type PickerConnection, type PickerListVariables } from './graphql';
import { ServerPicker, type PickerProps } from './ServerPicker';
import { listSource, pickerTexts } from './source';

// People for staff, by name, their e-mail under the name (two people may share a name). Values are ids.

type Person = { id: string; fullName: string; emailAddress: string | null };
const person = (p: Person) => ({ value: p.id, label: p.fullName, description: p.emailAddress ?? undefined });

export const UserPickerQuery = graphql<{ users: PickerConnection<Person> }, PickerListVariables>(`
  query UserPicker($filters: UserFilters, $pagination: PaginationInput) {
    users(filters: $filters, pagination: $pagination) {
      nodes {
        id
        fullName
        emailAddress
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const users = listSource(UserPickerQuery, 'users', person);

/** An agency staff member; value: their user id. */
export function UserPicker(props: PickerProps) {
  return <ServerPicker {...props} source={users} texts={pickerTexts('user')} />;
}

export const CroudiePickerQuery = graphql<{ croudies: PickerConnection<Person> }, PickerListVariables>(`
  query CroudiePicker($filters: CroudieFilters, $pagination: PaginationInput) {
    croudies(filters: $filters, pagination: $pagination) {
      nodes {
        id
        fullName
        emailAddress
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const croudies = listSource(CroudiePickerQuery, 'croudies', person);

/** A croudie (network freelancer); value: their croudie id. */
export function CroudiePicker(props: PickerProps) {
  return <ServerPicker {...props} source={croudies} texts={pickerTexts('croudie')} />;
}
