import type { Messages } from '../types.ts';

export default {
  'request.error.200': 'The server returned the requested data.',
  'request.error.201': 'Created or updated successfully.',
  'request.error.202': 'The request has been queued as a background task.',
  'request.error.204': 'Deleted successfully.',
  'request.error.400': 'The request was invalid; nothing was created or changed.',
  'request.error.401': 'Your session timed out or you signed in elsewhere. Please sign in again.',
  'request.error.403': 'You are signed in, but access to this is forbidden.',
  'request.error.404': 'The record you asked for does not exist.',
  'request.error.406': 'The requested format is not available.',
  'request.error.410': 'The resource was permanently deleted.',
  'request.error.422': 'Some of the data did not pass validation.',
  'request.error.500': 'Something went wrong on the server. Nothing you did caused this; please try again in a moment.',
  'request.error.502': 'Bad gateway.',
  'request.error.503': 'The service is unavailable: overloaded or under maintenance.',
  'request.error.504': 'Gateway timeout.',
  'request.error.network.title': 'Network error',
  'request.error.network': 'Your network is not working; the server cannot be reached.',
  'request.error.offline.title': 'You are offline',
  'request.error.offline': 'This needs a connection: reconnect and try again.',
  'request.error.business': 'The action failed',
} satisfies Messages<'request'>;
