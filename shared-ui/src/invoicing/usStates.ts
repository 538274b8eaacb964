// The list lives in shared-contracts: platform-api checks a croudie's usState against it too.
export { US_STATES } from '@work/shared-contracts/us-states';
