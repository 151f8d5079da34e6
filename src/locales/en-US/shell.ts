import account from './account.ts';
import common from './common.ts';
import exception from './exception.ts';
import layout from './layout.ts';
import menu from './menu.ts';
import request from './request.ts';

/** The same domains as zh-CN/shell.ts; here a lazy chunk like the page parts (parts/), loaded with them. */
export default { ...account, ...common, ...exception, ...layout, ...menu, ...request } as const;
