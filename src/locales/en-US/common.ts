import type { Messages } from '../types.ts';

export default {
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.reload': 'Reload page',
  'common.back': 'Go back',
  'common.backHome': 'Back to home',
  'common.loadFailed': 'Could not load. Please try again later.',
  'common.empty': 'No data',
  'common.search': 'Search',
  'common.reset': 'Reset',
  'common.submit': 'Submit',
  'common.cancel': 'Cancel',
  'common.confirm': 'OK',
  'common.save': 'Save',
  'common.next': 'Next',
  'common.previous': 'Previous',
  'common.more': 'More',
  'common.all': 'Any',
  'common.total': '{total} in total',
  'common.copied': 'Copied to the clipboard',
} satisfies Messages<'common'>;
