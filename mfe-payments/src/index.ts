// The ./app expose: single-spa lifecycles for the routes in remote.json.
export { bootstrap, mount, unmount } from './app/lifecycles';
