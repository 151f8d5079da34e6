import account from './account.ts';
import common from './common.ts';
import exception from './exception.ts';
import layout from './layout.ts';
import menu from './menu.ts';
import request from './request.ts';

/**
 * The messages the shell needs before first paint: layout, menu, request errors, exception pages, sign-in.
 * Everything else (pages.ts) loads beside the first page chunk (locales/pageMessages.ts).
 */
export default { ...account, ...common, ...exception, ...layout, ...menu, ...request } as const;
