// @ts-check
// The yardstick of the API load (issue 15): a bare graphql-yoga server on Node's http, no auth, no database, no
// plugins, answering the same `me` and `myTasks` selections from memory. The platform's figures are read against it.
// Run as its own process, as the platform's API is: `node src/bare-yoga.mjs <port>`.
import http from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const person = { id: '1', firstName: 'Ava', lastName: 'Active', fullName: 'Ava Active' };
const tasks = Array.from({ length: 20 }, (_, i) => ({
  id: String(i + 1),
  name: `Task ${i + 1}`,
  state: 'IN_PROGRESS',
  deadline: '2026-12-01T12:00:00.000Z',
  overdue: false,
  client: { id: '1', name: 'Client' },
  owner: person,
}));

const yoga = createYoga({
  schema: createSchema({
    typeDefs: /* GraphQL */ `
      type Person {
        id: ID!
        firstName: String!
        lastName: String!
        fullName: String!
      }
      type Client {
        id: ID!
        name: String!
      }
      type Task {
        id: ID!
        name: String!
        state: String!
        deadline: String
        overdue: Boolean!
        client: Client
        owner: Person
      }
      type Pagination {
        total: Int!
        page: Int!
        limit: Int!
      }
      type TaskPage {
        nodes: [Task!]!
        pagination: Pagination!
      }
      input PaginationInput {
        page: Int
        limit: Int
      }
      type Query {
        me: Person!
        myTasks(pagination: PaginationInput): TaskPage!
      }
    `,
    resolvers: {
      Query: {
        me: () => person,
        myTasks: () => ({ nodes: tasks, pagination: { total: tasks.length, page: 1, limit: 20 } }),
      },
    },
  }),
  graphqlEndpoint: '/api/graphql',
  logging: false,
  landingPage: false,
});

const port = Number(process.argv[2] ?? 4099);
http.createServer(yoga).listen(port, '127.0.0.1', () => process.send?.('listening'));
