import type { MessageId } from '../types.ts';
import account from './account.ts';
import common from './common.ts';
import company from './company.ts';
import dict from './dict.ts';
import exception from './exception.ts';
import home from './home.ts';
import job from './job.ts';
import layout from './layout.ts';
import menu from './menu.ts';
import request from './request.ts';
import zone from './zone.ts';

const enUS: Record<MessageId, string> = { ...account, ...common, ...company, ...dict, ...exception, ...home, ...job, ...layout, ...menu, ...request, ...zone };
export default enUS;
