import type { Messages } from '../types.ts';

export default {
  'exception.contactSupport': 'Contact support',
  'exception.403.title': 'You cannot open this page',
  'exception.403.seekerOnly': 'This page is for job seekers. You are signed in with a recruiter account; sign in as a job seeker to open it.',
  'exception.403.enterpriseOnly':
    'This page is for recruiters. You are signed in as a job seeker; to hire, sign in with an enterprise account or learn about our employer services.',
  'exception.403.generic': 'Your account is not allowed to open this page. Contact support if you think this is wrong.',
  'exception.403.signIn': 'Please sign in to open this page.',
  'exception.403.toEnterprise': 'Hiring on JuCai',
  'exception.404.title': 'Page not found',
  'exception.404.description': 'The address you opened does not exist. It may have been removed or mistyped.',
  'exception.500.title': 'Server error',
  'exception.500.description': 'This is not your fault and we are on it. Please reload the page later.',
} satisfies Messages<'exception'>;
