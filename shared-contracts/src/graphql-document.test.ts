import { describe, expect, it } from 'vitest';
import { documentHash, normaliseDocument } from './graphql-document.mjs';

const TASK_FIELDS = `fragment TaskFields on Task { id name owner { id fullName } }`;
const CLIENT_FIELDS = `fragment ClientFields on Client { id name }`;
const QUERY = `query MyTask($id: ID!) { task(id: $id) { ...TaskFields client { ...ClientFields } } }`;

describe('documentHash', () => {
  it('is the same with the __typename selections urql adds before sending', () => {
    const sent = `query MyTask($id: ID!) { task(id: $id) { __typename ...TaskFields client { __typename ...ClientFields } } }
      fragment TaskFields on Task { __typename id name owner { __typename id fullName } }
      fragment ClientFields on Client { __typename id name }`;
    expect(documentHash(sent)).toBe(documentHash(`${QUERY}\n${TASK_FIELDS}\n${CLIENT_FIELDS}`));
  });

  it('is the same whatever order the fragments were composed in, and whatever the layout', () => {
    const reordered = `${CLIENT_FIELDS} ${TASK_FIELDS}
      # a comment
      query   MyTask( $id : ID! ) {
        task(id: $id) { ...TaskFields, client { ...ClientFields } }
      }`;
    expect(documentHash(reordered)).toBe(documentHash(`${QUERY}\n${TASK_FIELDS}\n${CLIENT_FIELDS}`));
  });

  it('differs when a field, an argument or an alias differs', () => {
    const base = documentHash(`${QUERY}\n${TASK_FIELDS}\n${CLIENT_FIELDS}`);
    expect(documentHash(`${QUERY}\n${TASK_FIELDS.replace('fullName', 'email')}\n${CLIENT_FIELDS}`)).not.toBe(base);
    expect(documentHash(`${QUERY.replace('task(id: $id)', 'task(id: "1")')}\n${TASK_FIELDS}\n${CLIENT_FIELDS}`)).not.toBe(base);
    expect(documentHash(`${QUERY}\n${TASK_FIELDS.replace('name', 'title: name')}\n${CLIENT_FIELDS}`)).not.toBe(base);
  });

  it('keeps an aliased __typename the author wrote', () => {
    expect(normaliseDocument('{ me { kind: __typename id } }')).toContain('kind: __typename');
    expect(documentHash('{ me { kind: __typename id } }')).not.toBe(documentHash('{ me { id } }'));
  });

  it('is a sha256 in hex of the canonical text, and throws on text that does not parse', () => {
    expect(documentHash('{ me { id } }')).toMatch(/^[0-9a-f]{64}$/);
    expect(normaliseDocument('query Me { me { __typename id } }')).toBe('query Me {\n  me {\n    id\n  }\n}');
    expect(() => documentHash('{ me { id }')).toThrow(/Syntax Error/);
  });
});
