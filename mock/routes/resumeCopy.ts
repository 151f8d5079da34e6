import type { OnlineResume } from '../../src/contract/resume.ts';
import { resumeCopyBody } from '../../src/contract/resumeCopy.ts';
import { RESUME_COPY_ERROR_CODES } from '../../src/contract/resumeCopyValues.ts';
import { ApiError } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { seekerState } from '../db/recruiting/viewer.ts';
import { syncResumeList, toOnlineResume } from './resume.ts';

/**
 * One language version of the online resume from the other (issue 26.18): the English one starts as a copy of
 * the Chinese, to be translated module by module. Only the copy is written: the Chinese version (the profile
 * /perfect and /recommend read) does not change when the English one is filled.
 */
export const resumeCopyRoutes = [
  route({
    method: 'POST',
    path: '/me/resume/copy',
    auth: 'seeker',
    body: resumeCopyBody,
    handler: ({ body, db, user, now }): OnlineResume => {
      const state = seekerState(db, user!.id);
      const to = body.from === 'zh-CN' ? 'en-US' : 'zh-CN';
      const source = state.onlineResumes[body.from];
      if (!source)
        throw new ApiError(
          409,
          RESUME_COPY_ERROR_CODES.sourceEmpty,
          body.from === 'zh-CN' ? '中文简历还没有保存过，请先填写中文简历' : '英文简历还没有保存过，请先填写英文简历',
        );
      if (state.onlineResumes[to] && !body.overwrite) {
        throw new ApiError(409, RESUME_COPY_ERROR_CODES.targetSaved, to === 'en-US' ? '英文简历已有内容，复制会覆盖它' : '中文简历已有内容，复制会覆盖它');
      }
      state.onlineResumes[to] = { content: structuredClone(source.content), updatedAt: now };
      syncResumeList(user!, state, to, now);
      return toOnlineResume(user!, state, to);
    },
  }),
];
