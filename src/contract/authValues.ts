/**
 * Plain value lists of the accounts contract, without zod, so client code can import them at runtime
 * without pulling the validation library into the bundle.
 */
export const ROLES = ['seeker', 'enterprise'] as const;
export const GENDERS = ['male', 'female'] as const;
export const EDUCATION_LEVELS = ['junior', 'secondary', 'highschool', 'college', 'bachelor', 'master', 'doctor'] as const;
/** 求职状态: leaving = 离职-随时到岗, month = 在职-月内到岗, considering = 在职-考虑机会, notLooking = 在职-暂不考虑. */
export const WORK_STATUSES = ['leaving', 'month', 'considering', 'notLooking'] as const;
