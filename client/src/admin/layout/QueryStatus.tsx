/** Moved to the kit (issue #30); kept so pages not yet on QueryView keep their import. */
export { LoadFailed, LoadingStatus } from '../kit/QueryStatus';
